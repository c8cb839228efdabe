import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Dispute, DisputeDetail } from '@glassdesk/shared';
import { appRoutes } from '../../../app/routes';
import { mockFetch, type MockCall } from '../../../test/fetch-mock';
import { renderRoutes, signIn } from '../../../test/render';
import { octoberLines } from '../../../test/statement-lines';

const dispute = (over: Partial<Dispute>): Dispute => ({
  id: 5,
  customer: { id: 45, first_name: 'Giulia', last_name: 'Robinson' },
  business: { id: 3, name: 'Dandenong Home' },
  month: '2026-10',
  status: 'open',
  lines: [{ trolley_id: 8, uid: 'TR-8', reason: 'Returned on the 11th' }],
  note: 'See the receipt',
  created_at: '2026-11-02T09:00:00.000Z',
  resolved_at: null,
  resolved_by: null,
  amount: null,
  reply: null,
  credit_month: null,
  ...over,
});
const detail = (d: Dispute): DisputeDetail => ({
  ...d,
  statement: {
    month: '2026-10',
    closed: true,
    total: 25,
    lines: octoberLines({ delivery_handover_id: 33, pickup_handover_id: 34 }),
    charges: [],
  },
  handovers: [
    {
      id: 34,
      kind: 'pickup',
      customer: { id: 45, first_name: 'Giulia', last_name: 'Robinson', business: { id: 3, name: 'Dandenong Home' } },
      at: '2026-10-13T08:00:00.000Z',
      recorded_at: '2026-10-13T08:01:00.000Z',
      trolleys: [{ id: 8, uid: 'TR-8', name: 'Rack B', no_of_bars: 4, transaction_id: 90 }],
      images: [],
      note: null,
      signed_by: 'Giulia',
      unsigned_reason: null,
      signature_url: '/files/sig.png',
      location: null,
      recorded_by: { id: 2, first_name: 'Dee', last_name: 'Driver' },
    },
  ],
});

function server(operations: string[]) {
  let rows = [dispute({}), dispute({ id: 4, status: 'rejected', reply: 'Signed receipt', resolved_at: '2026-11-01T10:00:00.000Z' })];
  return ({ method, url, body }: MockCall) => {
    const path = url.pathname.replace('/api/admin/v1.0', '');
    if (path === '/operations') return { body: { operations, menu: [] } };
    if (method === 'GET' && path === '/disputes') {
      const status = url.searchParams.get('status');
      const list = status ? rows.filter((r) => r.status === status) : rows;
      return { body: { list, count: list.length } };
    }
    if (method === 'GET' && path === '/disputes/5') return { body: detail(rows[0]!) };
    if (method === 'PUT' && path === '/disputes/5/resolve') {
      const b = body as { outcome: string; amount: number; reply: string };
      rows = rows.map((r) => (r.id === 5 ? { ...r, status: 'credited', amount: b.amount, reply: b.reply, credit_month: '2026-11', resolved_at: '2026-11-05T10:00:00.000Z' } : r));
      return { body: detail(rows[0]!) };
    }
    return { status: 404, body: { detail: 'Not Found' } };
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('Disputes (Trolley menu)', () => {
  it('lists disputes with their customer, month, lines and outcome; the status tab lives in the address', async () => {
    const user = userEvent.setup();
    signIn(['List Disputes']);
    mockFetch(server(['List Disputes']));
    const { router } = renderRoutes(appRoutes, '/dashboard/disputes');
    const table = await screen.findByRole('table', { name: 'Disputes' });
    await within(table).findByText('No. 5');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['#', 'Dispute', 'Status', 'Customer', 'Month', 'Lines', 'Raised', 'Outcome']);
    expect(within(table).getAllByText('Giulia Robinson')).toHaveLength(2);
    expect(within(table).getAllByText('October 2026')).toHaveLength(2);
    await user.click(screen.getByRole('tab', { name: 'Rejected' }));
    await waitFor(() => expect(within(table).queryByText('No. 5')).toBeNull());
    expect(router.state.location.search).toBe('?status=rejected');
    await user.click(within(table).getByRole('button', { name: 'Show only the disputes of Giulia Robinson' }));
    expect(router.state.location.search).toContain('customer_id=45');
    expect(screen.getByText('Customer: Giulia Robinson')).toBeTruthy();
  });

  it('opens a dispute: the statement with the disputed line marked, the hand-overs, and a credit after confirming', async () => {
    const user = userEvent.setup();
    signIn(['List Disputes', 'Resolve Dispute', 'List Trolleys']);
    const { calls } = mockFetch(server(['List Disputes', 'Resolve Dispute', 'List Trolleys']));
    renderRoutes(appRoutes, '/dashboard/disputes/5');
    const table = await screen.findByRole('table', { name: 'Statement October 2026' });
    const marked = within(table)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('TR-8'))!;
    expect(marked.textContent).toContain('Returned on the 11th');
    expect(screen.getByText(/Pickup No. 34/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Signature of hand-over No. 34' })).toBeTruthy();
    // The credit defaults to what the disputed lines cost.
    const amount = screen.getByRole('textbox', { name: 'Amount ($)' }) as HTMLInputElement;
    expect(amount.value).toBe('15.00');
    await user.click(screen.getByRole('button', { name: 'Credit' }));
    expect(await screen.findByText('Reply is required.')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '25.01');
    await user.type(screen.getByRole('textbox', { name: 'Reply to the customer' }), 'You are right.');
    await user.click(screen.getByRole('button', { name: 'Credit' }));
    expect(await screen.findByText("Amount must be at most the month's total (25.00).")).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '12.5');
    await user.click(screen.getByRole('button', { name: 'Credit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit Dispute' });
    expect(dialog.textContent).toContain('Credit $12.50 to Giulia Robinson?');
    await user.click(within(dialog).getByRole('button', { name: 'Credit' }));
    await screen.findByText('$12.50 credited on November 2026');
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toEqual({ outcome: 'credit', amount: 12.5, reply: 'You are right.' });
  });

  it('without Resolve Dispute, a dispute reads without the settling form', async () => {
    signIn(['List Disputes']);
    mockFetch(server(['List Disputes']));
    renderRoutes(appRoutes, '/dashboard/disputes/5');
    await screen.findByRole('table', { name: 'Statement October 2026' });
    expect(screen.queryByRole('heading', { name: 'Settle the dispute' })).toBeNull();
  });
});
