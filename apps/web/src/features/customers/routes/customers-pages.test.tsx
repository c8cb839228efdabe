import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appRoutes } from '../../../app/routes';
import { mockFetch, type MockCall } from '../../../test/fetch-mock';
import { renderRoutes, signIn } from '../../../test/render';

// Lazy routes on a busy machine (2 shared cores) can take more than the default second to appear.
configure({ asyncUtilTimeout: 5000 });

const ALL = [
  'List Customers',
  'View Customer',
  'Update Customer',
  'Delete Customer',
  'List Deleted Customers',
  'Restore Customer',
  'Permanently Delete Customer',
  'Notify Customer',
  'Update Business',
];
const MENU = ['Customers', 'Trash'];
const customer = (id: number, first_name: string, last_name: string, extra: object = {}) => ({
  id,
  first_name,
  last_name,
  email: `${first_name.toLowerCase()}@example.com`,
  number: '0123456789',
  image: null,
  business_id: 4,
  business_name: 'Acme Glass',
  ticket_count: 2,
  is_verified: false,
  is_approved: false,
  max_day_allowed: 5,
  per_day_charge: 2.5,
  created_at: '2026-03-04T10:00:00.000Z',
  deleted_at: null,
  business: { id: 4, name: 'Acme Glass', email: 'boss@acme.example', created_at: '2026-01-01T00:00:00.000Z' },
  ...extra,
});
let list: ReturnType<typeof customer>[] = [];
let trash: ReturnType<typeof customer>[] = [];
beforeEach(() => {
  list = [customer(1, 'Ann', 'Lee'), customer(2, 'Bob', 'Stone', { is_approved: true, is_verified: true, business: null, business_id: null, business_name: null })];
  trash = [customer(3, 'Cid', 'Gone', { deleted_at: '2026-05-01T00:00:00.000Z' })];
});
afterEach(() => vi.unstubAllGlobals());

type Answer = { status?: number; body?: unknown; headers?: Record<string, string> } | undefined;
function server(operations = ALL, override: (call: MockCall) => Answer = () => undefined) {
  return (call: MockCall) => {
    const answer = override(call);
    if (answer) return answer;
    const { method, url, body } = call;
    const path = url.pathname.replace('/api/admin/v1.0', '');
    if (path === '/operations') return { body: { operations, menu: MENU } };
    if (method === 'GET' && path === '/customers') {
      const rows = url.searchParams.get('deleted') === 'true' ? trash : list;
      return { body: { list: rows, count: rows.length } };
    }
    if (method === 'GET' && path === '/business/all')
      return {
        body: [
          { id: 10, name: 'Shop 10' },
          { id: 4, name: 'Acme Glass' },
          { id: 2, name: 'Shop 2' },
        ],
      };
    if (method === 'GET' && path === '/customers/1/cost') {
      return { body: { list: [{ max_day_allowed: 5, per_day_charge: 2.5, created_at: '2026-04-01T09:30:00.000Z' }], count: 1 } };
    }
    if (method === 'GET' && path.startsWith('/tickets/customers/')) return { status: 404, body: { detail: 'Not Found' } };
    const one = path.match(/^\/customers\/(\d+)(\/\w+)?$/);
    const id = one ? Number(one[1]) : 0;
    const target = [...list, ...trash].find((c) => c.id === id);
    if (one && !one[2] && method === 'GET' && target) return { body: target };
    if (one && !one[2] && method === 'DELETE') {
      list = list.filter((c) => c.id !== id);
      return { body: { message: 'Deleted.' } };
    }
    if (one && method === 'PUT' && ['/approval', '/verification', '/cost', '/business'].includes(one[2]!)) return { body: { ...target, ...(body as object) } };
    if (one && one[2] === '/restore') return { body: { message: 'Restored.' } };
    if (one && one[2] === '/deleted' && method === 'DELETE') {
      trash = trash.filter((c) => c.id !== id);
      return { body: { message: 'Permanently Deleted.' } };
    }
    if (method === 'POST' && path === '/customers/notification') return { status: 201, body: { message: 'Sent.' } };
    return { status: 404, body: { detail: 'Not Found' } };
  };
}

