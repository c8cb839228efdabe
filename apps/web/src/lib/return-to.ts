import type { Location } from 'react-router';

/** The query parameter of /login naming the page to open after signing in. */
export const RETURN_PARAM = 'next';

const isDashboardPath = (pathname: string) => pathname === '/dashboard' || pathname.startsWith('/dashboard/');

/**
 * The page to open after signing in, from /login?next=...: only a path of this app under /dashboard (with its
 * query and hash) is accepted, so a crafted link cannot send a user elsewhere (no open redirect).
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  // '//host' and '/\\host' are addresses of other sites to a browser; a path starts with one '/'.
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin || !isDashboardPath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login, asking to come back to `from` (a /dashboard page) after signing in. */
export function loginPathFor(from: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const back = `${from.pathname}${from.search}${from.hash}`;
  // The dashboard home is where signing in leads anyway.
  if (!isDashboardPath(from.pathname) || (from.pathname === '/dashboard' && !from.search)) return '/login';
  return `/login?${new URLSearchParams({ [RETURN_PARAM]: back }).toString()}`;
}
