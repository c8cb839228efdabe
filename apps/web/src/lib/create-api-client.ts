import { ApiError } from './api-error';
import type { AdminPrefix, ApiCall, ApiPrefix, CallName, Method } from './api-types';

// The one API client of both apps: the back-office (lib/api-client.ts, the admin API) and the portal
// (portal/lib/api.ts, the customer API) are two instances of it, each with its own session. It imports nothing of
// either app, so the portal's bundle carries no back-office module.

type QueryValue = string | number | boolean | null | undefined;
export type RequestOptions = {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** 'blob' for a file download (the tickets export, a statement): a successful answer is read as a Blob, not JSON. */
  responseType?: 'json' | 'blob';
  /** Extra request headers (an Idempotency-Key). */
  headers?: Record<string, string>;
};

/**
 * The versions of records (CONTRACT "Concurrent edits"): the ETag each path last answered, and the one each open edit
 * form started from. A PUT to a path being edited sends that version as If-Match (the server answers 412 when someone
 * else saved since, and changes nothing); its successful answer's ETag is the form's version from then on.
 */
export type RecordVersions = {
  /** The ETag `path` last answered ('/business/3' -> '"4"'), if it answers one. */
  answered: (path: string) => string | undefined;
  /** An edit form of `path` starts from `tag` (or saves over the version a 412 named). */
  edit: (path: string, tag: string) => void;
  /** The version the open form of `path` saves from. */
  editing: (path: string) => string | undefined;
  /** The form is gone: its PUTs are no longer guarded. */
  stopEditing: (path: string) => void;
};

export type ApiClientOptions<Pre extends ApiPrefix> = {
  /** The signed-in session's token, sent as a bearer token with every call but the public ones. */
  getToken: () => string | null;
  /**
   * What a 401 on a call that is not public does: the session is gone (expired or revoked), so the app signs out.
   * `hadToken`: a token was sent (the server refused it), as opposed to a call made while signed out.
   */
  onUnauthorized: (hadToken: boolean) => void;
  /** The calls made without a session ('POST /login', ...): no token is sent, and their 401 is a wrong password. */
  publicCalls?: readonly CallName<Pre>[];
};

/** Fills a path pattern's `{name}` placeholders ('/cities/{id}' with { id: 5 } is '/cities/5'). */
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

type Call = { params?: Record<string, string | number>; query?: object; body?: unknown; signal?: AbortSignal };

/**
 * A client of the API under `prefix`, typed by the OpenAPI document (api-types.ts): a path the document does not
 * have, a parameter, query or body it does not take, or an answer read as a shape it does not give, fails the type
 * check. `client.get('/cities/{id}', { params: { id } })`. A failure is an ApiError keeping the server's `detail` (a
 * string, or the 422 list of {loc, msg}); status 0 means no answer (offline, server gone).
 */
export function createApiClient<Pre extends ApiPrefix = AdminPrefix>(prefix: Pre, { getToken, onUnauthorized, publicCalls = [] }: ApiClientOptions<Pre>) {
  // Public calls have no path parameters, so the filled path is the document's.
  const isPublic = new Set<string>(publicCalls);
  const answered = new Map<string, string>();
  const editing = new Map<string, string>();
  const versions: RecordVersions = {
    answered: (path) => answered.get(path),
    edit: (path, tag) => void editing.set(path, tag),
    editing: (path) => editing.get(path),
    stopEditing: (path) => void editing.delete(path),
  };

  /** The address of a call: '/tickets' with {start: 0} is '<prefix>/tickets?start=0'; unset values are left out. */
  function url(path: string, query?: RequestOptions['query']) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    const search = params.toString();
    return `${prefix}${path}${search ? `?${search}` : ''}`;
  }

  /** One call on a filled path, untyped: for paths built at run time (a CRUD resource's base); prefer get/post/... */
  async function request<T>(method: Uppercase<Method>, path: string, options: RequestOptions = {}): Promise<T> {
    const { query, body, signal, responseType = 'json' } = options;
    const headers: Record<string, string> = { ...options.headers, Accept: responseType === 'blob' ? '*/*' : 'application/json' };
    // A FormData body (a file upload) sets its own multipart Content-Type, boundary included.
    const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    const signedIn = !isPublic.has(`${method} ${path}`);
    const token = signedIn ? getToken() : null;
    if (token) headers.Authorization = `Bearer ${token}`;
    const guarded = method === 'PUT' ? editing.get(path) : undefined;
    if (guarded && !('If-Match' in headers)) headers['If-Match'] = guarded;

    let response: Response;
    try {
      response = await fetch(url(path, query), { method, headers, body: body === undefined ? undefined : multipart ? body : JSON.stringify(body), signal });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(0, undefined, undefined);
    }

    const tag = response.ok ? response.headers.get('ETag') : null;
    if (tag) {
      answered.set(path, tag);
      if (guarded) editing.set(path, tag);
    }
    if (response.ok && responseType === 'blob') return (await response.blob()) as T;
    const data = await readBody(response);
    if (response.ok) return data as T;
    const detail = (data as { detail?: unknown } | undefined)?.detail;
    const error = new ApiError(response.status, detail as ApiError['detail'], data);
    // The session is gone: the app signs out; the caller still receives the error and shows its detail.
    if (response.status === 401 && signedIn) onUnauthorized(!!token);
    throw error;
  }

  const call =
    (method: Uppercase<Method>, responseType?: RequestOptions['responseType']) =>
    (path: string, options: Call = {}) =>
      request(method, fillPath(path, options.params), { ...options, query: options.query as RequestOptions['query'], responseType });

  return {
    url,
    request,
    versions,
    get: call('GET') as ApiCall<'get', never, Pre>,
    post: call('POST') as ApiCall<'post', never, Pre>,
    put: call('PUT') as ApiCall<'put', never, Pre>,
    delete: call('DELETE') as ApiCall<'delete', never, Pre>,
    /** GET a file as a Blob (with the token header, which a plain link cannot send). */
    download: call('GET', 'blob') as ApiCall<'get', Blob, Pre>,
  };
}
