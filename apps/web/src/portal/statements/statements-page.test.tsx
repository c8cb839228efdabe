import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerDispute, CustomerStatement, CustomerStatementSummary } from '@glassdesk/shared';
import { mockFetch, type MockCall } from '../../test/fetch-mock';
import { octoberLines } from '../../test/statement-lines';
import { CUSTOMER, customerPath, renderPortal, signInAs } from '../test/render-portal';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const ME = { id: CUSTOMER.id, first_name: CUSTOMER.first_name, last_name: CUSTOMER.last_name };
const summary = (month: string, extra: Partial<CustomerStatementSummary> = {}): CustomerStatementSummary => ({
  month,
  closed: true,
  total: 25,
  customer: ME,
  confirmed_at: null,
  dispute: null,
  ...extra,
});
const october = (extra: Partial<CustomerStatement> = {}): CustomerStatement => ({
  month: '2026-10',
  closed: true,
  total: 25,
  customer: ME,
  confirmed_at: null,
  disputes: [],
  lines: octoberLines(),
  charges: [],
  ...extra,
});
const raised: CustomerDispute = {
  id: 5,
  month: '2026-10',
  status: 'open',
  lines: [{ trolley_id: 8, uid: 'TR-8', reason: 'Returned on the 11th' }],
  note: null,
  created_at: '2026-11-02T09:00:00.000Z',
  resolved_at: null,
  amount: null,
  reply: null,
  credit_month: null,
};

/** The customer API of statements, with October closed and November open; POSTs change it as the server does. */
function server(state = { month: october() }) {
  return (call: MockCall) => {
    const path = customerPath(call.url);
    if (path === '/statements')
      return {
        body: [
          summary('2026-11', { closed: false, total: 7.5 }),
          summary('2026-10', { confirmed_at: state.month.confirmed_at, dispute: state.month.disputes[0] ? { id: 5, status: state.month.disputes[0].status } : null }),
        ],
      };
    if (path === '/statements/2026-10' && call.method === 'GET') return { body: state.month };
    if (path === '/statements/2026-10/confirm') {
      state.month = { ...state.month, confirmed_at: '2026-11-03T10:00:00.000Z' };
      return { body: { confirmed_at: state.month.confirmed_at } };
    }
    if (path === '/statements/2026-10/disputes') {
      state.month = { ...state.month, disputes: [raised] };
      return { status: 201, body: raised };
    }
    return { status: 404, body: { detail: 'Not Found' } };
  };
}

