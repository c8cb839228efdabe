import { useSyncExternalStore } from 'react';

// The portal's own keys in local storage (never the back-office's: a staff session and a customer session on one
// browser stay apart). Writes go through here so every hook below re-renders on change.
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab signing out or switching theme applies here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` under `key` (null removes it) and tells every hook reading it. */
export function writeStored(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked or full: the value lives only as long as the page does not reload.
  }
  listeners.forEach((listener) => listener());
}

/** The raw stored string; components parse it with useMemo so a re-render gets the same object. */
export function useStored(key: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readStored(key),
    () => null,
  );
}
