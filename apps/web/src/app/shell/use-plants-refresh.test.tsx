import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@glassdesk/shared';
import { mockFetch, type MockCall } from '../../test/fetch-mock';
import { renderRoutes, signIn } from '../../test/render';
import { appRoutes } from '../routes';

const ADA = { id: 7, token: 't0k', first_name: 'Ada', last_name: 'Admin', email: 'ada@example.com', role: { id: 2, name: 'Clerks', editable: true } };
const ENTRIES = [
  { id: 1, plant: { id: 10, name: 'North' } },
  { id: 2, plant: { id: 11, name: 'South' } },
];

function server(plants: { status?: number; body: unknown }) {
  return ({ url }: MockCall) => {
    const path = url.pathname.replace('/api/admin/v1.0', '');
    if (path === '/login') return { body: ADA };
    if (path === '/operations') return { body: { operations: [], menu: [] } };
    if (path === `/users/${ADA.id}/user-plant` || path === '/users/1/user-plant') return plants;
    return { status: 404, body: { detail: 'Not Found' } };
  };
}

const stored = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.plants) ?? 'null');

afterEach(() => vi.unstubAllGlobals());

describe("the user's plants in local storage (spec §3)", () => {
  it('are read right after sign-in', async () => {
    const u = userEvent.setup();
    const { calls } = mockFetch(server({ body: ENTRIES }));
    const { router } = renderRoutes(appRoutes, '/login');
    await u.type(await screen.findByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await u.type(screen.getByLabelText(/Password/), 'secret-1');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(stored()).toEqual([
      { id: 10, name: 'North' },
      { id: 11, name: 'South' },
    ]);
    expect(calls.some((c) => c.url.pathname === '/api/admin/v1.0/users/7/user-plant')).toBe(true);
  });

  it('do not keep anyone from signing in when they cannot be read', async () => {
    const u = userEvent.setup();
    mockFetch(server({ status: 500, body: { detail: 'Internal Server Error' } }));
    const { router } = renderRoutes(appRoutes, '/login');
    await u.type(await screen.findByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await u.type(screen.getByLabelText(/Password/), 'secret-1');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe('t0k');
  });

  it('are read again when the shell opens', async () => {
    signIn([]); // stored user id 1
    mockFetch(server({ body: [ENTRIES[1]] }));
    renderRoutes(appRoutes, '/dashboard');
    await waitFor(() => expect(stored()).toEqual([{ id: 11, name: 'South' }]));
  });
});
