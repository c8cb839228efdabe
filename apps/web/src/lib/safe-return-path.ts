// The open-redirect guard of both sign-in pages: /login?next=... (the back-office, under /dashboard) and
// /portal/login?next=... (the portal, under /portal). Imports nothing of either app.

/** True for `base` itself and the paths below it ('/dashboard', '/dashboard/cities'; not '/dashboardx'). */
export const isPathUnder = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

export type ReturnPathRule = {
  /** The part of this site a return path may name ('/dashboard', '/portal'). */
  base: string;
  /** Answer the path inside `base`, for a router whose basename it is: '/portal/tickets/12' is '/tickets/12'. */
  inside?: boolean;
  /** Pages refused even so (inside `base` when `inside`; a trailing '/' ignored): the sign-in pages, which would loop. */
  refused?: ReadonlySet<string>;
};

/**
 * The page to open after signing in, from the sign-in page's `next`: only a path of this site under `rule.base`
 * (with its query and hash) is accepted, so a crafted link cannot send anyone elsewhere (no open redirect). Answers
 * the path (inside the base with `inside`), or null.
 */
export function safePathUnder(raw: string | null | undefined, { base, inside = false, refused }: ReturnPathRule): string | null {
  // '//host' and '/\\host' are addresses of other sites to a browser; a path starts with one '/'.
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin || !isPathUnder(url.pathname, base)) return null;
  const path = inside ? url.pathname.slice(base.length) || '/' : url.pathname;
  if (refused?.has(path.replace(/\/$/, ''))) return null;
  return `${path}${url.search}${url.hash}`;
}
