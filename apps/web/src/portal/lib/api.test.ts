import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { CUSTOMER } from '../test/render-portal';
import { apiUrl, portalApi } from './api';
import { getSession, saveSession } from './session';

// The portal's instance of the one client (lib/create-api-client.ts; the back-office's is tested in
// lib/api-client.test.ts): the customer API's prefix, the customer's token, its public calls, its 401.
afterEach(() => vi.unstubAllGlobals());

describe('the portal client', () => {
  it("calls the customer API with the customer's token, never the admin one", async () => {
    saveSession(CUSTOMER);
    const { calls } = mockFetch(() => ({ body: { list: [], count: 0 } }));
    await portalApi.get('/tickets', { query: { start: 0, limit: 10, search: undefined, mine: '1' } });
    expect(calls[0].url.pathname).toBe('/api/customer/v1.0/tickets');
    expect(calls[0].url.search).toBe('?start=0&limit=10&mine=1');
    expect(calls[0].headers.Authorization).toBe(`Bearer ${CUSTOMER.token}`);
    expect(apiUrl('/tickets', { start: 0 })).toBe('/api/customer/v1.0/tickets?start=0');
  });

  it('a 401 on a signed-in call ends the session, still throwing the detail', async () => {
    saveSession(CUSTOMER);
    mockFetch(() => ({ status: 401, body: { detail: 'Your session has expired. Please sign in again.' } }));
    await expect(portalApi.get('/me')).rejects.toMatchObject({ status: 401, detail: 'Your session has expired. Please sign in again.' });
    expect(getSession()).toBeNull();
    expect(window.localStorage.getItem('glassdesk-portal-session-ended')).toBe('1');
  });

  it('sign-in, registration and the password reset send no token, and their 401 is only an error', async () => {
    saveSession(CUSTOMER);
    const { calls } = mockFetch(() => ({ status: 401, body: { detail: 'Incorrect email or password.' } }));
    await expect(portalApi.post('/login', { body: { email: CUSTOMER.email, password: 'wrong' } })).rejects.toMatchObject({ status: 401 });
    expect(calls[0].headers.Authorization).toBeUndefined();
    expect(getSession()).toEqual(CUSTOMER);
  });

  it('downloads a statement as a Blob with the token, and reads a refusal as an ApiError', async () => {
    saveSession(CUSTOMER);
    const { calls } = mockFetch((call) => (call.url.pathname.endsWith('/2026-02/export') ? { status: 404, body: { detail: 'Statement not found.' } } : { body: 'xlsx' }));
    const blob = await portalApi.download('/statements/{month}/export', { params: { month: '2026-01' } });
    expect(blob).toBeInstanceOf(Blob);
    expect(calls[0].url.pathname).toBe('/api/customer/v1.0/statements/2026-01/export');
    expect(calls[0].headers.Authorization).toBe(`Bearer ${CUSTOMER.token}`);
    await expect(portalApi.download('/statements/{month}/export', { params: { month: '2026-02' } })).rejects.toMatchObject({ status: 404, detail: 'Statement not found.' });
  });
});
