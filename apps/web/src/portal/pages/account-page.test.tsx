import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, type MockCall } from '../../test/fetch-mock';
import { getSession, SESSION_KEY } from '../lib/session';
import { CUSTOMER, customerPath, renderPortal, signInAs } from '../test/render-portal';

const ME = {
  id: CUSTOMER.id,
  first_name: 'Gina',
  last_name: 'Glazier',
  email: CUSTOMER.email,
  number: '0400123456',
  is_verified: true,
  is_approved: true,
  max_day_allowed: 5,
  per_day_charge: 2,
  business: { id: 3, name: 'Clear View Glass' },
  created_at: '2026-01-02T03:04:05.000Z',
};

function server({ method, url, body }: MockCall) {
  const path = customerPath(url);
  if (path === '/me' && method === 'GET') return { body: ME };
  if (path === '/me' && method === 'PUT') return { body: { ...ME, ...(body as object) } };
  if (path === '/change-password') {
    return (body as { old_password: string }).old_password === 'old-secret'
      ? { body: { message: 'Password changed.' } }
      : { status: 403, body: { detail: 'Old password is incorrect.' } };
  }
  if (path === '/logout') return { body: { message: 'Signed out.' } };
  return { status: 404, body: { detail: 'Not Found' } };
}

afterEach(() => vi.unstubAllGlobals());

async function openAccount() {
  signInAs();
  const fetch = mockFetch(server);
  const view = renderPortal('/portal/account');
  await screen.findByRole('heading', { name: 'My Account' });
  await waitFor(() => expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Gina'));
  return { ...view, ...fetch, user: userEvent.setup() };
}

describe('My account (/portal/account)', () => {
  it('shows the account from GET /me, saves names and number with PUT /me, and the session takes the new names', async () => {
    const { calls, user } = await openAccount();
    expect(screen.getByText('Clear View Glass')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    // Nothing changed, nothing to send.
    expect(save.disabled).toBe(true);
    await user.clear(screen.getByLabelText('Last Name'));
    await user.type(screen.getByLabelText('Last Name'), 'Glass-Smith');
    await user.clear(screen.getByLabelText('Number'));
    await user.type(screen.getByLabelText('Number'), '0400999888');
    await user.click(save);
    expect(await screen.findByText('Profile updated.')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/customer/v1.0/me');
    expect(put?.headers.Authorization).toBe(`Bearer ${CUSTOMER.token}`);
    expect(put?.body).toEqual({ first_name: 'Gina', last_name: 'Glass-Smith', number: '0400999888' });
    expect(getSession()?.last_name).toBe('Glass-Smith');
  });

  it('checks the register rules before saving', async () => {
    const { calls, user } = await openAccount();
    await user.clear(screen.getByLabelText('First Name'));
    await user.type(screen.getByLabelText('First Name'), 'Gi');
    await user.clear(screen.getByLabelText('Number'));
    await user.type(screen.getByLabelText('Number'), '040012345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First Name must be at least 3 characters.')).toBeTruthy();
    expect(screen.getByText('Number must be at least 10 characters.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('changes the password: a wrong old one (403) is said next to it; the right one says other devices are signed out', async () => {
    const { calls, user } = await openAccount();
    await user.type(screen.getByLabelText('Old Password'), 'not-it!');
    await user.type(screen.getByLabelText('New Password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm Password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Old password is incorrect.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Old Password'));
    await user.type(screen.getByLabelText('Old Password'), 'old-secret');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed. Other devices signed in to your account have been signed out.')).toBeTruthy();
    expect(calls.filter((call) => call.url.pathname.endsWith('/change-password')).map((call) => call.body)).toEqual([
      { old_password: 'not-it!', new_password: 'new-secret' },
      { old_password: 'old-secret', new_password: 'new-secret' },
    ]);
    expect((screen.getByLabelText('Old Password') as HTMLInputElement).value).toBe('');
    expect(getSession()?.token).toBe(CUSTOMER.token);
  });

  it('signs out: POST /logout, the session forgotten, back to sign-in', async () => {
    const { calls, user, where } = await openAccount();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(where()).toBe('/portal/login');
    expect(calls.some((call) => call.method === 'POST' && call.url.pathname === '/api/customer/v1.0/logout')).toBe(true);
    await waitFor(() => expect(window.localStorage.getItem(SESSION_KEY)).toBeNull());
    // No notice: signing out is not a session that ended.
    expect(screen.queryByRole('status', { name: /session has ended/ })).toBeNull();
  });

  it('the signed-in frame: bottom navigation with the three sections, the current one marked', async () => {
    await openAccount();
    const navs = screen.getAllByRole('navigation', { name: 'Main' });
    expect(navs.length).toBeGreaterThan(0);
    for (const label of ['Tickets', 'Trolleys', 'Account']) expect(screen.getAllByRole('link', { name: label }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Account' }).every((link) => link.getAttribute('aria-current') === 'page')).toBe(true);
    expect(screen.getAllByRole('link', { name: 'Tickets' })[0].getAttribute('href')).toBe('/portal/tickets');
  });
});
