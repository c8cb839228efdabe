import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityEntry } from '@glassdesk/shared';
import { appRoutes } from '../../../app/routes';
import { formatDateTime } from '../../../lib/format-date';
import { mockFetch, type MockAnswer, type MockCall } from '../../../test/fetch-mock';
import { renderRoutes, signIn } from '../../../test/render';

const entry = (over: Partial<ActivityEntry>): ActivityEntry => ({
  id: 1,
  at: '2026-03-12T14:05:00.000Z',
  actor: { type: 'user', id: 2, name: 'Ann Lee' },
  action: 'created',
  entity: { type: 'ticket', id: 9, label: 'Ticket T-ABC234' },
  changes: [],
  request_id: 'req-1',
  ...over,
});

const ROWS = [
  entry({
    id: 3,
    action: 'updated',
    entity: { type: 'customer', id: 7, label: 'Customer Bo Ek' },
    changes: [
      { field: 'per_day_charge', before: '$2.00', after: '$3.50' },
      { field: 'max_day_allowed', before: '10', after: null },
    ],
  }),
  entry({ id: 2, action: 'purged', entity: { type: 'ticket', id: 8, label: 'Ticket T-OLD111' } }),
  entry({ id: 1, actor: { type: 'customer', id: 7, name: 'Bo Ek' } }),
];

const apiPath = (call: MockCall) => call.url.pathname.replace('/api/admin/v1.0', '');

