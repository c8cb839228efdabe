import { useSyncExternalStore } from 'react';
import { readStored, useStored, writeStored } from './local-store';

export type ThemeMode = 'light' | 'dark';
/** What the customer chose: a mode, or 'system' (nothing stored) to follow the device. */
export type ThemeChoice = ThemeMode | 'system';

// Read by portal/index.html's inline script too, before the app loads (theme-mode.test.tsx keeps the two in step).
export const THEME_KEY = 'glassdesk-portal-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const darkQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null);

function subscribeSystem(listener: () => void) {
  const query = darkQuery();
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

/** The device's preference, followed live (a phone switching to dark at sunset switches the portal too). */
export const useSystemMode = (): ThemeMode =>
  useSyncExternalStore(
    subscribeSystem,
    () => (darkQuery()?.matches ? 'dark' : 'light'),
    () => 'light',
  );

/** The mode in use now, read outside React (the start-up makes its theme ahead: main.tsx). */
export function currentThemeMode(): ThemeMode {
  const stored = readStored(THEME_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return darkQuery()?.matches ? 'dark' : 'light';
}

export function useThemeChoice(): ThemeChoice {
  const stored = useStored(THEME_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

/** The mode in use: the stored choice, else the system's. */
export function useThemeMode(): ThemeMode {
  const choice = useThemeChoice();
  const system = useSystemMode();
  return choice === 'system' ? system : choice;
}

export const saveThemeChoice = (choice: ThemeChoice) => writeStored(THEME_KEY, choice === 'system' ? null : choice);
