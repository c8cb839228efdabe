import { safePathUnder } from '../../lib/safe-return-path';

/** The query parameter of /portal/login naming the page to open after signing in. */
export const NEXT_PARAM = 'next';
export const PORTAL_BASE = '/portal';
/** Where signing in leads when no page asked for it (the manifest's start_url too). */
export const HOME_PATH = '/tickets';

// Pages a signed-in customer has nothing to do on: coming back to them after signing in would loop.
const PUBLIC_PAGES: ReadonlySet<string> = new Set(['/login', '/register', '/forgot', '/waiting']);

/**
 * The page to open after signing in, from /portal/login?next=...: only a page of this site under /portal, other than
 * the public ones, is accepted. Answers the path inside the portal's router ('/tickets/12'), or null.
 */
export const safeNextPath = (raw: string | null | undefined) => safePathUnder(raw, { base: PORTAL_BASE, inside: true, refused: PUBLIC_PAGES });

/** /login (inside the router), asking to come back to `from` (a path inside the router) after signing in. */
export function loginPathFor(from: { pathname: string; search: string; hash: string }): string {
  const home = from.pathname === '/' || (from.pathname === HOME_PATH && !from.search && !from.hash);
  if (home || PUBLIC_PAGES.has(from.pathname)) return '/login';
  const next = `${PORTAL_BASE}${from.pathname}${from.search}${from.hash}`;
  return `/login?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}`;
}
