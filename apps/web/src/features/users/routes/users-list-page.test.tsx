import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appRoutes } from '../../../app/routes';
import { mockFetch, type MockCall } from '../../../test/fetch-mock';
import { renderRoutes, signIn } from '../../../test/render';

const ALL = ['List Users', 'Add User', 'Update User', 'Delete User', 'Reset Password'];
const editable = { id: 5, name: 'Clerks', editable: true };
const fixed = { id: 1, name: 'Super Admin', editable: false };
const user = (id: number, first_name: string, role = editable) => ({
  id,
  first_name,
  last_name: 'Doe',
  email: `${first_name.toLowerCase()}@example.com`,
  role,
  created_at: '2026-03-04T10:00:00.000Z',
});
let users = [user(1, 'Ada', editable), user(2, 'Root', fixed), user(3, 'Bob')];

function server(operations: string[]) {
  return ({ method, url }: MockCall) => {
    const path = url.pathname.replace('/api/admin/v1.0', '');
    if (path === '/operations') return { body: { operations, menu: [] } };
    if (path.endsWith('/user-plant')) return { body: [] };
    if (method === 'GET' && path === '/users') return { body: { list: users, count: users.length } };
    if (method === 'DELETE' && path === '/users/3/sessions') return { body: { message: '2 sessions ended.' } };
    if (method === 'DELETE' && path === '/users/3') {
      users = users.filter((u) => u.id !== 3);
      return { body: { message: 'User deleted.' } };
    }
    if (method === 'DELETE') return { status: 403, body: { detail: 'You cannot change a User whose Role holds operations you do not hold: Delete City.' } };
    return { status: 404, body: { detail: 'Not Found' } };
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  users = [user(1, 'Ada', editable), user(2, 'Root', fixed), user(3, 'Bob')];
});

const row = (name: string) => screen.getAllByRole('row').find((r) => r.textContent?.includes(name))!;

describe('Users list (spec §2 "Users")', () => {
  it('shows #, Name, Email, Role, Created, Action with the Add User button and the menu entry', async () => {
    signIn(ALL);
    mockFetch(server(ALL));
    renderRoutes(appRoutes, '/dashboard/settings/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    await within(table).findByText('Ada Doe');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['#', 'Name', 'Email', 'Role', 'Created', 'Action']);
    expect(row('Bob Doe').textContent).toContain('04/03/2026');
    expect(screen.getByRole('link', { name: 'Add User' }).getAttribute('href')).toBe('/dashboard/settings/users/add');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
  });

  it('offers edit, reset password and delete on editable users, none on a user whose role is not editable', async () => {
    signIn(ALL);
    mockFetch(server(ALL));
    renderRoutes(appRoutes, '/dashboard/settings/users');
    await screen.findByText('Bob Doe');
    const bob = within(row('Bob Doe'));
    expect(bob.getByRole('link', { name: /^Edit User( |$)/ }).getAttribute('href')).toBe('/dashboard/settings/users/3');
    expect(bob.getByRole('link', { name: /^Reset Password( |$)/ }).getAttribute('href')).toBe('/dashboard/settings/users/reset-password/3');
    expect(bob.getByRole('button', { name: /^Delete User( |$)/ })).toBeTruthy();
    const root = within(row('Root Doe'));
    expect(root.queryByRole('link', { name: /^Edit User( |$)/ })).toBeNull();
    expect(root.queryByRole('link', { name: /^Reset Password( |$)/ })).toBeNull();
    expect(root.queryByRole('button', { name: /^Delete User( |$)/ })).toBeNull();
    // The signed-in user (id 1) cannot delete their own account.
    const me = within(row('Ada Doe'));
    expect(me.getByRole('link', { name: /^Edit User( |$)/ })).toBeTruthy();
    expect(me.queryByRole('button', { name: /^Delete User( |$)/ })).toBeNull();
  });

  it("deletes after 'Are you sure you want to delete the User ?' and says 'User Deleted.'", async () => {
    const u = userEvent.setup();
    signIn(ALL);
    const { calls } = mockFetch(server(ALL));
    renderRoutes(appRoutes, '/dashboard/settings/users');
    await screen.findByText('Bob Doe');
    await u.click(within(row('Bob Doe')).getByRole('button', { name: /^Delete User( |$)/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete User' });
    expect(dialog.textContent).toContain('Are you sure you want to delete the User ?');
    await u.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('User Deleted.');
    await waitFor(() => expect(screen.queryByText('Bob Doe')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual(['/api/admin/v1.0/users/3']);
  });

  it('End sessions (Update User): asks first, names the user, ends them in one call and says how many ended', async () => {
    const u = userEvent.setup();
    signIn(ALL);
    const { calls } = mockFetch(server(ALL));
    renderRoutes(appRoutes, '/dashboard/settings/users');
    await screen.findByText('Bob Doe');
    // Not on my own row (My Profile > Sessions is mine), nor on a user whose role is not editable.
    expect(within(row('Ada Doe')).queryByRole('button', { name: /^End sessions/ })).toBeNull();
    expect(within(row('Root Doe')).queryByRole('button', { name: /^End sessions/ })).toBeNull();
    await u.click(within(row('Bob Doe')).getByRole('button', { name: 'End sessions Bob Doe' }));
    const dialog = screen.getByRole('dialog', { name: 'End sessions?' });
    expect(dialog.textContent).toContain('Bob Doe will be signed out on every browser and phone, and must sign in again.');
    await u.dblClick(within(dialog).getByRole('button', { name: 'End sessions' }));
    expect((await screen.findByRole('alert')).textContent).toContain('2 sessions ended.');
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual(['/api/admin/v1.0/users/3/sessions']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the detail of a refused delete', async () => {
    const u = userEvent.setup();
    users = [user(1, 'Ada'), user(4, 'Eve')];
    signIn(ALL);
    mockFetch(server(ALL));
    renderRoutes(appRoutes, '/dashboard/settings/users');
    await screen.findByText('Eve Doe');
    await u.click(within(row('Eve Doe')).getByRole('button', { name: /^Delete User( |$)/ }));
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You cannot change a User whose Role holds operations you do not hold: Delete City.');
  });

  it('offers only the actions the operations allow', async () => {
    signIn(['List Users']);
    mockFetch(server(['List Users']));
    renderRoutes(appRoutes, '/dashboard/settings/users');
    await screen.findByText('Bob Doe');
    expect(screen.queryByRole('link', { name: 'Add User' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit User( |$)/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Reset Password( |$)/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete User( |$)/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^End sessions/ })).toBeNull();
  });

  it('sends a user without List Users to the Unauthorized page', async () => {
    signIn(['List Cities']);
    mockFetch(server(['List Cities']));
    const { router } = renderRoutes(appRoutes, '/dashboard/settings/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/unauthorized'));
  });
});
