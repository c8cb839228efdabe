import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@glassdesk/shared';
import { appRoutes } from '../../../app/routes';
import { mockFetch, type MockCall } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';

const ADMIN = { id: 7, token: 't0k', first_name: 'Ada', last_name: 'Admin', email: 'admin@example.com', role: { id: 1, name: 'Super Admin', editable: false } };

function server({ url, body }: MockCall) {
  const path = url.pathname.replace('/api/admin/v1.0', '');
  if (path === '/login') {
    const { password } = body as { password: string };
    return password === 'admin123' ? { body: ADMIN } : { status: 401, body: { detail: 'Incorrect email or password.' } };
  }
  if (path === '/operations') return { body: { operations: ['List Cities'], menu: ['Trolley'] } };
  return { status: 404, body: { detail: 'Not Found' } };
}

async function signInWith(password: string) {
  const user = userEvent.setup();
  const view = renderRoutes(appRoutes, '/login');
  await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'admin@example.com');
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return view;
}

afterEach(() => vi.unstubAllGlobals());

describe('Login (spec §2 /login)', () => {
  it('stores the session and the operations, then opens the dashboard', async () => {
    mockFetch(server);
    const { router } = await signInWith('admin123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe('t0k');
    expect(window.localStorage.getItem(STORAGE_KEYS.userId)).toBe('7');
    expect(window.localStorage.getItem(STORAGE_KEYS.roleName)).toBe('Super Admin');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.operations) ?? '[]')).toEqual(['List Cities']);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.menu) ?? '[]')).toEqual(['Trolley']);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('a refused sign-in clears local storage and shows the server detail', async () => {
    window.localStorage.setItem(STORAGE_KEYS.operations, '["stale"]');
    mockFetch(server);
    const { router } = await signInWith('wrong-password');
    expect((await screen.findByRole('alert')).textContent).toContain('Incorrect email or password.');
    expect(window.localStorage.getItem(STORAGE_KEYS.operations)).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('goes straight to the dashboard when a token is stored', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'kept');
    mockFetch(server);
    const { router } = renderRoutes(appRoutes, '/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('links to the forgot-password page and the privacy policy', async () => {
    renderRoutes(appRoutes, '/login');
    expect((await screen.findByRole('link', { name: 'Forgot password?' })).getAttribute('href')).toBe('/forgot');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
  });
});
