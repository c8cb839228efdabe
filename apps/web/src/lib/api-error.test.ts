import { describe, expect, it } from 'vitest';
import { ApiError, formatApiError } from './api-error';

const FALLBACK = 'Try after some time.';
const issues = (...entries: [Array<string | number>, string][]) => entries.map(([loc, msg]) => ({ loc, msg, type: 'custom' }));

describe('formatApiError (spec §8)', () => {
  it.each([401, 402, 403, 404, 409, 429, 400])('shows the server detail of a %i as it is, in every style', (status) => {
    const error = new ApiError(status, 'Server says no.', { detail: 'Server says no.' });
    for (const style of ['field', 'loc', 'message'] as const) expect(formatApiError(error, style)).toBe('Server says no.');
  });

  it('shows the 401 detail of a failed sign-in', () => {
    const error = new ApiError(401, 'Incorrect email or password.', {});
    expect(formatApiError(error, 'loc')).toBe('Incorrect email or password.');
  });

  describe('a 422 validation list', () => {
    const error = new ApiError(422, issues([['body', 'email'], 'Invalid email.'], [['body', 'password'], 'Too short.']), {});

    it("'field' (user, business, trolley forms): the first entry's field name plus its message", () => {
      expect(formatApiError(error, 'field')).toBe('email: Invalid email.');
    });

    it("'loc' (login, forgot, support): the second element of the location joined with the first message", () => {
      expect(formatApiError(error, 'loc')).toBe('email: Invalid email.');
    });

    it("'message' (role, warranty reason, city forms): the first validation message only", () => {
      expect(formatApiError(error, 'message')).toBe('Invalid email.');
    });

    it('shows only the message when the location names no field', () => {
      const bodyOnly = new ApiError(422, issues([['body'], 'Expected an object.']), {});
      expect(formatApiError(bodyOnly, 'field')).toBe('Expected an object.');
      expect(formatApiError(bodyOnly, 'loc')).toBe('Expected an object.');
    });

    it('keeps a numeric location element', () => {
      const nested = new ApiError(422, issues([['body', 0, 'name'], 'Required.']), {});
      expect(formatApiError(nested, 'loc')).toBe('0: Required.');
    });

    it('an empty list falls back', () => {
      expect(formatApiError(new ApiError(422, [], {}), 'message')).toBe(FALLBACK);
    });
  });

  it('a network failure (status 0) is the generic fallback', () => {
    expect(formatApiError(new ApiError(0, undefined, undefined), 'message')).toBe(FALLBACK);
  });

  it.each([500, 502, 503])('a %i never shows its body', (status) => {
    expect(formatApiError(new ApiError(status, 'Internal Server Error', {}), 'loc')).toBe(FALLBACK);
  });

  it('an answer without a detail, or with a blank one, is the generic fallback', () => {
    expect(formatApiError(new ApiError(400, undefined, 'text'), 'field')).toBe(FALLBACK);
    expect(formatApiError(new ApiError(409, '  ', {}), 'field')).toBe(FALLBACK);
  });

  it('anything that is not an ApiError is the generic fallback', () => {
    expect(formatApiError(new TypeError('x is undefined'), 'message')).toBe(FALLBACK);
    expect(formatApiError('boom', 'loc')).toBe(FALLBACK);
    expect(formatApiError(undefined, 'field')).toBe(FALLBACK);
  });
});
