import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@glassdesk/shared';
import { appRoutes } from '../../../app/routes';
import { mockFetch, type MockCall } from '../../../test/fetch-mock';
import { renderRoutes, signIn } from '../../../test/render';

const ALL = ['List Tickets', 'View Ticket', 'Update Ticket', 'Disable Ticket', 'List Deleted Tickets', 'Restore Ticket', 'Update Business', 'View Customer'];
const MENU = ['Tickets', 'Trash'];

const ticket = (id: number, ticket_id: string, extra: object = {}) => ({
  id,
  ticket_id,
  customer_id: 7,
  name: 'Ann Lee',
  business_id: 4,
  business_name: 'Acme Glass',
  created_at: '2026-03-04T10:00:00.000Z',
  glass_order_no: `GO-${id}`,
  customer_po_no: 'PO-9',
  glass_type: 'Laminated',
  warranty_reason: 'Cracked',
  glass_size: '1200x800',
  panel_status: 'Installed',
  marks: 'Top left',
  received_date: '2026-03-01',
  expected_date: '2026-03-20',
  status: 'Created',
  deleted_at: null as string | null,
  ...extra,
});
const detail = (extra: object = {}) => ({
  ...ticket(1, 'TK-AAA1'),
  note: '<p>Chip on the <strong>edge</strong></p><script>alert(1)</script>',
  images: [
    { type: 'Defect', url: '/files/d1', thumbnail_url: '/files/d1/thumbnail' },
    { type: 'Defect', url: '/files/d2', thumbnail_url: '/files/d2/thumbnail' },
    { type: 'Label', url: '/files/l1', thumbnail_url: '/files/l1/thumbnail' },
  ],
  ...extra,
});

let live: ReturnType<typeof ticket>[] = [];
let trash: ReturnType<typeof ticket>[] = [];
let one: ReturnType<typeof detail>;
let notifications: { message: string; sender: string; created_at: string }[] = [];
let comments: { message: string; sender: string; created_at: string }[] = [];

beforeEach(() => {
  live = [ticket(1, 'TK-AAA1'), ticket(2, 'TK-BBB2', { status: 'Notified', business_id: 5, business_name: 'Bright Panes' }), ticket(3, 'TK-CCC3', { status: 'Delivered' })];
  trash = [ticket(9, 'TK-OLD9', { deleted_at: '2026-05-01T00:00:00.000Z' })];
  one = detail();
  notifications = [{ message: 'We have your ticket.', sender: 'Ada Admin', created_at: '2026-03-05T09:30:00.000Z' }];
  comments = [{ message: 'Ordered the glass.', sender: 'Pat Production', created_at: '2026-03-06T11:00:00.000Z' }];
});
afterEach(() => vi.unstubAllGlobals());

type Answer = { status?: number; body?: unknown } | undefined;
function server(operations = ALL, permissions = { add_comment: true, view_comment: true }, override: (call: MockCall) => Answer = () => undefined) {
  return (call: MockCall) => {
    const answer = override(call);
    if (answer) return answer;
    const { method, url, body } = call;
    const path = url.pathname.replace('/api/admin/v1.0', '');
    if (path === '/operations') return { body: { operations, menu: MENU } };
    if (path === '/tickets/permissions') return { body: permissions };
    if (path === '/user-plant' || path.endsWith('/user-plant')) return { body: [] };
    if (method === 'GET' && path === '/tickets') {
      const rows = url.searchParams.get('disabled') === '1' ? trash : live;
      const business = url.searchParams.get('business');
      const filtered = business ? rows.filter((t) => t.business_id === Number(business)) : rows;
      return { body: { list: filtered, count: filtered.length } };
    }
    if (method === 'GET' && path === '/business/all')
      return {
        body: [
          { id: 4, name: 'Acme Glass' },
          { id: 5, name: 'Bright Panes' },
        ],
      };
    if (method === 'GET' && path === '/tickets/1') return { body: one };
    if (method === 'GET' && path === '/tickets/1/notifications') return { body: notifications };
    if (method === 'GET' && path === '/tickets/1/comments') return { body: comments };
    if (method === 'POST' && path === '/tickets/notification') {
      notifications = [{ message: (body as { message: string }).message, sender: 'Ada Admin', created_at: '2026-03-07T08:00:00.000Z' }, ...notifications];
      one = { ...one, status: 'Notified' };
      return { status: 201, body: { message: 'Sent.' } };
    }
    if (method === 'POST' && path === '/tickets/1/comments') {
      comments = [...comments, { message: (body as { message: string }).message, sender: 'Ada Admin', created_at: '2026-03-07T08:00:00.000Z' }];
      return { status: 201, body: { message: 'Comment Added.' } };
    }
    if (method === 'PUT' && path === '/tickets/1/status') {
      one = { ...one, status: 'Delivered' };
      return { body: { message: 'Updated.' } };
    }
    if (method === 'DELETE' && path === '/tickets/1') {
      one = { ...one, deleted_at: '2026-03-08T00:00:00.000Z' };
      return { body: { message: 'Deleted.' } };
    }
    if (method === 'PUT' && /^\/tickets\/\d+\/restore$/.test(path)) {
      trash = [];
      one = { ...one, deleted_at: null };
      return { body: { message: 'Restored.' } };
    }
    return { status: 404, body: { detail: 'Not Found' } };
  };
}

