import { useMemo } from 'react';
import type { CustomerLoginResponse } from '@glassdesk/shared';
import { readStored, useStored, writeStored } from './local-store';

/** The customer's session as POST /login answers it: token, id, names and email, in one key of its own. */
export type PortalSession = CustomerLoginResponse;
export const SESSION_KEY = 'glassdesk-portal-session';
/** Set when the server refused the stored token (expired, revoked), so the sign-in page can say why it is shown. */
const SESSION_ENDED_KEY = 'glassdesk-portal-session-ended';
/** The caches the service worker (portal/public/sw.js) keeps API answers in: one customer's data, never another's. */
const API_CACHE_PREFIX = 'glassdesk-portal-api';

function parse(raw: string | null): PortalSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PortalSession> | null;
    return value && typeof value.token === 'string' && typeof value.id === 'number' ? (value as PortalSession) : null;
  } catch {
    return null;
  }
}

export const getSession = () => parse(readStored(SESSION_KEY));
export const getToken = () => getSession()?.token ?? null;

/** Tickets read offline belong to the customer who loaded them: a new sign-in or a sign-out forgets them. */
function forgetCachedAnswers() {
  if (typeof caches === 'undefined') return;
  void caches
    .keys()
    .then((names) => Promise.all(names.filter((name) => name.startsWith(API_CACHE_PREFIX)).map((name) => caches.delete(name))))
    .catch(() => undefined);
}

export function saveSession(session: PortalSession) {
  forgetCachedAnswers();
  const { id, token, first_name, last_name, email } = session;
  writeStored(SESSION_ENDED_KEY, null);
  writeStored(SESSION_KEY, JSON.stringify({ id, token, first_name, last_name, email }));
}

/** After My account saves new names, the app bar and the next sign-in page read them at once. */
export function updateSessionNames(names: Pick<PortalSession, 'first_name' | 'last_name'>) {
  const session = getSession();
  if (session) writeStored(SESSION_KEY, JSON.stringify({ ...session, ...names }));
}

/**
 * Signs the customer out on this device. `ended`: the server refused the token; the sign-in page then says the
 * session has ended. The theme is a device preference, not session data: it stays.
 */
export function clearSession({ ended = false }: { ended?: boolean } = {}) {
  forgetCachedAnswers();
  writeStored(SESSION_ENDED_KEY, ended ? '1' : null);
  writeStored(SESSION_KEY, null);
}

/** True after the server refused the stored token, until the next sign-in or a sign-out. */
export const useSessionEnded = () => useStored(SESSION_ENDED_KEY) === '1';

export function useSession() {
  const raw = useStored(SESSION_KEY);
  return useMemo(() => parse(raw), [raw]);
}
