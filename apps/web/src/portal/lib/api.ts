import { ApiError } from '../../lib/api-error';
import type { CustomerCall, Method } from './api-types';
import { clearSession, getToken } from './session';

// CONTRACT "The customer app's API": every call of the portal lives under the customer API, never the admin one.
export const CUSTOMER_API = '/api/customer/v1.0';

/** The calls made without a session: their 401 is a wrong password, not an ended session. */
const PUBLIC_PATHS = new Set<string>(['/register', '/login', '/forgot-password', '/confirm-forgot-password']);

type QueryValue = string | number | boolean | null | undefined;
export type RequestOptions = { query?: Record<string, QueryValue>; body?: unknown; signal?: AbortSignal };

/** The address of a customer API call: '/tickets' with {start: 0} is '/api/customer/v1.0/tickets?start=0'. */
export function apiUrl(path: string, query?: RequestOptions['query']) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${CUSTOMER_API}${path}${search ? `?${search}` : ''}`;
}

/** Fills a path pattern's `{name}` placeholders ('/tickets/{id}' with { id: 5 } is '/tickets/5'). */
export function fillPath(pattern: string, params: Record<string, string | number> = {}) {
  return pattern.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`${pattern}: no value for {${name}}`);
    return encodeURIComponent(String(params[name]));
  });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * One call of the customer API with the customer's token. A failure is an ApiError keeping the server's `detail`
 * (a string, or the 422 list of {loc, msg}) for the screen to show next to its fields; status 0 means no answer
 * (offline, server gone). A 401 on a signed-in call ends the session here; the signed-in pages' gate
 * (app/require-session.tsx) sees it go and sends the customer to /portal/login?next=<this page>.
 */
export async function portalRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const { query, body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  const isPublic = PUBLIC_PATHS.has(path);
  const token = isPublic ? null : getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), { method, headers, body: body === undefined ? undefined : multipart ? body : JSON.stringify(body), signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, undefined, undefined);
  }
  const data = await readBody(response);
  if (response.ok) return data as T;
  const detail = (data as { detail?: unknown } | undefined)?.detail;
  const error = new ApiError(response.status, detail as ApiError['detail'], data);
  if (response.status === 401 && !isPublic) clearSession({ ended: true });
  throw error;
}

/** A file of the customer API (a statement's .xlsx) as a Blob, with the customer's token; failures as portalRequest's. */
export async function portalDownload(path: string): Promise<Blob> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, undefined, undefined);
  }
  if (response.ok) return response.blob();
  const data = await readBody(response);
  if (response.status === 401) clearSession({ ended: true });
  throw new ApiError(response.status, (data as { detail?: unknown } | undefined)?.detail as ApiError['detail'], data);
}

type Call = { params?: Record<string, string | number>; query?: object; body?: unknown; signal?: AbortSignal };
const call =
  (method: Uppercase<Method>) =>
  (path: string, options: Call = {}) =>
    portalRequest(method, fillPath(path, options.params), { ...options, query: options.query as RequestOptions['query'] });

/**
 * The customer API's calls, typed by the OpenAPI document (api-types.ts): `portalApi.get('/tickets/{id}', { params: { id } })`.
 */
export const portalApi = {
  get: call('GET') as CustomerCall<'get'>,
  post: call('POST') as CustomerCall<'post'>,
  put: call('PUT') as CustomerCall<'put'>,
  delete: call('DELETE') as CustomerCall<'delete'>,
};
