/** The query parameter of /portal/login naming the page to open after signing in. */
export const NEXT_PARAM = 'next';
export const PORTAL_BASE = '/portal';
/** Where signing in leads when no page asked for it (the manifest's start_url too). */
export const HOME_PATH = '/tickets';

// Pages a signed-in customer has nothing to do on: coming back to them after signing in would loop.
const PUBLIC_PAGES = new Set(['/login', '/register', '/forgot', '/waiting']);

/**
 * The page to open after signing in, from /portal/login?next=...: only a path of this site under /portal (with its
 * query and hash) is accepted, so a crafted link cannot send a customer elsewhere (no open redirect). Answers the
 * path inside the portal's router ('/tickets/12'), or null.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  // '//host' and '/\\host' are addresses of other sites to a browser; a path starts with one '/'.
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin) return null;
  if (url.pathname !== PORTAL_BASE && !url.pathname.startsWith(`${PORTAL_BASE}/`)) return null;
  const inside = url.pathname.slice(PORTAL_BASE.length) || '/';
  if (PUBLIC_PAGES.has(inside.replace(/\/$/, ''))) return null;
  return `${inside}${url.search}${url.hash}`;
}

/** /login (inside the router), asking to come back to `from` (a path inside the router) after signing in. */
export function loginPathFor(from: { pathname: string; search: string; hash: string }): string {
  const home = from.pathname === '/' || (from.pathname === HOME_PATH && !from.search && !from.hash);
  if (home || PUBLIC_PAGES.has(from.pathname)) return '/login';
  const next = `${PORTAL_BASE}${from.pathname}${from.search}${from.hash}`;
  return `/login?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}`;
}
