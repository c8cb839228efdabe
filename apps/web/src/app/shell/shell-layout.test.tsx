import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@glassdesk/shared';
import { mockFetch, type MockCall } from '../../test/fetch-mock';
import { renderRoutes, signIn } from '../../test/render';
import { appRoutes } from '../routes';

const ok = ({ url }: MockCall) => (url.pathname.endsWith('/operations') ? { body: { operations: [], menu: [] } } : { status: 500, body: { detail: 'Internal Server Error' } });

afterEach(() => vi.unstubAllGlobals());

describe('Shell (spec §2 "Shell")', () => {
  it('sends a visitor without a token to /login', async () => {
    const { router } = renderRoutes(appRoutes, '/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("shows the user's first name linking to the profile and toggles the stored theme", async () => {
    const user = userEvent.setup();
    signIn([]);
    mockFetch(ok);
    renderRoutes(appRoutes, '/dashboard');
    expect((await screen.findByRole('link', { name: 'Ada' })).getAttribute('href')).toBe('/dashboard/profile');
    await user.click(screen.getByRole('button', { name: 'Toggle light/dark theme' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBe('light');
    await user.click(screen.getByRole('button', { name: 'Toggle light/dark theme' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
  });

  it('Logout calls the server, ignores its failure, clears the session and goes to /login', async () => {
    const user = userEvent.setup();
    signIn([]);
    const { calls } = mockFetch(ok);
    const { router } = renderRoutes(appRoutes, '/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.some((call) => call.method === 'POST' && call.url.pathname.endsWith('/logout'))).toBe(true);
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('a 402 on the operations call clears the session and goes to /login', async () => {
    signIn(['List Cities']);
    mockFetch(() => ({ status: 402, body: { detail: 'Payment required.' } }));
    const { router } = renderRoutes(appRoutes, '/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem(STORAGE_KEYS.operations)).toBeNull();
  });

  it('a user whose role requires a second factor not yet set up is sent to the set-up page, whatever the address', async () => {
    signIn(['List Cities']);
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user)!);
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...stored, mfa_enrolment_required: true }));
    const { calls } = mockFetch(({ url }) =>
      url.pathname.endsWith('/me/mfa/totp')
        ? { body: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/GlassDesk:a?secret=JBSWY3DPEHPK3PXP' } }
        : { status: 403, body: { detail: 'Set up a second factor to continue.' } },
    );
    const { router } = renderRoutes(appRoutes, '/dashboard/cities');
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup-second-factor'));
    expect(await screen.findByRole('heading', { name: 'Set up a second factor' })).toBeTruthy();
    // The shell asked the server for nothing it would refuse (no operations, plants or lists).
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['POST /api/admin/v1.0/me/mfa/totp']);
  });
});
