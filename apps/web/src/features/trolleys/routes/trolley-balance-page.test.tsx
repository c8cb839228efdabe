import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appRoutes } from '../../../app/routes';
import { mockFetch } from '../../../test/fetch-mock';
import { renderRoutes, signIn } from '../../../test/render';
import { path, trolleyServer, TROLLEY_OPS } from './trolley-test-server';

afterEach(() => vi.unstubAllGlobals());

const ROWS = [
  {
    customer_id: 7,
    customer_name: 'Ann Lee',
    business_id: 3,
    business_name: 'Harbour Glass',
    held: 2,
    oldest_days: 20,
    over_free_days: 2,
    accrued_cost: 1250.5,
    pickup_requests: 1,
  },
  { customer_id: 9, customer_name: 'Bob Stone', business_id: null, business_name: null, held: 1, oldest_days: 2, over_free_days: 0, accrued_cost: 0, pickup_requests: 0 },
];
const TOTALS = { at_plants: 40, in_transit: 3, at_customers: 3, over_free_days: 2, maintenance: 1, lost: 1, damaged: 2 };

function start(at = '/dashboard/trolley-balance') {
  signIn([...TROLLEY_OPS, 'View Additional Cost'], ['Trolley']);
  const fetch = mockFetch(
    trolleyServer({ list: [] }, (c) =>
      path(c) === '/trolleys/balance'
        ? { body: { list: ROWS, count: 2, totals: TOTALS } }
        : path(c) === '/report/trolleys/balance/export'
          ? { body: 'xlsx-bytes' }
          : path(c) === '/trolleys/reminders'
            ? { body: { recipients: ['ann@example.com'], trolleys: 2 } }
            : undefined,
    ),
  );
  return { ...fetch, ...renderRoutes(appRoutes, at) };
}

describe('Trolley Balance', () => {
  it('shows the fleet in one line and a row per customer holding trolleys, each opening Customer Trolley for it', async () => {
    start();
    expect(await screen.findByRole('heading', { name: 'Trolley Balance', level: 1 })).toBeTruthy();
    const fleet = screen.getByRole('region', { name: 'The fleet' });
    await waitFor(() => expect(fleet.textContent).toContain('At plants40'));
    expect(fleet.textContent).toContain('Past free days2');
    expect(fleet.textContent).toContain('Damaged2');
    // Lost, Damaged and In maintenance open Trolleys filtered to that status.
    expect(within(fleet).getByRole('link', { name: 'Lost: 1, open the list' }).getAttribute('href')).toBe('/dashboard/trolleys?status=Lost');
    expect(within(fleet).getByRole('link', { name: 'Damaged: 2, open the list' }).getAttribute('href')).toBe('/dashboard/trolleys?status=Damaged');
    expect(within(fleet).getByRole('link', { name: 'In maintenance: 1, open the list' }).getAttribute('href')).toBe('/dashboard/trolleys?status=Maintenance');
    expect(within(fleet).getAllByRole('link')).toHaveLength(3);
    const table = screen.getByRole('table', { name: 'Trolley Balance' });
    const first = (await within(table).findAllByRole('row'))[1]!;
    expect(first.textContent).toContain('Harbour Glass');
    expect(first.textContent).toContain('20 days');
    expect(first.textContent).toContain('$1,250.50');
    expect(within(first).getByRole('link', { name: 'Trolleys held by Ann Lee' }).getAttribute('href')).toBe('/dashboard/trolleys/customers?customer=7&customer_name=Ann+Lee');
  });

  it('keeps sort and search in the URL and asks the server for them', async () => {
    const user = userEvent.setup();
    const { calls, router } = start();
    await screen.findByRole('table', { name: 'Trolley Balance' });
    await user.click(screen.getByRole('button', { name: 'Charge So Far' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort_by=accrued_cost'));
    await waitFor(() => expect(calls.some((c) => path(c) === '/trolleys/balance' && c.url.searchParams.get('sort_by') === 'accrued_cost')).toBe(true));
  });

  it("exports the board under the URL's search and order as trolley-balance.xlsx, with 'Creating file...' meanwhile", async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:balance'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { calls } = start('/dashboard/trolley-balance?search=Ann&sort_by=held&order=asc&page=2');
    await screen.findByRole('table', { name: 'Trolley Balance' });
    await user.click(screen.getByRole('button', { name: 'Export as Excel' }));
    expect((await screen.findByRole('alert')).textContent).toContain('File created successfully.');
    const exports = calls.filter((c) => path(c) === '/report/trolleys/balance/export');
    expect(exports).toHaveLength(1);
    expect(Object.fromEntries(exports[0]!.url.searchParams)).toEqual({ search: 'Ann', sort_by: 'held', order: 'asc' });
    expect(saved).toEqual(['trolley-balance.xlsx']);
    click.mockRestore();
  });

  it("Send reminder on a customer past its free days: a confirmation, one request, then 'Sent.'", async () => {
    const user = userEvent.setup();
    const { calls } = start();
    const table = await screen.findByRole('table', { name: 'Trolley Balance' });
    await within(table).findAllByRole('row');
    // Only Ann is past her free days.
    expect(within(table).queryByRole('button', { name: /Send reminder Bob Stone/ })).toBeNull();
    await user.click(within(table).getByRole('button', { name: /Send reminder Ann Lee/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Send reminder' });
    expect(dialog.textContent).toContain("Mail Ann Lee the list of its 2 trolleys past the free days now? Its business's master customer gets it too.");
    expect(calls.filter((c) => path(c) === '/trolleys/reminders')).toHaveLength(0);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Sent.');
    const sent = calls.filter((c) => path(c) === '/trolleys/reminders');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.body).toEqual({ customer_id: 7 });
  });
});
