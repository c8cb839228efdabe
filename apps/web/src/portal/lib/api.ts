import { createApiClient } from '../../lib/create-api-client';
import type { CustomerPrefix, Method, PathOf, ResponseOf as AnyResponseOf } from '../../lib/api-types';
import { clearSession, getToken } from './session';

// CONTRACT "The customer app's API": every call of the portal lives under the customer API, never the admin one.
export const CUSTOMER_API: CustomerPrefix = '/api/customer/v1.0';

/** What one call of this customer API path answers (its 200 or 201 JSON): `ResponseOf<'get', '/tickets/{id}'>`. */
export type ResponseOf<M extends Method, P extends PathOf<M, CustomerPrefix>> = AnyResponseOf<M, P, CustomerPrefix>;

/**
 * The customer API's calls with the customer's token, typed by the OpenAPI document (lib/create-api-client.ts):
 * `portalApi.get('/tickets/{id}', { params: { id } })`; `portalApi.download(path, ...)` reads a file as a Blob.
 * A 401 on a signed-in call ends the session here; the signed-in pages' gate (app/require-session.tsx) sees it go and
 * sends the customer to /portal/login?next=<this page>.
 */
export const portalApi = createApiClient(CUSTOMER_API, {
  getToken,
  onUnauthorized: () => clearSession({ ended: true }),
  publicCalls: ['POST /register', 'POST /login', 'POST /forgot-password', 'POST /confirm-forgot-password'],
});

/** The address of a customer API call: '/tickets' with {start: 0} is '/api/customer/v1.0/tickets?start=0'. */
export const apiUrl = portalApi.url;