describe('Statements (/portal/statements)', () => {
  it('lists every month newest first with its total and where it stands, and opens one', async () => {
    const user = userEvent.setup();
    signInAs();
    mockFetch(server());
    const view = renderPortal('/portal/statements');
    const list = await screen.findByRole('list', { name: 'Statements' });
    const items = within(list).getAllByRole('link');
    expect(items.map((i) => i.textContent)).toEqual(['November 2026$7.50Open', 'October 2026$25.00Closed']);
    await user.click(items[1]!);
    expect(view.where()).toBe('/portal/statements/2026-10');
    const trolleys = await screen.findByRole('list', { name: 'Trolleys' });
    expect(within(trolleys).getAllByRole('listitem')[0]!.textContent).toContain('2 days this month, 2 days charged at $5.00 a day');
    expect(screen.getByRole('button', { name: 'Delivery receipt of TR-7' })).toBeTruthy();
  });

  it("a master customer reads its business's customers' statements, one customer at a time if it likes (kept in the address)", async () => {
    const user = userEvent.setup();
    signInAs();
    const ella = { id: 52, first_name: 'Ella', last_name: 'Harris' };
    mockFetch((call) =>
      customerPath(call.url) === '/statements'
        ? { body: [summary('2026-10', { total: 25 }), summary('2026-10', { customer: ella, total: 40 }), summary('2026-09', { customer: ella, total: 5 })] }
        : { status: 404, body: { detail: 'Not Found' } },
    );
    const view = renderPortal('/portal/statements');
    const list = await screen.findByRole('list', { name: 'Statements' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([`October 2026${CUSTOMER.first_name} ${CUSTOMER.last_name}$25.00Closed`, 'October 2026Ella Harris$40.00Closed', 'September 2026Ella Harris$5.00Closed']);
    // Another customer's month opens with its customer_id.
    expect(within(list).getAllByRole('link')[1]!.getAttribute('href')).toBe('/portal/statements/2026-10?customer_id=52');
    await user.click(screen.getByRole('combobox', { name: 'Customer' }));
    await user.click(await screen.findByRole('option', { name: 'Ella Harris' }));
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['October 2026$40.00Closed', 'September 2026$5.00Closed']),
    );
    expect(view.where()).toBe('/portal/statements?customer=52');
  });

  it('confirms a closed month after asking, with one request', async () => {
    const user = userEvent.setup();
    signInAs();
    const { calls } = mockFetch(server());
    renderPortal('/portal/statements/2026-10');
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Statement' });
    expect(dialog.textContent).toContain('Confirm that the statement of October 2026 ($25.00) is right?');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/You confirmed this statement on/)).toBeTruthy();
    expect(calls.filter((c) => customerPath(c.url) === '/statements/2026-10/confirm')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Dispute' })).toBeNull();
  });

  it('disputes ticked lines with a reason each (3 characters at least), sent once with its Idempotency-Key', async () => {
    const user = userEvent.setup();
    signInAs();
    const { calls } = mockFetch(server());
    renderPortal('/portal/statements/2026-10');
    await user.click(await screen.findByRole('button', { name: 'Dispute' }));
    await user.click(screen.getByRole('button', { name: 'Send dispute' }));
    expect(await screen.findByText('Choose at least one line.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /TR-8 Rack B/ }));
    const reason = screen.getByRole('textbox', { name: 'Reason for TR-8' });
    await user.type(reason, 'ab');
    await user.click(screen.getByRole('button', { name: 'Send dispute' }));
    expect(await screen.findByText('Reason must be at least 3 characters.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(reason, 'c: returned on the 11th');
    await user.dblClick(screen.getByRole('button', { name: 'Send dispute' }));
    expect(await screen.findByText(/Dispute No. 5/)).toBeTruthy();
    const posts = calls.filter((c) => customerPath(c.url) === '/statements/2026-10/disputes');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ lines: [{ trolley_id: 8, reason: 'abc: returned on the 11th' }], note: null });
    expect(posts[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[0]!.url.searchParams.get('customer_id')).toBe(String(CUSTOMER.id));
  });

  it('offline, the dispute waits on the phone and goes once when the network is back', async () => {
    const user = userEvent.setup();
    signInAs();
    let online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const { calls } = mockFetch(server());
    renderPortal('/portal/statements/2026-10');
    await user.click(await screen.findByRole('button', { name: 'Dispute' }));
    await user.click(screen.getByRole('checkbox', { name: /TR-7 Rack A/ }));
    await user.type(screen.getByRole('textbox', { name: 'Reason for TR-7' }), 'Never delivered');
    await user.click(screen.getByRole('button', { name: 'Send dispute' }));
    expect(await screen.findByText('Your dispute is kept on this phone: it will be sent when you are back online.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(calls.filter((c) => customerPath(c.url) === '/statements/2026-10/disputes')).toHaveLength(1));
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText(/Dispute No. 5/)).toBeTruthy();
    expect(calls.filter((c) => customerPath(c.url) === '/statements/2026-10/disputes')).toHaveLength(1);
  });

  it('shows a settled dispute with the reply and the credit, and no Confirm or Dispute while one is open', async () => {
    signInAs();
    const credited: CustomerDispute = { ...raised, status: 'credited', amount: 15, credit_month: '2026-11', reply: 'You are right.', resolved_at: '2026-11-04T10:00:00.000Z' };
    mockFetch(server({ month: october({ disputes: [credited] }) }));
    renderPortal('/portal/statements/2026-10');
    expect(await screen.findByText('$15.00 credited on your November 2026 statement.')).toBeTruthy();
    expect(screen.getByText('GlassDesk replied: You are right.')).toBeTruthy();
  });
});
