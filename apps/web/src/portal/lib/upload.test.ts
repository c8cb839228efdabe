import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILE_MESSAGES, MESSAGES } from '@glassdesk/shared';
import { NetworkError, ticketFormErrors, uploadTicket } from './upload';

/** An XMLHttpRequest that records the request and lets the test play the network's part. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  timeout = 0;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => vi.unstubAllGlobals());

const URL = '/api/customer/v1.0/tickets';

describe('uploadTicket', () => {
  it('POSTs the form with the token and the key, reports progress, and resolves with a 201 and its body', async () => {
    const form = new FormData();
    form.append('glass_order_no', 'GO-1');
    const progress: Array<[number, number]> = [];
    const sent = uploadTicket(URL, form, { token: 'tok', idempotencyKey: 'a1b2c3d4-0000', onProgress: (loaded, total) => progress.push([loaded, total]) });
    const xhr = FakeXhr.last;
    expect({ method: xhr.method, url: xhr.url, body: xhr.body, timeout: xhr.timeout }).toEqual({ method: 'POST', url: URL, body: form, timeout: 0 });
    expect(xhr.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer tok', 'Idempotency-Key': 'a1b2c3d4-0000' });
    xhr.upload.onprogress?.({ loaded: 1000, total: 4000, lengthComputable: true });
    xhr.upload.onprogress?.({ loaded: 4000, total: 4000, lengthComputable: true });
    xhr.upload.onprogress?.({ loaded: 10, total: 0, lengthComputable: false });
    xhr.answer(201, '{"id":7,"ticket_id":"T-ABCDEF","status":"Created"}');
    await expect(sent).resolves.toEqual({ status: 201, body: { id: 7, ticket_id: 'T-ABCDEF', status: 'Created' } });
    expect(progress).toEqual([
      [1000, 4000],
      [4000, 4000],
      [10, 0],
    ]);
  });

  it('sends no Authorization or key header it was not given', () => {
    void uploadTicket(URL, new FormData());
    expect(FakeXhr.last.headers).toEqual({ Accept: 'application/json' });
  });

  it.each([
    [409, '{"detail":"Your account must belong to a Business before you can raise a ticket."}'],
    [413, '{"detail":"Each image may be at most 10 MB."}'],
    [422, '{"detail":[{"loc":["body","glass_size"],"msg":"Glass Size is required.","type":"too_small"}]}'],
    [500, '{"detail":"Internal Server Error"}'],
  ])('resolves with any HTTP answer: %i', async (status, text) => {
    const sent = uploadTicket(URL, new FormData(), { token: 't' });
    FakeXhr.last.answer(status, text);
    await expect(sent).resolves.toEqual({ status, body: JSON.parse(text) });
  });

  it('keeps a body that is not JSON as text, and an empty one as undefined', async () => {
    const html = uploadTicket(URL, new FormData());
    FakeXhr.last.answer(502, '<html>Bad Gateway</html>');
    await expect(html).resolves.toEqual({ status: 502, body: '<html>Bad Gateway</html>' });
    const empty = uploadTicket(URL, new FormData());
    FakeXhr.last.answer(204, '');
    await expect(empty).resolves.toEqual({ status: 204, body: undefined });
  });

  it('rejects with a NetworkError when no answer comes, or it times out', async () => {
    const lost = uploadTicket(URL, new FormData());
    FakeXhr.last.onerror?.();
    await expect(lost).rejects.toEqual(new NetworkError('error'));
    await expect(lost).rejects.toBeInstanceOf(NetworkError);
    const slow = uploadTicket(URL, new FormData(), { timeoutMs: 60_000 });
    expect(FakeXhr.last.timeout).toBe(60_000);
    FakeXhr.last.ontimeout?.();
    await expect(slow).rejects.toMatchObject({ name: 'NetworkError', reason: 'timeout' });
  });

  it('is cancelled by its signal: the request is aborted and the promise rejects with an AbortError', async () => {
    const controller = new AbortController();
    const sent = uploadTicket(URL, new FormData(), { signal: controller.signal });
    const xhr = FakeXhr.last;
    controller.abort();
    expect(xhr.aborted).toBe(true);
    await expect(sent).rejects.toMatchObject({ name: 'AbortError' });
    // Already aborted: nothing is sent.
    const before = FakeXhr.last;
    await expect(uploadTicket(URL, new FormData(), { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last).toBe(before);
  });

  it('lets go of the signal once answered: a later abort changes nothing', async () => {
    const controller = new AbortController();
    const sent = uploadTicket(URL, new FormData(), { signal: controller.signal });
    const xhr = FakeXhr.last;
    xhr.answer(201, '{}');
    await sent;
    controller.abort();
    expect(xhr.aborted).toBe(false);
  });
});

describe('ticketFormErrors', () => {
  const ids = { defect_images: ['d1', 'd2', 'd3'], label_images: ['l1'] };

  it("puts the server's 422 for a non-image file next to that photo (the shape the server answers: loc body, field, place)", () => {
    // As apps/server answers a PDF sent as the second Defect photo (customer-tickets-upload.routes.test.ts).
    const body = { detail: [{ loc: ['body', 'defect_images', 1], msg: FILE_MESSAGES.notImage, type: 'value_error' }] };
    expect(ticketFormErrors({ status: 422, body }, ids)).toEqual({ fields: {}, photos: { d2: FILE_MESSAGES.notImage }, photoFields: {}, message: null });
  });

  it('places field, photo-set and other entries; the first message per place wins', () => {
    const body = {
      detail: [
        { loc: ['body', 'glass_size'], msg: 'Glass Size is required.', type: 'too_small' },
        { loc: ['body', 'glass_size'], msg: 'second', type: 'x' },
        { loc: ['body', 'expected_date'], msg: 'Expected Replacement Date cannot be before Glass Received Date.', type: 'custom' },
        { loc: ['body', 'label_images', 0], msg: FILE_MESSAGES.unreadable, type: 'value_error' },
        { loc: ['body', 'defect_images'], msg: 'At least one Defect image is required.', type: 'value_error' },
        { loc: ['body', 'label_images', 4], msg: 'a place the form no longer has', type: 'value_error' },
        { loc: ['header', 'idempotency-key'], msg: 'Idempotency-Key must be 8 to 100 letters, digits or hyphens.', type: 'invalid_format' },
        { loc: ['body', 'colour'], msg: 'unknown field', type: 'x' },
      ],
    };
    expect(ticketFormErrors({ status: 422, body }, ids)).toEqual({
      fields: { glass_size: 'Glass Size is required.', expected_date: 'Expected Replacement Date cannot be before Glass Received Date.' },
      photos: { l1: FILE_MESSAGES.unreadable },
      photoFields: { defect_images: 'At least one Defect image is required.', label_images: 'a place the form no longer has' },
      message: 'Idempotency-Key must be 8 to 100 letters, digits or hyphens.',
    });
  });

  it.each([
    [413, { detail: FILE_MESSAGES.tooLarge }, FILE_MESSAGES.tooLarge],
    [409, { detail: 'Your account must be approved before you can raise a ticket.' }, 'Your account must be approved before you can raise a ticket.'],
    [500, { detail: 'Internal Server Error' }, MESSAGES.fallbackError],
    [502, '<html>Bad Gateway</html>', MESSAGES.fallbackError],
    [422, { detail: [] }, MESSAGES.fallbackError],
    [422, { detail: [{ nonsense: true }] }, MESSAGES.fallbackError],
    [400, undefined, MESSAGES.fallbackError],
  ])('%i %j -> the message %j', (status, body, message) => {
    expect(ticketFormErrors({ status, body }, ids)).toEqual({ fields: {}, photos: {}, photoFields: {}, message });
  });
});
