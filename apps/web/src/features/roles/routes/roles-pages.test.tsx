import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appRoutes } from '../../../app/routes';
import { mockFetch, type MockCall } from '../../../test/fetch-mock';
import { renderRoutes, signIn } from '../../../test/render';

const OPS = ['List Roles', 'Add Role', 'Update Role', 'Delete Role', 'List Cities'];
const GROUPS = [{ id: 1, name: 'Cities and Plants', operations: [{ id: 11, name: 'List Cities' }] }];
let roles = [
  { id: 1, name: 'Super Admin', editable: false, created_at: '2026-01-01T00:00:00.000Z' },
  { id: 5, name: 'Clerks', editable: true, created_at: '2026-01-02T00:00:00.000Z' },
  { id: 6, name: 'Drivers', editable: true, created_at: '2026-01-03T00:00:00.000Z' },
];

function server(operations = OPS) {
  return ({ method, url, body }: MockCall) => {
    const path = url.pathname.replace('/api/admin/v1.0', '');
    if (path === '/operations') return { body: { operations, menu: [] } };
    if (path.endsWith('/user-plant')) return { body: [] };
    if (path === '/operations/all') return { body: GROUPS };
    if (method === 'GET' && path === '/roles') return { body: { list: roles, count: roles.length } };
    if (method === 'GET' && path === '/roles/1') return { body: { id: 1, name: 'Super Admin', editable: false, mfa_required: false, operations: [11] } };
    if (method === 'GET' && path === '/roles/5') return { body: { id: 5, name: 'Clerks', editable: true, mfa_required: true, operations: [11] } };
    if (method === 'GET' && path === '/roles/5/activity')
      return {
        body: {
          list: [
            {
              id: 40,
              at: '2026-03-12T14:05:00.000Z',
              actor: { type: 'user', id: 1, name: 'Ann Lee' },
              action: 'updated',
              entity: { type: 'role', id: 5, label: 'Role Clerks' },
              changes: [{ field: 'name', before: 'Clerk', after: 'Clerks' }],
              request_id: null,
            },
          ],
          count: 1,
        },
      };
    if (method === 'PUT' && path === '/roles/5') return { body: { id: 5, editable: true, ...(body as object) } };
    if (method === 'POST' && path === '/roles') return { status: 201, body: { id: 7, editable: true, ...(body as object) } };
    if (method === 'DELETE' && path === '/roles/5') return { status: 409, body: { detail: 'This Role is held by 2 Users and cannot be deleted.' } };
    if (method === 'DELETE' && path === '/roles/6') {
      roles = roles.filter((r) => r.id !== 6);
      return { body: { message: 'Role deleted.' } };
    }
    return { status: 404, body: { detail: 'Not Found' } };
  };
}

afterEach(() => vi.unstubAllGlobals());
const row = (name: string) => screen.getAllByRole('row').find((r) => r.textContent?.includes(name))!;

describe('Roles list (spec §2 "Roles")', () => {
  it('shows #, Name, Action; edit and delete only on editable roles; the Add Role button', async () => {
    signIn(OPS);
    mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/settings/roles');
    const table = await screen.findByRole('table', { name: 'Roles' });
    await within(table).findByText('Clerks');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['#', 'Name', 'Action']);
    expect(screen.getByRole('link', { name: 'Add Role' }).getAttribute('href')).toBe('/dashboard/settings/roles/add');
    expect(
      within(row('Clerks'))
        .getByRole('link', { name: /^Edit Role( |$)/ })
        .getAttribute('href'),
    ).toBe('/dashboard/settings/roles/5');
    expect(within(row('Clerks')).getByRole('button', { name: /^Delete Role( |$)/ })).toBeTruthy();
    expect(within(row('Super Admin')).queryByRole('link', { name: /^Edit Role( |$)/ })).toBeNull();
    expect(within(row('Super Admin')).queryByRole('button', { name: /^Delete Role( |$)/ })).toBeNull();
  });

  it("deletes after 'Are you sure you want to delete the Role ?' ('Role Deleted') and shows a 409 detail", async () => {
    const u = userEvent.setup();
    signIn(OPS);
    mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/settings/roles');
    await screen.findByText('Drivers');
    await u.click(within(row('Drivers')).getByRole('button', { name: /^Delete Role( |$)/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Role' });
    expect(dialog.textContent).toContain('Are you sure you want to delete the Role ?');
    await u.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Role Deleted');
    await waitFor(() => expect(screen.queryByText('Drivers')).toBeNull());

    await u.click(within(row('Clerks')).getByRole('button', { name: /^Delete Role( |$)/ }));
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('This Role is held by 2 Users and cannot be deleted.'));
  });

  it('offers no Add, Edit or Delete to a user holding only List Roles', async () => {
    signIn(['List Roles']);
    mockFetch(server(['List Roles']));
    renderRoutes(appRoutes, '/dashboard/settings/roles');
    await screen.findByText('Clerks');
    expect(screen.queryByRole('link', { name: 'Add Role' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit Role( |$)/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete Role( |$)/ })).toBeNull();
  });
});

describe('Role add and edit pages', () => {
  it("adds a role ('Role added') and goes back to the list", async () => {
    const u = userEvent.setup();
    signIn(OPS);
    const { calls } = mockFetch(server());
    const { router } = renderRoutes(appRoutes, '/dashboard/settings/roles/add');
    await u.type(await screen.findByLabelText('Name'), 'Dispatch');
    await u.click(await screen.findByRole('checkbox', { name: 'List Cities' }));
    await u.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Role added');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/settings/roles'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Dispatch', operations: [11], mfa_required: false });
  });

  it("updates a role ('Updated Successfully')", async () => {
    const u = userEvent.setup();
    signIn(OPS);
    const { calls } = mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/settings/roles/5');
    const name = await screen.findByLabelText('Name');
    expect(((await screen.findByRole('checkbox', { name: 'List Cities' })) as HTMLInputElement).checked).toBe(true);
    // The role's second-factor rule opens as it is, and is sent back as it is.
    expect((screen.getByRole('switch', { name: 'Require a second factor' }) as HTMLInputElement).checked).toBe(true);
    await u.clear(name);
    await u.type(name, 'Senior Clerks');
    await u.click(screen.getByRole('button', { name: 'Update' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Updated Successfully');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Senior Clerks', operations: [11], mfa_required: true });
  });

  it('opens a role that is not editable read-only, saying so', async () => {
    signIn(OPS);
    mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/settings/roles/1');
    expect(await screen.findByText('This Role is not editable.')).toBeTruthy();
    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
  });

  it("shows the role's History at the bottom, collapsed until opened", async () => {
    const u = userEvent.setup();
    signIn(OPS);
    const { calls } = mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/settings/roles/5');
    await screen.findByDisplayValue('Clerks');
    expect(calls.some((c) => c.url.pathname.endsWith('/activity'))).toBe(false);
    await u.click(screen.getByRole('button', { name: 'History' }));
    const history = await screen.findByRole('list', { name: 'History of Clerks' });
    expect(history.textContent).toContain('Ann Lee changed Name Clerk → Clerks');
  });
});
