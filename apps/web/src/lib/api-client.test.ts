import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@glassdesk/shared';
import { mockFetch } from '../test/fetch-mock';
import { api, setUnauthorizedHandler } from './api-client';
import { ApiError } from './api-error';

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('calls the versioned base with the bearer token and the query', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'abc');
    const { calls } = mockFetch(() => ({ body: { list: [], count: 0 } }));
    await api.get('/cities', { query: { search: 'all', start: 0, limit: 10, sort_by: undefined, order: null } });
    expect(calls[0].url.pathname).toBe('/api/admin/v1.0/cities');
    expect(calls[0].url.search).toBe('?search=all&start=0&limit=10');
    expect(calls[0].headers.Authorization).toBe('Bearer abc');
  });

  it('fills the path parameters, each URL-encoded', async () => {
    const { calls } = mockFetch(() => ({ body: {} }));
    await api.get('/trolleys/by-uid/{uid}', { params: { uid: 'A/1 b' } });
    expect(calls[0].url.pathname).toBe('/api/admin/v1.0/trolleys/by-uid/A%2F1%20b');
    await api.delete('/users/{id}/user-plant/{entryId}', { params: { id: 7, entryId: 12 } });
    expect(calls[1]).toMatchObject({ method: 'DELETE' });
    expect(calls[1].url.pathname).toBe('/api/admin/v1.0/users/7/user-plant/12');
  });

  it('sends JSON bodies and returns the parsed answer', async () => {
    const { calls } = mockFetch(() => ({ status: 201, body: { id: 3, name: 'Oslo' } }));
    await expect(api.post('/cities', { body: { name: 'Oslo' } })).resolves.toEqual({ id: 3, name: 'Oslo' });
    expect(calls[0]).toMatchObject({ method: 'POST', body: { name: 'Oslo' } });
    expect(calls[0].headers['Content-Type']).toBe('application/json');
  });

  it('throws an ApiError carrying the status and detail', async () => {
    mockFetch(() => ({ status: 409, body: { detail: 'This record already exists.' } }));
    const error = await api.post('/cities', { body: { name: 'Oslo' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, detail: 'This record already exists.' });
  });

  it('turns a network failure into status 0', async () => {
    mockFetch(() => 'network-error');
    await expect(api.get('/cities')).rejects.toMatchObject({ status: 0 });
  });

  it('a 401 on a signed-in call clears the session and leaves for /login, still throwing the detail', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'expired');
    window.localStorage.setItem(STORAGE_KEYS.theme, 'light');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockFetch(() => ({ status: 401, body: { detail: 'Your session has expired. Please sign in again.' } }));
    await expect(api.get('/cities')).rejects.toMatchObject({ status: 401, detail: 'Your session has expired. Please sign in again.' });
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBe('light');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    // The sign-in page reads this to say that the session has ended.
    expect(window.localStorage.getItem('session_ended')).toBe('1');
  });

  it('a 401 without a stored token signs nobody out with an "ended" note', async () => {
    setUnauthorizedHandler(vi.fn());
    mockFetch(() => ({ status: 401, body: { detail: 'Not authenticated.' } }));
    await expect(api.get('/cities')).rejects.toMatchObject({ status: 401 });
    expect(window.localStorage.getItem('session_ended')).toBeNull();
  });

  it('a 401 on sign-in itself is only an error', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const { calls } = mockFetch(() => ({ status: 401, body: { detail: 'Incorrect email or password.' } }));
    await expect(api.post('/login', { body: { email: 'admin@example.com', password: 'wrong' } })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(calls[0].headers.Authorization).toBeUndefined();
  });

  it('downloads a file as a Blob with the token header, and reads a refusal as an ApiError', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'abc');
    const { calls } = mockFetch((call) => (call.url.searchParams.get('business') === '9' ? { status: 403, body: { detail: 'No.' } } : { body: 'xlsx' }));
    const blob = await api.download('/report/tickets/export', { query: { search: 'TK', disabled: '0' } });
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('"xlsx"');
    expect(calls[0].url.search).toBe('?search=TK&disabled=0');
    expect(calls[0].headers.Authorization).toBe('Bearer abc');
    await expect(api.download('/report/tickets/export', { query: { business: 9 } })).rejects.toMatchObject({ status: 403, detail: 'No.' });
  });
});
