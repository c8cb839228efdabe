import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appRoutes } from '../../../app/routes';
import { mockFetch, type MockCall } from '../../../test/fetch-mock';
import { renderRoutes, signIn } from '../../../test/render';

const OPS = ['List Users', 'Reset Password'];
const GRACE = {
  id: 9,
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  role: { id: 5, name: 'Clerks', editable: true },
  created_at: '2026-01-01T00:00:00.000Z',
};

function server(target = GRACE) {
  return ({ method, url }: MockCall) => {
    const path = url.pathname.replace('/api/admin/v1.0', '');
    if (path === '/operations') return { body: { operations: OPS, menu: [] } };
    if (path.endsWith('/user-plant')) return { body: [] };
    if (method === 'GET' && path === `/users/${target.id}`) return { body: target };
    if (method === 'PUT' && path === `/users/${target.id}/reset-password`) return { body: { message: 'Password updated.' } };
    if (method === 'GET' && path === '/users') return { body: { list: [target], count: 1 } };
    return { status: 404, body: { detail: 'Not Found' } };
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('Reset password (spec §2, §5)', () => {
  it('shows the first and last name and the email disabled', async () => {
    signIn(OPS);
    mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/settings/users/reset-password/9');
    const first = (await screen.findByLabelText('First Name')) as HTMLInputElement;
    expect(first.value).toBe('Grace');
    expect((screen.getByLabelText('Last Name') as HTMLInputElement).value).toBe('Hopper');
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('grace@example.com');
    expect(email.disabled).toBe(true);
  });

  it("says 'Passwords are not same' (no final period) when they differ, and sends nothing", async () => {
    const u = userEvent.setup();
    signIn(OPS);
    const { calls } = mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/settings/users/reset-password/9');
    await u.type(await screen.findByLabelText('New Password'), 'secret-1');
    await u.type(screen.getByLabelText('Confirm Password'), 'secret-2');
    await u.click(screen.getByRole('button', { name: 'Update' }));
    const message = await screen.findByText(/^Passwords are not same/);
    expect(message.textContent).toBe('Passwords are not same');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it.each([
    ['abcde', 'New Password must be at least 6 characters.'],
    ['p'.repeat(51), 'New Password must be at most 50 characters.'],
  ])('refuses %j', async (password, message) => {
    const u = userEvent.setup();
    signIn(OPS);
    mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/settings/users/reset-password/9');
    await u.type(await screen.findByLabelText('New Password'), password);
    await u.type(screen.getByLabelText('Confirm Password'), password);
    await u.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it("sends only {new_password}, says 'Updated Successfully' and goes back to the list", async () => {
    const u = userEvent.setup();
    signIn(OPS);
    const { calls } = mockFetch(server());
    const { router } = renderRoutes(appRoutes, '/dashboard/settings/users/reset-password/9');
    await u.type(await screen.findByLabelText('New Password'), 'secret-1');
    await u.type(screen.getByLabelText('Confirm Password'), 'secret-1');
    await u.click(screen.getByRole('button', { name: 'Update' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Updated Successfully');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/settings/users'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ new_password: 'secret-1' });
  });

  it('offers no form for a user whose role is not editable', async () => {
    signIn(OPS);
    mockFetch(server({ ...GRACE, role: { id: 1, name: 'Super Admin', editable: false } }));
    renderRoutes(appRoutes, '/dashboard/settings/users/reset-password/9');
    expect(await screen.findByText(/cannot be changed/)).toBeTruthy();
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });
});
