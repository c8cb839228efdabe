import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@glassdesk/shared';
import { appRoutes } from '../../../app/routes';
import { mockFetch, type MockCall } from '../../../test/fetch-mock';
import { renderRoutes, signIn } from '../../../test/render';

const OPS = ['List Users', 'Add User', 'Update User'];
const ROLES = [
  { id: 5, name: 'Clerks', editable: true },
  { id: 1, name: 'Super Admin', editable: false },
];
const GRACE = { id: 9, first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com', role: ROLES[0], created_at: '2026-01-01T00:00:00.000Z' };

function server(opts: { target?: typeof GRACE; create?: { status: number; body: unknown } } = {}) {
  const target = opts.target ?? GRACE;
  return ({ method, url, body }: MockCall) => {
    const path = url.pathname.replace('/api/admin/v1.0', '');
    if (path === '/operations') return { body: { operations: OPS, menu: [] } };
    if (path === '/roles/all') return { body: ROLES };
    if (path === '/plant/all') return { body: [{ id: 10, name: 'North' }] };
    if (path.endsWith('/user-plant')) return { body: [] };
    if (method === 'GET' && path === '/users') return { body: { list: [target], count: 1 } };
    if (method === 'POST' && path === '/users') return opts.create ?? { status: 201, body: { ...GRACE, ...(body as object) } };
    if (method === 'GET' && path === `/users/${target.id}`) return { body: target };
    if (method === 'PUT' && path === `/users/${target.id}`) return { body: { ...target, ...(body as object) } };
    return { status: 404, body: { detail: 'Not Found' } };
  };
}

afterEach(() => vi.unstubAllGlobals());

async function fillAdd(u: ReturnType<typeof userEvent.setup>) {
  await u.type(await screen.findByLabelText('First Name'), 'Grace');
  await u.type(screen.getByLabelText('Last Name'), 'Hopper');
  await u.type(screen.getByLabelText('Email'), 'grace@example.com');
  await u.type(screen.getByLabelText('Password'), 'secret-1');
  await u.click(screen.getByRole('combobox', { name: 'Role' }));
  await u.click(await within(screen.getByRole('listbox')).findByRole('option', { name: 'Clerks' }));
}

describe('Add User page', () => {
  it("adds, says 'User added' and goes back to the list", async () => {
    const u = userEvent.setup();
    signIn(OPS);
    const { calls } = mockFetch(server());
    const { router } = renderRoutes(appRoutes, '/dashboard/settings/users/add');
    await fillAdd(u);
    await u.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('alert')).textContent).toContain('User added');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/settings/users'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com', password: 'secret-1', role: 5 });
  });

  it.each([
    [{ status: 409, body: { detail: 'A User with this email already exists.' } }, 'A User with this email already exists.'],
    [{ status: 422, body: { detail: [{ loc: ['body', 'role'], msg: 'The chosen Role does not exist.', type: 'value_error' }] } }, 'role: The chosen Role does not exist.'],
  ])('shows a refusal (spec §8: detail, or field and message) and stays', async (create, text) => {
    const u = userEvent.setup();
    signIn(OPS);
    mockFetch(server({ create }));
    const { router } = renderRoutes(appRoutes, '/dashboard/settings/users/add');
    await fillAdd(u);
    await u.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    expect(router.state.location.pathname).toBe('/dashboard/settings/users/add');
  });
});

describe('Update User page', () => {
  it("edits names and role ('User updated.') and shows the Plants section", async () => {
    const u = userEvent.setup();
    signIn(OPS);
    const { calls } = mockFetch(server());
    const { router } = renderRoutes(appRoutes, '/dashboard/settings/users/9');
    const first = await screen.findByLabelText('First Name');
    expect(screen.getByRole('heading', { name: 'Plants' })).toBeTruthy();
    await u.clear(first);
    await u.type(first, 'Amazing');
    await u.click(screen.getByRole('button', { name: 'Update' }));
    expect((await screen.findByRole('alert')).textContent).toContain('User updated.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/settings/users'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ first_name: 'Amazing', last_name: 'Hopper', role_id: 5 });
  });

  it('renames the top bar at once when you edit yourself', async () => {
    const u = userEvent.setup();
    signIn(OPS); // stored user: id 1, Ada
    mockFetch(server({ target: { ...GRACE, id: 1, first_name: 'Ada' } }));
    renderRoutes(appRoutes, '/dashboard/settings/users/1');
    const first = await screen.findByLabelText('First Name');
    await u.clear(first);
    await u.type(first, 'Adaline');
    await u.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('link', { name: 'Adaline' })).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user)!).first_name).toBe('Adaline');
  });

  it('offers neither the form nor the plants for a user whose role is not editable', async () => {
    signIn(OPS);
    mockFetch(server({ target: { ...GRACE, role: ROLES[1] } }));
    renderRoutes(appRoutes, '/dashboard/settings/users/9');
    expect(await screen.findByText(/cannot be changed/)).toBeTruthy();
    expect(screen.queryByLabelText('First Name')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Plants' })).toBeNull();
  });
});