const row = (text: string) => screen.getAllByRole('row').find((r) => r.textContent?.includes(text))!;
/** Opens a row's "More actions" menu and picks an item. */
async function rowAction(user: ReturnType<typeof userEvent.setup>, name: string, item: string) {
  await user.click(await screen.findByRole('button', { name: `More actions for ${name}` }));
  await user.click(within(screen.getByRole('menu', { name: `More actions for ${name}` })).getByRole('menuitem', { name: item }));
}
/** Opens the customers list and Ann Lee's Set Cost dialog: the dialog and its two fields. */
async function openSetCost(user: ReturnType<typeof userEvent.setup>) {
  renderRoutes(appRoutes, '/dashboard/customers');
  await rowAction(user, 'Ann Lee', 'Set Cost');
  const dialog = screen.getByRole('dialog', { name: /Set Cost/ });
  const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
  return { dialog, days: field('Max Days Allowed'), charge: field('Per Day Charge') };
}
const putCalls = (calls: MockCall[]) => calls.filter((c) => c.method === 'PUT').map((c) => [c.url.pathname.replace('/api/admin/v1.0', ''), c.body]);

describe('Customers list (spec §2 "Customers")', () => {
  it('shows name, email, number, business, verified, approved, tickets and created, and the menu entry', async () => {
    signIn(ALL, MENU);
    mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/customers');
    const table = await screen.findByRole('table', { name: 'Customers' }, { timeout: 5000 });
    await within(table).findByText('Ann Lee');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['#', 'Name', 'Email', 'Number', 'Business', 'Verified', 'Approved', 'Tickets', 'Created', 'Action']);
    expect(within(row('Ann Lee')).getByRole('link', { name: 'Ann Lee' }).getAttribute('href')).toBe('/dashboard/customers/1');
    expect(row('Ann Lee').textContent).toContain('Acme Glass');
    expect((screen.getByRole('switch', { name: 'Approve Customer Bob Stone' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Verify Customer Ann Lee' }) as HTMLInputElement).checked).toBe(false);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(
      within(nav)
        .getAllByRole('link', { name: 'Customers' })
        .find((l) => l.getAttribute('aria-current') === 'page')
        ?.getAttribute('href'),
    ).toBe('/dashboard/customers');
  });

  it("approves ('User Approved'), unapproves and verifies ('Updated.') with separate calls", async () => {
    const user = userEvent.setup();
    signIn(ALL, MENU);
    const { calls } = mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/customers');
    await user.click(await screen.findByRole('switch', { name: 'Approve Customer Ann Lee' }));
    expect((await screen.findByRole('alert')).textContent).toContain('User Approved');
    await user.click(screen.getByRole('switch', { name: 'Approve Customer Bob Stone' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Updated.'));
    await user.click(screen.getByRole('switch', { name: 'Verify Customer Ann Lee' }));
    await waitFor(() => expect(putCalls(calls)).toHaveLength(3));
    expect(putCalls(calls)).toEqual([
      ['/customers/1/approval', { is_approved: true }],
      ['/customers/2/approval', { is_approved: false }],
      ['/customers/1/verification', { is_verified: true }],
    ]);
  });

  it('approving a customer with no business opens a dialog that says what it means and offers the business', async () => {
    const user = userEvent.setup();
    list = [
      customer(5, 'Eve', 'Nobiz', { business: null, business_id: null, business_name: null }),
      customer(6, 'Fay', 'Nobiz', { business: null, business_id: null, business_name: null }),
    ];
    signIn(ALL, MENU);
    const { calls } = mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/customers');
    await user.click(await screen.findByRole('switch', { name: 'Approve Customer Eve Nobiz' }));
    const dialog = await screen.findByRole('dialog', { name: /Approve Customer/ });
    expect(within(dialog).getByText(/raise tickets only once they belong to a Business/)).toBeTruthy();
    // No call yet: the switch waits for the dialog.
    expect(putCalls(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('combobox', { name: 'Business (optional)' }));
    await user.click(await screen.findByRole('option', { name: 'Shop 10' }));
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('alert')).textContent).toContain('User Approved');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Approve Customer/ })).toBeNull());
    // Without choosing one, the approval goes through with no business.
    await user.click(screen.getByRole('switch', { name: 'Approve Customer Fay Nobiz' }));
    await user.click(within(await screen.findByRole('dialog', { name: /Approve Customer/ })).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(putCalls(calls)).toEqual([
        ['/customers/5/approval', { is_approved: true, business_id: 10 }],
        ['/customers/6/approval', { is_approved: true, business_id: null }],
      ]),
    );
  });

  it('shows the 404 detail of a refused approval', async () => {
    const user = userEvent.setup();
    signIn(ALL, MENU);
    mockFetch(server(ALL, (c) => (c.url.pathname.endsWith('/approval') ? { status: 404, body: { detail: 'Customer not found.' } } : undefined)));
    renderRoutes(appRoutes, '/dashboard/customers');
    await user.click(await screen.findByRole('switch', { name: 'Approve Customer Ann Lee' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Customer not found.');
  });

  it("sends a notification of 3-150 characters and says 'Sent.'", async () => {
    const user = userEvent.setup();
    signIn(ALL, MENU);
    const { calls } = mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/customers');
    await rowAction(user, 'Ann Lee', 'Send Notification');
    const dialog = screen.getByRole('dialog', { name: /Send Notification/ });
    const message = within(dialog).getByLabelText('Message');
    await user.type(message, 'Hi');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Message must be at least 3 characters.')).toBeTruthy();
    await user.type(message, '!');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Sent.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ id: 1, message: 'Hi!' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sets the cost within 0 to 100000000 and shows the cost history', async () => {
    const user = userEvent.setup();
    signIn(ALL, MENU);
    const { calls } = mockFetch(server());
    const { dialog, days, charge } = await openSetCost(user);
    expect([days.value, charge.value]).toEqual(['5', '2.5']);
    await user.clear(days);
    await user.type(days, '100000001');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Max Days Allowed must be at most 100000000.')).toBeTruthy();
    await user.clear(days);
    await user.type(days, '100000000');
    await user.clear(charge);
    await user.type(charge, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Updated.');
    expect(putCalls(calls)).toEqual([['/customers/1/cost', { max_day_allowed: 100000000, per_day_charge: 0 }]]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await rowAction(user, 'Ann Lee', 'Cost History');
    const history = await screen.findByRole('dialog', { name: /Cost History/ });
    const table = within(history).getByRole('table', { name: 'Cost History' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['#', 'Max Days Allowed', 'Per Day Charge', 'Changed']);
    expect((await within(table).findAllByRole('row'))[1].textContent).toContain('$2.50');
    expect(calls.find((c) => c.url.pathname.endsWith('/customers/1/cost') && c.method === 'GET')?.url.searchParams.get('sort_by')).toBe('created_at');
  });

  it("sets the cost from the version it read: someone else's save since keeps the typing and offers both ways out", async () => {
    const user = userEvent.setup();
    signIn(ALL, MENU);
    const staleBody = { detail: 'Someone else saved this Customer.', saved_by: 'Kenji Sato', saved_at: new Date(Date.now() - 5000).toISOString(), version: 8 };
    const { calls } = mockFetch(
      server(ALL, ({ method, url, headers }) => {
        const path = url.pathname.replace('/api/admin/v1.0', '');
        if (method === 'GET' && path === '/customers/1') return { body: customer(1, 'Ann', 'Lee', { max_day_allowed: 6 }), headers: { ETag: '"7"' } } as Answer;
        if (method === 'PUT' && path === '/customers/1/cost')
          return headers['If-Match'] === '"8"' ? ({ body: customer(1, 'Ann', 'Lee'), headers: { ETag: '"9"' } } as Answer) : { status: 412, body: staleBody };
        return undefined;
      }),
    );
    const { dialog, days } = await openSetCost(user);
    // The record's figures replace the row's once read.
    await waitFor(() => expect(days.value).toBe('6'));
    await user.clear(days);
    await user.type(days, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const stale = await within(dialog).findByRole('alert');
    expect(stale.textContent).toMatch(/Someone else saved this \d+ seconds ago/);
    expect(days.value).toBe('12');
    await user.click(within(stale).getByRole('button', { name: 'Save mine anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('alert').textContent).toContain('Updated.');
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => [c.headers['If-Match'], c.body])).toEqual([
      ['"7"', { max_day_allowed: 12, per_day_charge: 2.5 }],
      ['"8"', { max_day_allowed: 12, per_day_charge: 2.5 }],
    ]);
  });

  it("keeps what the user typed before the record was read, and takes the record's figures for the fields left alone", async () => {
    const user = userEvent.setup();
    signIn(ALL, MENU);
    let answerRecord: () => void = () => {};
    const recordRead = new Promise<void>((resolve) => (answerRecord = resolve));
    const others = server();
    const { calls } = mockFetch(async (call) => {
      if (call.method !== 'GET' || call.url.pathname !== '/api/admin/v1.0/customers/1') return others(call);
      await recordRead;
      return { body: customer(1, 'Ann', 'Lee', { max_day_allowed: 6, per_day_charge: 2 }), headers: { ETag: '"7"' } };
    });
    const { dialog, days, charge } = await openSetCost(user);
    // The list row's figures until the record is read; the user types over one of them meanwhile.
    expect([days.value, charge.value]).toEqual(['5', '2.5']);
    await user.clear(days);
    await user.type(days, '7');
    answerRecord();
    // The record's per-day charge arrives; the days typed stay.
    await waitFor(() => expect(charge.value).toBe('2'));
    expect(days.value).toBe('7');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => [c.headers['If-Match'], c.body])).toEqual([['"7"', { max_day_allowed: 7, per_day_charge: 2 }]]);
  });

  it("deletes after 'Are you sure you want to delete the Customer ?' and says 'Deleted.'", async () => {
    const user = userEvent.setup();
    signIn(ALL, MENU);
    mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/customers');
    await user.click(await screen.findByRole('button', { name: 'Delete Customer Bob Stone' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Customer' });
    expect(dialog.textContent).toContain('Are you sure you want to delete the Customer ?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Deleted.');
    await waitFor(() => expect(screen.queryByText('Bob Stone')).toBeNull());
  });

  it('shows states without switches or actions to a holder of List Customers only', async () => {
    const user = userEvent.setup();
    signIn(['List Customers'], ['Customers']);
    mockFetch(server(['List Customers']));
    renderRoutes(appRoutes, '/dashboard/customers');
    await screen.findByText('Ann Lee');
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ann Lee' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete Customer/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'More actions for Ann Lee' }));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Cost History']);
  });
});

describe('Customers trash', () => {
  it("restores after a confirmation ('Restored.') and shows a 409 detail", async () => {
    const user = userEvent.setup();
    signIn(ALL, MENU);
    let refuse = true;
    const { calls } = mockFetch(
      server(ALL, (c) => {
        if (!c.url.pathname.endsWith('/restore')) return undefined;
        if (refuse) return { status: 409, body: { detail: 'A Customer with this email already exists.' } };
        return undefined;
      }),
    );
    renderRoutes(appRoutes, '/dashboard/customers/trash');
    const restoreButton = await screen.findByRole('button', { name: 'Restore Customer Cid Gone' });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(
      within(within(nav).getByRole('list', { name: 'Trash' }))
        .getByRole('link', { name: 'Customers' })
        .getAttribute('aria-current'),
    ).toBe('page');
    await user.click(restoreButton);
    await user.click(within(screen.getByRole('dialog', { name: 'Restore Customer' })).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('A Customer with this email already exists.');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Restore Customer Cid Gone' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Restore Customer' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Restored.'));
    expect(calls.filter((c) => c.url.pathname.endsWith('/restore')).map((c) => c.method)).toEqual(['PUT', 'PUT']);
  });

  it("deletes for good after a warning that it cannot be undone ('Permanently Deleted.')", async () => {
    const user = userEvent.setup();
    signIn(ALL, MENU);
    const { calls } = mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/customers/trash');
    await user.click(await screen.findByRole('button', { name: 'Permanently Delete Customer Cid Gone' }));
    const dialog = screen.getByRole('dialog', { name: 'Permanently Delete Customer' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Permanently Deleted.');
    await waitFor(() => expect(screen.queryByText('Cid Gone')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual(['/api/admin/v1.0/customers/3/deleted']);
  });
});

describe('Customer detail', () => {
  it('shows every field, the email and number as links and the business linked', async () => {
    signIn(ALL, MENU);
    mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/customers/1');
    expect(await screen.findByRole('heading', { name: 'Ann Lee' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ann@example.com' }).getAttribute('href')).toBe('mailto:ann@example.com');
    expect(screen.getByRole('link', { name: '0123456789' }).getAttribute('href')).toBe('tel:0123456789');
    expect(screen.getByRole('link', { name: 'Acme Glass' }).getAttribute('href')).toBe('/dashboard/business/4');
    const text = document.body.textContent ?? '';
    for (const label of ['Business Name', 'First Name', 'Last Name', 'Max Days Allowed', 'Per Day Charge', 'Created', '$2.50', '04/03/2026']) {
      expect(text).toContain(label);
    }
    // No tickets yet: the list is there, empty.
    const tickets = screen.getByRole('table', { name: 'Tickets' });
    expect(await within(tickets).findByText('No records found.')).toBeTruthy();
  });

  it("moves the customer to another business ('Business updated.'), a business being required", async () => {
    const user = userEvent.setup();
    signIn(ALL, MENU);
    const { calls } = mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/customers/2');
    await user.click(await screen.findByRole('button', { name: 'Update Business' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: /Update Business/ });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Business is required.')).toBeTruthy();
    await user.click(within(dialog).getByRole('combobox', { name: 'Business' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Acme Glass', 'Shop 2', 'Shop 10']);
    await user.click(options[2]);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Business updated.');
    expect(putCalls(calls)).toEqual([['/customers/2/business', { business_id: 10 }]]);
  });
});
