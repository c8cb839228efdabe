import { createApiClient } from './create-api-client';
import { clearSession, getToken } from './session';

export { fillPath, type RequestOptions } from './create-api-client';

// CONTRACT: every call lives under the admin API base with version 1.0.
export const API_BASE = '/api/admin/v1.0';

let onUnauthorized = () => {
  if (window.location.pathname !== '/login') window.location.assign('/login');
};

/**
 * The app replaces the full-page reload with a router navigation (to /login, with the page to return to), so
 * the snackbar survives.
 */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

/**
 * The admin API's calls, typed by the OpenAPI document (lib/create-api-client.ts): a path the document does not
 * have, a parameter, query or body it does not take, or an answer read as a shape it does not give, fails the type
 * check. `api.get('/cities/{id}', { params: { id } })`; `api.download(path, ...)` reads a file as a Blob.
 */
export const api = createApiClient(API_BASE, {
  getToken,
  // The session is gone (expired or revoked when a token was sent): sign out here, and remember why so the sign-in
  // page can say so.
  onUnauthorized: (hadToken) => {
    clearSession({ ended: hadToken });
    onUnauthorized();
  },
  publicCalls: ['POST /login', 'POST /login/mfa', 'POST /login/passkey/options', 'POST /login/passkey', 'POST /forgot-password', 'POST /confirm-forgot-password', 'POST /support'],
});

/** One call on a path built at run time (a CRUD resource's base); the typed `api.get/post/...` otherwise. */
export const apiRequest = api.request;
