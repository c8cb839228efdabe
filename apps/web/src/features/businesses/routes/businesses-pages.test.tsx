import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appRoutes } from '../../../app/routes';
import { mockFetch, type MockCall } from '../../../test/fetch-mock';
import { renderRoutes, signIn } from '../../../test/render';

// Lazy routes on a busy machine (2 shared cores) can take more than the default second to appear.
configure({ asyncUtilTimeout: 5000 });

const ALL = ['List Business', 'Add Business', 'Update Business', 'View Business', 'Delete Business', 'List Deleted Business', 'Restore Business', 'View Customer'];
const MENU = ['Business', 'Trash'];
const business = (id: number, name: string, extra: object = {}) => ({
  id,
  name,
  account_id: 'AC1',
  customer_id: 7,
  customer_name: 'Ann Lee',
  contact: '0123456789',
  address: '1 Glass Road',
  email: 'ann@example.com',
  ticket_count: 3,
  created_at: '2026-03-04T10:00:00.000Z',
  deleted_at: null,
  ...extra,
});
const CUSTOMERS = [
  { id: 7, first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', business_id: 1 },
  { id: 10, first_name: 'Customer', last_name: '10', email: 'c10@example.com', business_id: null },
  { id: 2, first_name: 'Customer', last_name: '2', email: 'c2@example.com', business_id: null },
];
let list: ReturnType<typeof business>[] = [];
let trash: ReturnType<typeof business>[] = [];
let settings = { access: [7], emails: [], notifications: [] as number[] };

beforeEach(() => {
  list = [business(1, 'Acme Glass'), business(2, 'Bright Panes', { account_id: null })];
  trash = [business(3, 'Old Windows', { deleted_at: '2026-05-01T00:00:00.000Z' })];
  settings = { access: [7], emails: [], notifications: [] };
});
afterEach(() => vi.unstubAllGlobals());

function server(operations = ALL, overrides: (call: MockCall) => { status?: number; body?: unknown } | undefined = () => undefined) {
  return (call: MockCall) => {
    const override = overrides(call);
    if (override) return override;
    const { method, url, body } = call;
    const path = url.pathname.replace('/api/admin/v1.0', '');
    if (path === '/operations') return { body: { operations, menu: MENU } };
    if (method === 'GET' && path === '/business') {
      const rows = url.searchParams.get('deleted') === 'true' ? trash : list;
      return { body: { list: rows, count: rows.length } };
    }
    if (method === 'GET' && path === '/customers/all') {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      return { body: CUSTOMERS.filter((c) => `${c.first_name} ${c.last_name}`.toLowerCase().includes(search)) };
    }
    if (method === 'POST' && path === '/business') return { status: 201, body: { ...business(9, 'New'), ...(body as object) } };
    const one = path.match(/^\/business\/(\d+)$/);
    if (one && method === 'GET') return { body: list.find((b) => b.id === Number(one[1])) ?? business(Number(one[1]), 'Acme Glass') };
    if (one && method === 'PUT') return { body: { ...business(Number(one[1]), 'x'), ...(body as object) } };
    if (one && method === 'DELETE') {
      list = list.filter((b) => b.id !== Number(one[1]));
      return { body: { message: 'Business deleted.' } };
    }
    if (method === 'PUT' && path === '/business/3/restore') {
      trash = [];
      return { body: { message: 'Restored.' } };
    }
    if (method === 'GET' && path === '/business/1/customers') {
      return {
        body: {
          list: [
            {
              ...CUSTOMERS[0],
              number: '0123456789',
              image: null,
              business_name: 'Acme Glass',
              ticket_count: 2,
              is_verified: true,
              is_approved: false,
              max_day_allowed: 0,
              per_day_charge: 0,
              created_at: '2026-03-04T10:00:00.000Z',
              deleted_at: null,
              business: null,
            },
          ],
          count: 1,
        },
      };
    }
    if (method === 'GET' && path === '/business/1/customers/all') return { body: CUSTOMERS };
    if (method === 'GET' && path === '/business/1/customers/settings') return { body: settings };
    if (method === 'PUT' && path === '/business/1/customers/settings') return { body: body as object };
    return { status: 404, body: { detail: 'Not Found' } };
  };
}

const row = (text: string) => screen.getAllByRole('row').find((r) => r.textContent?.includes(text))!;

describe('Business list (spec §2 "Businesses")', () => {
  it('shows name, account id, master customer, email, contact, tickets and created, with Add Business and the menu entry', async () => {
    signIn(ALL, MENU);
    mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/business');
    const table = await screen.findByRole('table', { name: 'Business' }, { timeout: 5000 });
    await within(table).findByText('Acme Glass');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['#', 'Name', 'Account Id', 'Master Customer', 'Email', 'Contact', 'Tickets', 'Created', 'Action']);
    expect(row('Acme Glass').textContent).toContain('Ann Lee');
    expect(row('Acme Glass').textContent).toContain('04/03/2026');
    expect(screen.getByRole('link', { name: 'Add Business' }).getAttribute('href')).toBe('/dashboard/business/add');
    expect(within(row('Acme Glass')).getByRole('link', { name: 'Edit Business Acme Glass' }).getAttribute('href')).toBe('/dashboard/business/1');
    expect(within(row('Acme Glass')).getByRole('link', { name: 'Employees of Acme Glass' }).getAttribute('href')).toBe('/dashboard/business/1/customers');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const active = within(nav)
      .getAllByRole('link', { name: 'Business' })
      .filter((l) => l.getAttribute('aria-current') === 'page');
    expect(active.map((l) => l.getAttribute('href'))).toEqual(['/dashboard/business']);
  });

  it('sorts by the SPEC §3 field names', async () => {
    const user = userEvent.setup();
    signIn(ALL, MENU);
    const { calls } = mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/business');
    await screen.findByText('Acme Glass');
    await user.click(screen.getByRole('button', { name: 'Tickets' }));
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('sort_by') === 'ticket_count')).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Master Customer' }));
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('sort_by') === 'customer_name')).toBe(true));
  });

  it("deletes after 'Are you sure you want to delete the Business ?' and says 'Business deleted.'", async () => {
    const user = userEvent.setup();
    signIn(ALL, MENU);
    const { calls } = mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/business');
    await screen.findByText('Bright Panes');
    await user.click(screen.getByRole('button', { name: 'Delete Business Bright Panes' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Business' });
    expect(dialog.textContent).toContain('Are you sure you want to delete the Business ?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Business deleted.');
    await waitFor(() => expect(screen.queryByText('Bright Panes')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual(['/api/admin/v1.0/business/2']);
  });

  it('shows the 409 detail of a refused delete', async () => {
    const user = userEvent.setup();
    signIn(ALL, MENU);
    mockFetch(server(ALL, (c) => (c.method === 'DELETE' ? { status: 409, body: { detail: 'This Business still has open tickets.' } } : undefined)));
    renderRoutes(appRoutes, '/dashboard/business');
    await user.click(await screen.findByRole('button', { name: 'Delete Business Acme Glass' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This Business still has open tickets.');
  });

  it('offers no Add, Edit or Delete to a holder of List Business only', async () => {
    signIn(['List Business'], ['Business']);
    mockFetch(server(['List Business']));
    renderRoutes(appRoutes, '/dashboard/business');
    await screen.findByText('Acme Glass');
    expect(screen.queryByRole('link', { name: 'Add Business' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit Business/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete Business/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Employees of/ })).toBeNull();
  });
});

describe('Add and Update Business', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText('Name'), 'Clear View');
    await user.type(screen.getByLabelText('Account Id'), 'CV1');
    await user.type(screen.getByLabelText('Contact'), '0123456789');
    await user.type(screen.getByLabelText('Address'), '2 Pane Street');
    await user.click(screen.getByRole('combobox', { name: 'Master Customer' }));
    const options = await screen.findAllByRole('option');
    // Natural order: 'Customer 2' before 'Customer 10'.
    expect(options.map((o) => o.textContent)).toEqual(['Ann Lee (ann@example.com)', 'Customer 2 (c2@example.com)', 'Customer 10 (c10@example.com)']);
    await user.click(options[1]);
  }

  it("adds with the customer chosen from the searchable dropdown and says 'Added successfully'", async () => {
    const user = userEvent.setup();
    signIn(ALL, MENU);
    const { calls } = mockFetch(server());
    const { router } = renderRoutes(appRoutes, '/dashboard/business/add');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Added successfully');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/business'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Clear View', account_id: 'CV1', customer_id: 2, contact: '0123456789', address: '2 Pane Street' });
  });

  it('refuses a contact that is not 10-13 digits and a missing customer before any call', async () => {
    const user = userEvent.setup();
    signIn(ALL, MENU);
    const { calls } = mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/business/add');
    await user.type(await screen.findByLabelText('Name'), 'Clear View');
    await user.type(screen.getByLabelText('Contact'), '012345678');
    await user.type(screen.getByLabelText('Address'), '2 Pane Street');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Contact must be at least 10 characters.')).toBeTruthy();
    expect(screen.getByText('Master Customer is required.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Contact'));
    await user.type(screen.getByLabelText('Contact'), '01234567890123');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Contact must be at most 13 characters.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it.each([
    [
      { status: 422, body: { detail: [{ loc: ['body', 'customer_id'], msg: 'The chosen Customer does not exist.', type: 'value_error' }] } },
      'customer_id: The chosen Customer does not exist.',
    ],
    [{ status: 409, body: { detail: 'This Customer is in the trash.' } }, 'This Customer is in the trash.'],
  ])('shows a refusal per spec §8 and stays', async (answer, text) => {
    const user = userEvent.setup();
    signIn(ALL, MENU);
    mockFetch(server(ALL, (c) => (c.method === 'POST' ? answer : undefined)));
    const { router } = renderRoutes(appRoutes, '/dashboard/business/add');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    expect(router.state.location.pathname).toBe('/dashboard/business/add');
  });

  it("edits with the stored values and says 'Business updated.'", async () => {
    const user = userEvent.setup();
    signIn(ALL, MENU);
    const { calls } = mockFetch(server());
    const { router } = renderRoutes(appRoutes, '/dashboard/business/2');
    const name = await screen.findByLabelText('Name');
    expect((name as HTMLInputElement).value).toBe('Bright Panes');
    expect((screen.getByLabelText('Account Id') as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: 'Master Customer' }) as HTMLInputElement).value).toBe('Ann Lee (ann@example.com)');
    await user.clear(name);
    await user.type(name, 'Bright Panes Ltd');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Business updated.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/business'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Bright Panes Ltd', account_id: null, customer_id: 7, contact: '0123456789', address: '1 Glass Road' });
    expect(screen.queryByText('x')).toBeNull();
  });
});

describe('Business trash, employees and ticket settings', () => {
  it("restores after a confirmation and says 'Restored.'", async () => {
    const user = userEvent.setup();
    signIn(ALL, MENU);
    const { calls } = mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/business/trash');
    await screen.findByText('Old Windows');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const trashGroup = within(nav).getByRole('list', { name: 'Trash' });
    expect(within(trashGroup).getByRole('link', { name: 'Business' }).getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByRole('button', { name: 'Restore Business Old Windows' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore Business' });
    expect(dialog.textContent).toContain('Are you sure you want to restore the Business ?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Restored.');
    await waitFor(() => expect(screen.queryByText('Old Windows')).toBeNull());
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.url.pathname)).toEqual(['/api/admin/v1.0/business/3/restore']);
    expect(calls.find((c) => c.url.pathname.endsWith('/business') && c.method === 'GET')?.url.searchParams.get('deleted')).toBe('true');
  });

  it('lists the employees of one business, linked to their detail pages', async () => {
    signIn(ALL, MENU);
    mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/business/1/customers');
    const table = await screen.findByRole('table', { name: 'Employees' });
    expect((await within(table).findByRole('link', { name: 'Ann Lee' })).getAttribute('href')).toBe('/dashboard/customers/7');
    expect(await screen.findByRole('heading', { name: 'Employees of Acme Glass' })).toBeTruthy();
  });

  it("saves the three choices of the business's customers and says 'Saved.'", async () => {
    const user = userEvent.setup();
    signIn(ALL, MENU);
    const { calls } = mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/business/1/settings');
    const access = await screen.findByRole('combobox', { name: 'Access' });
    await screen.findByRole('button', { name: /Ann Lee/ });
    await user.click(screen.getByRole('combobox', { name: 'Emails' }));
    await user.click(await screen.findByRole('option', { name: /Customer 2/ }));
    await user.keyboard('{Escape}');
    expect(access).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Saved.');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ access: [7], emails: [2], notifications: [] });
  });

  it('sends a user without Update Business away from the settings screen', async () => {
    signIn(['List Business'], ['Business']);
    mockFetch(server(['List Business']));
    const { router } = renderRoutes(appRoutes, '/dashboard/business/1/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/unauthorized'));
  });
});
