import type { Location } from 'react-router';
import { isPathUnder, safePathUnder } from './safe-return-path';

/** The query parameter of /login naming the page to open after signing in. */
export const RETURN_PARAM = 'next';

const DASHBOARD = '/dashboard';

/** The page to open after signing in, from /login?next=...: only a page of this app under /dashboard, else null. */
export const safeReturnPath = (raw: string | null | undefined) => safePathUnder(raw, { base: DASHBOARD });

/** /login, asking to come back to `from` (a /dashboard page) after signing in. */
export function loginPathFor(from: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const back = `${from.pathname}${from.search}${from.hash}`;
  // The dashboard home is where signing in leads anyway.
  if (!isPathUnder(from.pathname, DASHBOARD) || (from.pathname === DASHBOARD && !from.search)) return '/login';
  return `/login?${new URLSearchParams({ [RETURN_PARAM]: back }).toString()}`;
}
