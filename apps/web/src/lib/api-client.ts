import { ApiError } from './api-error';
import { clearSession, getToken } from './session';
import type { ApiCall } from './api-types';

// CONTRACT: every call lives under the admin API base with version 1.0.
export const API_BASE = '/api/admin/v1.0';

type QueryValue = string | number | boolean | null | undefined;
export type RequestOptions = {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** false for the calls made without a session: login, forgot-password, confirm-forgot-password, support. */
  auth?: boolean;
  signal?: AbortSignal;
  /** 'blob' for a file download (e.g. the tickets export): a successful answer is read as a Blob, not JSON. */
  responseType?: 'json' | 'blob';
};

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

function buildUrl(path: string, query?: RequestOptions['query']) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
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

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const { query, body, auth = true, signal, responseType = 'json' } = options;
  const headers: Record<string, string> = { Accept: responseType === 'blob' ? '*/*' : 'application/json' };
  // A FormData body (a file upload) sets its own multipart Content-Type, boundary included.
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  const token = auth ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, undefined, undefined);
  }

  if (response.ok && responseType === 'blob') return (await response.blob()) as T;
  const data = await readBody(response);
  if (response.ok) return data as T;
  const detail = (data as { detail?: unknown } | undefined)?.detail;
  const error = new ApiError(response.status, detail as ApiError['detail'], data);
  if (response.status === 401 && auth) {
    // The session is gone (expired or revoked when a token was sent): sign out here, and remember why so the
    // sign-in page can say so; the caller still receives the error and shows its detail.
    clearSession({ ended: !!token });
    onUnauthorized();
  }
  throw error;
}

/** Fills a path pattern's `{name}` placeholders ('/cities/{id}' with { id: 5 } is '/cities/5'). */
export function fillPath(pattern: string, params: Record<string, string | number> = {}) {
  return pattern.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`${pattern}: no value for {${name}}`);
    return encodeURIComponent(String(params[name]));
  });
}

type Call = { params?: Record<string, string | number>; query?: object; body?: unknown; signal?: AbortSignal; auth?: boolean };
const call =
  (method: 'GET' | 'POST' | 'PUT' | 'DELETE') =>
  (path: string, options: Call = {}) =>
    apiRequest(method, fillPath(path, options.params), { ...options, query: options.query as RequestOptions['query'] });

/**
 * The admin API's calls, typed by the OpenAPI document (api-types.ts, generated into api-schema.gen.ts): a path
 * the document does not have, a parameter, query or body it does not take, or an answer read as a shape it does
 * not give, fails the type check. `api.get('/cities/{id}', { params: { id } })`.
 */
export const api = {
  get: call('GET') as ApiCall<'get'>,
  post: call('POST') as ApiCall<'post'>,
  put: call('PUT') as ApiCall<'put'>,
  delete: call('DELETE') as ApiCall<'delete'>,
  /** GET a file (with the token header, which a plain link cannot send). */
  download: ((path: string, options: Call = {}) =>
    apiRequest<Blob>('GET', fillPath(path, options.params), { ...options, query: options.query as RequestOptions['query'], responseType: 'blob' })) as ApiCall<'get', Blob>,
};