function server(operations: string[], extra?: (call: MockCall) => MockAnswer | Promise<MockAnswer> | undefined) {
  return (call: MockCall) => {
    const answer = extra?.(call);
    if (answer) return answer;
    const path = apiPath(call);
    if (path === '/operations') return { body: { operations, menu: [] } };
    if (path === '/activity') return { body: { list: ROWS, count: 42 } };
    if (path === '/users/all')
      return {
        body: [
          { id: 2, first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com' },
          { id: 4, first_name: 'Bob', last_name: 'Stone', email: 'bob@example.com' },
        ],
      };
    return { status: 404, body: { detail: 'Not Found' } };
  };
}

const ADMIN = ['View Activity', 'List Users', 'View Customer', 'View Ticket'];
const activityCalls = (calls: MockCall[]) => calls.filter((c) => apiPath(c) === '/activity');

afterEach(() => vi.unstubAllGlobals());

describe('Activity: every change under Settings', () => {
  it('lists the entries as readable lines, links each record that has a screen, and sits in the Settings menu', async () => {
    signIn(ADMIN);
    mockFetch(server(ADMIN));
    renderRoutes(appRoutes, '/dashboard/settings/activity');
    const table = await screen.findByRole('table', { name: 'Activity' });
    await within(table).findByText('Customer Bo Ek');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['#', 'When', 'Change']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('Ann Lee changed Customer Bo Ek: Per Day Charge $2.00 → $3.50 (+1 more)');
    expect(rows[0]!.textContent).toContain(formatDateTime('2026-03-12T14:05:00.000Z'));
    expect(within(rows[0]!).getByRole('link', { name: 'Customer Bo Ek' }).getAttribute('href')).toBe('/dashboard/customers/7');
    // A permanently deleted record has no screen to open.
    expect(rows[1]!.textContent).toContain('Ann Lee permanently deleted Ticket T-OLD111');
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
    expect(within(rows[2]!).getByRole('link', { name: 'Ticket T-ABC234' }).getAttribute('href')).toBe('/dashboard/Tickets/9');

    // The update expands to every field it changed.
    const disclosure = within(rows[0]!).getByRole('button', { name: '2 changes' });
    fireEvent.click(disclosure);
    expect(disclosure.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(within(rows[0]!).getByRole('list', { name: 'Changes' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Per Day Charge: $2.00 → $3.50', 'Max Days Allowed: 10 → —']);

    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Activity' }).getAttribute('aria-current')).toBe('page');
  });

  it('writes every filter to the address and sends it to the API, back to the first page', async () => {
    const user = userEvent.setup();
    signIn(ADMIN);
    const { calls } = mockFetch(server(ADMIN));
    const { router } = renderRoutes(appRoutes, '/dashboard/settings/activity?page=3');
    await screen.findByText('Customer Bo Ek');

    // Days typed in the app's date format (APP_LOCALE en-AU); a half-typed one stays out of the address.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '01/03/20' } });
    expect(new URLSearchParams(router.state.location.search).has('from')).toBe(false);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '01/03/2026' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '31/03/2026' } });
    await user.click(screen.getByRole('combobox', { name: 'Changed by' }));
    await user.click(await screen.findByRole('option', { name: 'Staff user' }));
    await user.click(await screen.findByRole('combobox', { name: 'User' }));
    await user.click(await screen.findByRole('option', { name: 'Bob Stone' }));
    await user.click(screen.getByRole('combobox', { name: 'Record type' }));
    await user.click(await screen.findByRole('option', { name: 'Customer' }));
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Changed' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'charge' } });

    const expected = { from: '2026-03-01', to: '2026-03-31', actor_type: 'user', actor_id: '4', entity_type: 'customer', action: 'updated', search: 'charge' };
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(expected));
    await waitFor(() => expect(Object.fromEntries(activityCalls(calls).at(-1)!.url.searchParams)).toEqual({ ...expected, start: '0', limit: '10', sort_by: 'all', order: 'all' }));

    // Clear filters leaves the search, drops the rest.
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=charge'));
  });

  it('reads the filters from the address', async () => {
    signIn(ADMIN);
    const { calls } = mockFetch(server(ADMIN));
    renderRoutes(appRoutes, '/dashboard/settings/activity?actor_type=system&entity_type=ticket&action=deleted&from=2026-01-01&to=bogus');
    await screen.findByText('Customer Bo Ek');
    expect(screen.getByRole('combobox', { name: 'Changed by' }).textContent).toBe('System');
    expect(screen.getByRole('combobox', { name: 'Record type' }).textContent).toBe('Ticket');
    expect(screen.getByRole('combobox', { name: 'Action' }).textContent).toBe('Deleted');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('01/01/2026');
    expect(screen.queryByRole('combobox', { name: 'User' })).toBeNull();
    const sent = Object.fromEntries(activityCalls(calls)[0]!.url.searchParams);
    expect(sent).toMatchObject({ actor_type: 'system', entity_type: 'ticket', action: 'deleted', from: '2026-01-01' });
    expect(sent).not.toHaveProperty('to');
  });

  it('exports the current filter (no page) as activity.xlsx, saying so while the file is made', async () => {
    const user = userEvent.setup();
    signIn(ADMIN);
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:activity'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { calls } = mockFetch(server(ADMIN, (call) => (apiPath(call) === '/report/activity/export' ? held.then(() => ({ body: 'xlsx-bytes' })) : undefined)));
    renderRoutes(appRoutes, '/dashboard/settings/activity?entity_type=customer&search=Bo&page=2&sort_by=at&order=asc');
    await screen.findByText('Customer Bo Ek');

    await user.click(screen.getByRole('button', { name: 'Export as Excel' }));
    expect((await screen.findByRole('button', { name: 'Creating file...' })).hasAttribute('disabled')).toBe(true);
    release();
    expect((await screen.findByRole('alert')).textContent).toContain('File created successfully.');
    const exports = calls.filter((c) => apiPath(c) === '/report/activity/export');
    expect(exports).toHaveLength(1);
    expect(Object.fromEntries(exports[0]!.url.searchParams)).toEqual({ entity_type: 'customer', search: 'Bo' });
    expect(exports[0]!.headers.Authorization).toBe('Bearer test-token');
    expect(saved).toEqual(['activity.xlsx']);
    click.mockRestore();
  });

  it('offers the staff picker with View Activity alone, and without View Activity neither the screen nor its menu entry', async () => {
    const user = userEvent.setup();
    signIn(['View Activity']);
    const first = mockFetch(server(['View Activity']));
    const view = renderRoutes(appRoutes, '/dashboard/settings/activity?actor_type=user');
    await waitFor(() => expect(screen.getByRole('table', { name: 'Activity' }).textContent).toContain('Customer Bo Ek'));
    // GET /users/all opens to View Activity: the picker is there for whoever sees this screen.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'User' })).toBeTruthy());
    expect(first.calls.some((c) => apiPath(c) === '/users/all')).toBe(true);
    // Without View Customer the record shows as text.
    expect(screen.queryByRole('link', { name: 'Customer Bo Ek' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Changed by' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Anyone', 'Staff user', 'Customer', 'System']);
    view.unmount();

    signIn(['List Users']);
    mockFetch(server(['List Users']));
    const { router } = renderRoutes(appRoutes, '/dashboard/settings/activity');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/unauthorized'));
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).queryByRole('link', { name: 'Activity' })).toBeNull();
  });
});
