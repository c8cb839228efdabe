import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@glassdesk/shared';
import { CUSTOMER } from '../test/render-portal';
import { clearSession, getSession, saveSession, SESSION_KEY, updateSessionNames } from './session';

/** The Cache API as the service worker leaves it: the shell, the assets and the kept API answers. */
function stubCaches() {
  const names = new Set(['glassdesk-portal-shell-v1', 'glassdesk-portal-assets-v1', 'glassdesk-portal-api-v1', 'another-app']);
  vi.stubGlobal('caches', {
    keys: async () => [...names],
    delete: async (name: string) => names.delete(name),
  });
  return names;
}

afterEach(() => vi.unstubAllGlobals());

describe('the customer session on this device', () => {
  it('is kept under its own key, never the staff session keys', () => {
    saveSession({ ...CUSTOMER, extra: 'not kept' } as typeof CUSTOMER);
    expect(JSON.parse(window.localStorage.getItem(SESSION_KEY) ?? 'null')).toEqual(CUSTOMER);
    expect(Object.values(STORAGE_KEYS).map((key) => window.localStorage.getItem(key))).toEqual(Object.values(STORAGE_KEYS).map(() => null));
    updateSessionNames({ first_name: 'Georgina', last_name: 'Glass' });
    expect(getSession()).toEqual({ ...CUSTOMER, first_name: 'Georgina', last_name: 'Glass' });
  });

  it('a stored value that is not a session reads as signed out', () => {
    window.localStorage.setItem(SESSION_KEY, '{not json');
    expect(getSession()).toBeNull();
    window.localStorage.setItem(SESSION_KEY, JSON.stringify({ token: 5 }));
    expect(getSession()).toBeNull();
  });

  it("signing in and signing out forget the API answers the service worker kept (another customer's tickets), not the app's files", async () => {
    const names = stubCaches();
    saveSession(CUSTOMER);
    await vi.waitFor(() => expect(names.has('glassdesk-portal-api-v1')).toBe(false));
    expect([...names]).toEqual(['glassdesk-portal-shell-v1', 'glassdesk-portal-assets-v1', 'another-app']);
    names.add('glassdesk-portal-api-v1');
    clearSession();
    await vi.waitFor(() => expect(names.has('glassdesk-portal-api-v1')).toBe(false));
    expect(getSession()).toBeNull();
  });
});