const row = (text: string) => screen.getAllByRole('row').find((r) => r.textContent?.includes(text))!;
const apiPath = (c: MockCall) => c.url.pathname.replace('/api/admin/v1.0', '');

describe('Tickets list (spec §2 "Tickets")', () => {
  it('shows the SPEC §2 columns with links and status chips, and the Tickets menu entry', async () => {
    signIn(ALL, MENU);
    mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/tickets');
    const table = await screen.findByRole('table', { name: 'Tickets' });
    await within(table).findByText('GO-1');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      '#',
      'Ticket Id',
      'Received Date',
      'Glass Order No',
      'Customer PO No',
      'Glass Type',
      'Warranty Reason',
      'Glass Size',
      'Panel Status',
      'Glass Received Date',
      'Expected Replacement Date',
      'Business',
      'Customer',
      'Status',
    ]);
    const first = row('TK-AAA1');
    expect(within(first).getByRole('link', { name: 'Ticket TK-AAA1' }).getAttribute('href')).toBe('/dashboard/Tickets/1');
    expect(within(first).getByRole('link', { name: 'Acme Glass' }).getAttribute('href')).toBe('/dashboard/business/4');
    expect(within(first).getByRole('link', { name: 'Ann Lee' }).getAttribute('href')).toBe('/dashboard/customers/7');
    // Calendar dates are read as written (no time zone shift); the received date is the ticket's creation.
    expect(first.textContent).toContain('01/03/2026');
    expect(first.textContent).toContain('20/03/2026');
    expect(first.textContent).toContain('04/03/2026');
    // spec §4 chip colours: Created orange (warning), Notified blue (info), Delivered green (success).
    const chip = (text: string) =>
      within(row(text))
        .getByText(text.startsWith('TK-AAA') ? 'Created' : text.startsWith('TK-BBB') ? 'Notified' : 'Delivered')
        .closest('.MuiChip-root')!;
    expect(chip('TK-AAA1').className).toContain('MuiChip-colorWarning');
    expect(chip('TK-BBB2').className).toContain('MuiChip-colorInfo');
    expect(chip('TK-CCC3').className).toContain('MuiChip-colorSuccess');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const active = within(nav)
      .getAllByRole('link', { name: 'Tickets' })
      .filter((l) => l.getAttribute('aria-current') === 'page');
    expect(active.map((l) => l.getAttribute('href'))).toEqual(['/dashboard/tickets']);
    expect(screen.getByRole('link', { name: 'Disabled Tickets' }).getAttribute('href')).toBe('/dashboard/tickets/trash');
  });

  it('asks for the live tickets and sorts every column by its SPEC §3 field name', async () => {
    signIn(ALL, MENU);
    const { calls } = mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/tickets');
    await screen.findByText('GO-1');
    const lists = () => calls.filter((c) => apiPath(c) === '/tickets');
    expect(lists()[0]!.url.searchParams.get('disabled')).toBe('0');
    const expected = {
      'Ticket Id': 'ticket_id',
      'Received Date': 'created_at',
      'Glass Order No': 'glass_order_no',
      'Customer PO No': 'customer_po_no',
      'Glass Type': 'glass_type',
      'Warranty Reason': 'warranty_reason',
      'Glass Size': 'glass_size',
      'Panel Status': 'panel_status',
      'Glass Received Date': 'received_date',
      'Expected Replacement Date': 'expected_date',
      Business: 'business_name',
      Customer: 'name',
      Status: 'status',
    };
    // fireEvent, not userEvent: thirteen clicks through the pointer simulation outlast the test's time on a busy machine.
    for (const [header, field] of Object.entries(expected)) {
      fireEvent.click(screen.getByRole('button', { name: header }));
      await waitFor(() => expect(lists().at(-1)!.url.searchParams.get('sort_by')).toBe(field));
    }
  }, 60_000);

  it('filters by business (kept in the URL) and exports the same filter with the token header as tickets.xlsx', async () => {
    const user = userEvent.setup();
    signIn(ALL, MENU);
    const saved: { name: string; type: string }[] = [];
    const createObjectURL = vi.fn(() => 'blob:tickets');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, type: this.href });
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { calls } = mockFetch(
      server(ALL, undefined, (call) => (apiPath(call) === '/report/tickets/export' ? held.then(() => ({ body: 'xlsx-bytes' })) : undefined) as unknown as Answer),
    );
    const { router } = renderRoutes(appRoutes, '/dashboard/tickets?search=TK&sort_by=status&order=desc');
    await screen.findByText('GO-1');
    await user.click(screen.getByRole('combobox', { name: 'Business' }));
    await user.click(await screen.findByRole('option', { name: 'Bright Panes' }));
    await waitFor(() => expect(router.state.location.search).toContain('business=5'));
    await waitFor(() => expect(screen.queryByText('GO-1')).toBeNull());
    expect(screen.getByText('GO-2')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Export as Excel' }));
    // While the file is made the button is busy and says so.
    const busy = await screen.findByRole('button', { name: 'Creating file...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Creating file...');
    release();
    expect((await screen.findByRole('alert')).textContent).toContain('File created successfully.');
    const exports = calls.filter((c) => apiPath(c) === '/report/tickets/export');
    expect(exports).toHaveLength(1);
    expect(Object.fromEntries(exports[0]!.url.searchParams)).toEqual({ search: 'TK', sort_by: 'status', order: 'desc', disabled: '0', business: '5' });
    expect(exports[0]!.headers.Authorization).toBe('Bearer test-token');
    expect(saved).toEqual([{ name: 'tickets.xlsx', type: 'blob:tickets' }]);
    click.mockRestore();
  });

  it('shows the detail of a refused export', async () => {
    const user = userEvent.setup();
    signIn(ALL, MENU);
    mockFetch(
      server(ALL, undefined, (call) =>
        apiPath(call) === '/report/tickets/export' ? { status: 403, body: { detail: 'You do not have permission to export tickets.' } } : undefined,
      ),
    );
    renderRoutes(appRoutes, '/dashboard/tickets');
    await screen.findByText('GO-1');
    await user.click(screen.getByRole('button', { name: 'Export as Excel' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You do not have permission to export tickets.');
    expect(screen.getByRole('button', { name: 'Export as Excel' })).toBeTruthy();
  });

  it('offers no Disabled Tickets button nor detail links without their operations', async () => {
    signIn(['List Tickets'], ['Tickets']);
    mockFetch(server(['List Tickets']));
    renderRoutes(appRoutes, '/dashboard/tickets');
    await screen.findByText('GO-1');
    expect(screen.queryByRole('link', { name: 'Disabled Tickets' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Ticket TK-/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ann Lee' })).toBeNull();
  });
});

describe('Disabled Tickets (the trash)', () => {
  it("restores after a confirmation and says 'Restored.'", async () => {
    const user = userEvent.setup();
    signIn(ALL, MENU);
    const { calls } = mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/tickets/trash');
    await screen.findByText('GO-9');
    expect(calls.find((c) => apiPath(c) === '/tickets')!.url.searchParams.get('disabled')).toBe('1');
    const trashGroup = within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('list', { name: 'Trash' });
    expect(within(trashGroup).getByRole('link', { name: 'Tickets' }).getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByRole('button', { name: 'Restore Ticket TK-OLD9' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore Ticket' });
    expect(dialog.textContent).toContain('Are you sure you want to restore the Ticket ?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Restored.');
    await waitFor(() => expect(screen.queryByText('GO-9')).toBeNull());
    expect(calls.filter((c) => c.method === 'PUT').map(apiPath)).toEqual(['/tickets/9/restore']);
  });
});

describe('Ticket detail (spec §2 Tickets/{ticketId})', () => {
  it('shows every field, the Defect and Label photos (larger in a dialog), the note as rich text, notifications and comments', async () => {
    const user = userEvent.setup();
    signIn(ALL, MENU);
    mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/Tickets/1');
    expect(await screen.findByRole('heading', { name: 'Ticket TK-AAA1', level: 1 })).toBeTruthy();
    for (const text of ['GO-1', 'PO-9', 'Laminated', 'Cracked', '1200x800', 'Installed', 'Top left', '01/03/2026', '20/03/2026']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Ann Lee' }).getAttribute('href')).toBe('/dashboard/customers/7');
    const note = screen.getByRole('region', { name: 'Note' });
    expect(note.querySelector('strong')?.textContent).toBe('edge');
    // The ticket detail belongs to the Tickets menu entry although the spec writes it with a capital T.
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(
      within(nav)
        .getAllByRole('link', { name: 'Tickets' })
        .find((l) => l.getAttribute('aria-current') === 'page')
        ?.getAttribute('href'),
    ).toBe('/dashboard/tickets');

    const images = screen.getByRole('region', { name: 'Images' });
    const thumbs = within(images).getAllByRole('button', { name: /^Open / });
    expect(thumbs.map((b) => b.getAttribute('aria-label'))).toEqual(['Open Defect image 1 of 2', 'Open Defect image 2 of 2', 'Open Label image 1 of 1']);
    expect(thumbs[0]!.querySelector('img')!.getAttribute('src')).toBe('/files/d1/thumbnail');
    await user.click(thumbs[0]!);
    const viewer = screen.getByRole('dialog', { name: 'Defect image 1 of 2' });
    expect(within(viewer).getByRole('img', { name: 'Defect image 1 of 2' }).getAttribute('src')).toBe('/files/d1');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Defect image 2 of 2' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('dialog', { name: 'Defect image 1 of 2' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const sent = await screen.findByRole('list', { name: 'Notifications' });
    expect(sent.textContent).toContain('We have your ticket.');
    expect(sent.textContent).toContain('Ada Admin');
    expect((await screen.findByRole('list', { name: 'Comments' })).textContent).toContain('Ordered the glass.');
  });

  it("sends a notification (3-150): 'Sent.', the status becomes Notified and the list refreshes", async () => {
    const user = userEvent.setup();
    signIn(ALL, MENU);
    const { calls } = mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/Tickets/1');
    await user.click(await screen.findByRole('button', { name: 'Send Notification' }));
    const dialog = screen.getByRole('dialog', { name: /Send Notification/ });
    const message = within(dialog).getByLabelText('Message');
    await user.type(message, 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Message must be at least 3 characters.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(message, 'c');
    // A double click sends once.
    await user.dblClick(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Sent.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => [apiPath(c), c.body])).toEqual([['/tickets/notification', { id: 1, message: 'abc' }]]);
    expect(await screen.findByText('Notified')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('list', { name: 'Notifications' }).textContent).toContain('abc'));
  });

  it('takes 150 characters and no more in a message', async () => {
    const user = userEvent.setup();
    signIn(ALL, MENU);
    mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/Tickets/1');
    await user.click(await screen.findByRole('button', { name: 'Add Comment' }));
    const message = within(screen.getByRole('dialog', { name: /Add Comment/ })).getByLabelText('Message') as HTMLTextAreaElement;
    await user.click(message);
    await user.paste('x'.repeat(151));
    expect(message.value).toHaveLength(150);
  });

  it("adds a comment with add_comment: 'Comment Added.' and the comments list shows it", async () => {
    const user = userEvent.setup();
    signIn(ALL, MENU);
    const { calls } = mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/Tickets/1');
    await user.click(await screen.findByRole('button', { name: 'Add Comment' }));
    const dialog = screen.getByRole('dialog', { name: /Add Comment/ });
    await user.type(within(dialog).getByLabelText('Message'), 'Glass arrives Monday.');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Comment Added.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ message: 'Glass arrives Monday.' });
    await waitFor(() => expect(screen.getByRole('list', { name: 'Comments' }).textContent).toContain('Glass arrives Monday.'));
  });

  it('hides Add Comment without add_comment and the comments without view_comment (stored after GET /tickets/permissions)', async () => {
    signIn(ALL, MENU);
    const { calls } = mockFetch(server(ALL, { add_comment: false, view_comment: false }));
    renderRoutes(appRoutes, '/dashboard/Tickets/1');
    await screen.findByRole('heading', { name: 'Ticket TK-AAA1', level: 1 });
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.ticketPermissions)!)).toEqual({ add_comment: false, view_comment: false }));
    expect(screen.queryByRole('button', { name: 'Add Comment' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Comments' })).toBeNull();
    expect(calls.some((c) => apiPath(c) === '/tickets/1/comments')).toBe(false);
  });

  it('shows the comments but no Add Comment with view_comment only (sales)', async () => {
    signIn(ALL, MENU);
    mockFetch(server(ALL, { add_comment: false, view_comment: true }));
    renderRoutes(appRoutes, '/dashboard/Tickets/1');
    expect((await screen.findByRole('list', { name: 'Comments' })).textContent).toContain('Ordered the glass.');
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.ticketPermissions)!)).toEqual({ add_comment: false, view_comment: true }));
    expect(screen.queryByRole('button', { name: 'Add Comment' })).toBeNull();
  });

  it('marks the ticket Delivered after a confirmation, then hides the action', async () => {
    const user = userEvent.setup();
    signIn(ALL, MENU);
    const { calls } = mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/Tickets/1');
    await user.click(await screen.findByRole('button', { name: 'Mark as Delivered' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark as Delivered' });
    expect(dialog.textContent).toContain('Are you sure you want to mark the Ticket as Delivered ?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Updated.');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark as Delivered' })).toBeNull());
    expect(screen.getByText('Delivered')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [apiPath(c), c.body])).toEqual([['/tickets/1/status', undefined]]);
  });

  it('disables after a confirmation, shows the ticket as disabled and restores it', async () => {
    const user = userEvent.setup();
    signIn(ALL, MENU);
    const { calls } = mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/Tickets/1');
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable Ticket' });
    expect(dialog.textContent).toContain('Are you sure you want to disable the Ticket ?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Deleted.');
    expect(await screen.findByText(/This ticket is disabled/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send Notification' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Restore Ticket' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText(/This ticket is disabled/)).toBeNull());
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${apiPath(c)}`)).toEqual(['DELETE /tickets/1', 'PUT /tickets/1/restore']);
  });

  it('shows the 404 detail of a refused action and only the actions the operations allow', async () => {
    const user = userEvent.setup();
    signIn(['View Ticket', 'Update Ticket'], []);
    mockFetch(
      server(['View Ticket', 'Update Ticket'], { add_comment: false, view_comment: false }, (c) =>
        c.method === 'PUT' ? { status: 404, body: { detail: 'Ticket not found.' } } : undefined,
      ),
    );
    renderRoutes(appRoutes, '/dashboard/Tickets/1');
    await user.click(await screen.findByRole('button', { name: 'Mark as Delivered' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Ticket not found.');
    expect(screen.queryByRole('button', { name: 'Disable' })).toBeNull();
    // Without List Tickets the breadcrumb has no Tickets link.
    expect(within(screen.getByRole('navigation', { name: 'breadcrumb' })).queryByRole('link', { name: 'Tickets' })).toBeNull();
  });

  it('says Ticket not found, in the shell with the way back to Tickets, for an unknown or malformed id', async () => {
    signIn(ALL, MENU);
    const { calls } = mockFetch(server(ALL, undefined, (c) => (c.url.pathname.endsWith('/tickets/999999') ? { status: 404, body: { detail: 'Ticket not found.' } } : undefined)));
    const { router } = renderRoutes(appRoutes, '/dashboard/Tickets/999999');
    expect(await screen.findByRole('heading', { name: 'Ticket not found', level: 1 })).toBeTruthy();
    expect(screen.getByText(/There is no ticket with the id 999999\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Tickets' }).getAttribute('href')).toBe('/dashboard/tickets');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.queryByText(/does not match any GlassDesk screen/)).toBeNull();
    await act(() => router.navigate('/dashboard/Tickets/abc'));
    expect(await screen.findByText(/“abc” is not a ticket id\./)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ticket not found', level: 1 })).toBeTruthy();
    expect(calls.some((c) => apiPath(c).startsWith('/tickets/abc'))).toBe(false);
  });
});
