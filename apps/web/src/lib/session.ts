import { useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, type LoginResponse, type OperationsResponse, type PlantOption, type TicketPermissions } from '@glassdesk/shared';

// spec §3: what local storage keeps. Writes go through here so every hook below re-renders on change.
export type StoredUser = Omit<LoginResponse, 'token'>;
export type ThemeMode = 'light' | 'dark';
// Set when the server refused the stored token (expired or revoked), so /login can say why it is shown; it is
// not session data of the shared list (nothing else reads it) and goes at the next sign-in or Logout.
const SESSION_ENDED_KEY = 'session_ended';
type Key = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS] | typeof SESSION_ENDED_KEY;

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab signing out or switching theme applies here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const read = (key: Key) => window.localStorage.getItem(key);

function write(values: Partial<Record<Key, string>>) {
  for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
  emit();
}

function parseJson<T>(raw: string | null, fallback: T): T {
  if (!raw) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export const getToken = () => read(STORAGE_KEYS.token);
export const getOperations = () => parseJson<string[]>(read(STORAGE_KEYS.operations), []);
export const getMenu = () => parseJson<string[]>(read(STORAGE_KEYS.menu), []);
export const getUser = () => parseJson<StoredUser | null>(read(STORAGE_KEYS.user), null);
// spec §1: dark unless the stored choice is 'light'.
export const getThemeMode = (): ThemeMode => (read(STORAGE_KEYS.theme) === 'light' ? 'light' : 'dark');

export function saveLogin({ token, ...user }: LoginResponse) {
  window.localStorage.removeItem(SESSION_ENDED_KEY);
  write({
    [STORAGE_KEYS.token]: token,
    [STORAGE_KEYS.user]: JSON.stringify(user),
    [STORAGE_KEYS.userId]: String(user.id),
    [STORAGE_KEYS.roleName]: user.role.name,
  });
}

export function saveOperations({ operations, menu }: OperationsResponse) {
  write({ [STORAGE_KEYS.operations]: JSON.stringify(operations), [STORAGE_KEYS.menu]: JSON.stringify(menu) });
}

/** spec §3: GET /tickets/permissions, stored whole (CONTRACT: add_comment and view_comment, booleans). */
export function saveTicketPermissions(permissions: TicketPermissions) {
  write({ [STORAGE_KEYS.ticketPermissions]: JSON.stringify(permissions) });
}

export function savePlants(plants: PlantOption[]) {
  write({ [STORAGE_KEYS.plants]: JSON.stringify(plants) });
}

export const saveThemeMode = (mode: ThemeMode) => write({ [STORAGE_KEYS.theme]: mode });

/** After a profile change: the stored user, and the top bar that reads it, take the new names at once. */
export function updateStoredUser(patch: Partial<Omit<StoredUser, 'id'>>) {
  const user = getUser();
  if (!user) return;
  const next = { ...user, ...patch };
  write({ [STORAGE_KEYS.user]: JSON.stringify(next), [STORAGE_KEYS.roleName]: next.role.name });
}

/**
 * Signs the user out locally. The theme is a device preference, not session data, so it stays.
 * `ended`: the server refused the token (expired or revoked); the sign-in page then says the session has ended.
 */
export function clearSession({ ended = false }: { ended?: boolean } = {}) {
  for (const key of Object.values(STORAGE_KEYS)) {
    if (key !== STORAGE_KEYS.theme) window.localStorage.removeItem(key);
  }
  if (ended) window.localStorage.setItem(SESSION_ENDED_KEY, '1');
  else window.localStorage.removeItem(SESSION_ENDED_KEY);
  emit();
}

function useStored(key: Key) {
  return useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  );
}

export const useToken = () => useStored(STORAGE_KEYS.token);
export const useRoleName = () => useStored(STORAGE_KEYS.roleName);
/** True after the server refused the stored token, until the next sign-in or Logout. */
export const useSessionEnded = () => useStored(SESSION_ENDED_KEY) === '1';
export const useThemeMode = (): ThemeMode => (useStored(STORAGE_KEYS.theme) === 'light' ? 'light' : 'dark');

export function useUser() {
  const raw = useStored(STORAGE_KEYS.user);
  return useMemo(() => parseJson<StoredUser | null>(raw, null), [raw]);
}

export function useOperations() {
  const raw = useStored(STORAGE_KEYS.operations);
  return useMemo(() => new Set(parseJson<string[]>(raw, [])), [raw]);
}

/** The stored ticket permissions; none until GET /tickets/permissions has answered. */
export function useTicketPermissions(): { addComment: boolean; viewComment: boolean } {
  const raw = useStored(STORAGE_KEYS.ticketPermissions);
  return useMemo(() => {
    const stored = parseJson<Partial<TicketPermissions> | null>(raw, null);
    return { addComment: stored?.add_comment === true, viewComment: stored?.view_comment === true };
  }, [raw]);
}

export function useMenu() {
  const raw = useStored(STORAGE_KEYS.menu);
  return useMemo(() => new Set(parseJson<string[]>(raw, [])), [raw]);
}
