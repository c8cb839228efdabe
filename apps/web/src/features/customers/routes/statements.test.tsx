import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appRoutes } from '../../../app/routes';
import { mockFetch, type MockCall } from '../../../test/fetch-mock';
import { renderRoutes, signIn } from '../../../test/render';

// The customer's Statements tab and one month's printable statement, against a mocked server.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const OPS = ['List Customers', 'View Customer', 'Update Customer', 'View Additional Cost'];
const customer = {
  id: 1,
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  number: '0123456789',
  image: null,
  business_id: null,
  business_name: null,
  ticket_count: 0,
  is_verified: true,
  is_approved: true,
  max_day_allowed: 0,
  per_day_charge: 10,
  created_at: '2024-01-04T10:00:00.000Z',
  deleted_at: null,
  business: null,
};
const FEB = {
  month: '2024-02',
  closed: false,
  lines: [
    {
      trolley_id: 5,
      uid: 'T-5',
      name: 'Month End',
      from: '2024-01-30T10:00:00.000Z',
      to: '2024-02-02T09:00:00.000Z',
      days_in_month: 1,
      chargeable_days: 1,
      after_free_day_charge: 3,
      cost: 3,
      delivery_handover_id: 11,
      pickup_handover_id: 12,
    },
    {
      trolley_id: 6,
      uid: 'T-6',
      name: 'Leap Day',
      from: '2024-02-28T12:00:00.000Z',
      to: null,
      days_in_month: 2,
      chargeable_days: 2,
      after_free_day_charge: 10,
      cost: 20,
      delivery_handover_id: 13,
      pickup_handover_id: null,
    },
  ],
  charges: [{ kind: 'adjustment', trolley_id: null, uid: null, note: 'Changes to 2024-01 after it was closed', amount: 5 }],
  total: 28,
};

function start(at: string, ops = OPS) {
  signIn(ops, ['Customers']);
  let closed = false;
  return {
    ...mockFetch((c: MockCall) => {
      const path = c.url.pathname.replace('/api/admin/v1.0', '');
      if (path === '/customers/1') return { body: customer };
      if (path.startsWith('/tickets/customers/')) return { body: { list: [], count: 0 } };
      if (path === '/customers/1/statements')
        return {
          body: [
            { month: '2024-03', closed: false, total: 10 },
            { month: '2024-02', closed, total: 28 },
            { month: '2024-01', closed: true, total: 0 },
          ],
        };
      if (path === '/customers/1/statements/2024-02') return { body: { ...FEB, closed } };
      if (path === '/report/customers/1/statements/2024-02/pdf') return { body: '%PDF-1.3' };
      if (path === '/customers/1/statements/2024-02/close' && c.method === 'PUT') {
        closed = true;
        return { body: { ...FEB, closed: true } };
      }
      return { status: 404, body: { detail: 'Not Found' } };
    }),
    ...renderRoutes(appRoutes, at),
  };
}

describe('Statements', () => {
  it('a Statements tab on the customer, kept in the URL: a row per month, each opening its statement', async () => {
    const user = userEvent.setup();
    const { router } = start('/dashboard/customers/1');
    await screen.findByRole('heading', { name: 'Ann Lee', level: 1 });
    await user.click(screen.getByRole('tab', { name: 'Statements' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=statements'));
    const table = await screen.findByRole('table', { name: 'Statements' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['March 2024Open$10.00', expect.stringContaining('February 2024Open$28.00'), 'January 2024Closed$0.00']);
    expect(within(table).getByRole('link', { name: 'February 2024' }).getAttribute('href')).toBe('/dashboard/customers/1/statements/2024-02');
    // Close only on an ended month that is open.
    expect(within(table).queryByRole('button', { name: /Close statement January 2024/ })).toBeNull();
    expect(within(table).getByRole('button', { name: /Close statement February 2024/ })).toBeTruthy();
  });

  it('Close on a row of the tab asks about that month, and a double click on Yes closes it once', async () => {
    const user = userEvent.setup();
    const { calls } = start('/dashboard/customers/1?tab=statements');
    const table = await screen.findByRole('table', { name: 'Statements' });
    await user.click(within(table).getByRole('button', { name: /Close statement February 2024/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Close statement' });
    expect(dialog.textContent).toContain('Close the statement of February 2024?');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Closed.');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.url.pathname)).toEqual(['/api/admin/v1.0/customers/1/statements/2024-02/close']);
    await waitFor(() => expect(within(table).queryByRole('button', { name: /Close statement February 2024/ })).toBeNull());
  });

  it('with List Trolleys, each hold links the receipts of the delivery that started it and the pickup that ended it', async () => {
    start('/dashboard/customers/1/statements/2024-02', [...OPS, 'List Trolleys']);
    const holds = await screen.findByRole('table', { name: 'Holds' });
    expect(within(holds).getByRole('columnheader', { name: 'Receipts' })).toBeTruthy();
    const [ended, held] = within(holds).getAllByRole('row').slice(1);
    expect(
      within(ended!)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Receipt of hand-over No. 11', 'Receipt of hand-over No. 12']);
    // Still held: its delivery only.
    expect(
      within(held!)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Receipt of hand-over No. 13']);
  });

  it('Download PDF saves the statement as the closing mail attaches it, once for a double click', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:statement'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { calls } = start('/dashboard/customers/1/statements/2024-02');
    await user.dblClick(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['statement-1-2024-02.pdf']));
    expect(calls.filter((c) => c.url.pathname.endsWith('/pdf')).map((c) => c.url.pathname)).toEqual(['/api/admin/v1.0/report/customers/1/statements/2024-02/pdf']);
    click.mockRestore();
  });

  it('without View Additional Cost there is no Statements tab', async () => {
    start('/dashboard/customers/1?tab=statements', ['List Customers', 'View Customer']);
    await screen.findByRole('heading', { name: 'Ann Lee', level: 1 });
    expect(screen.queryByRole('tab', { name: 'Statements' })).toBeNull();
    expect(await screen.findByRole('table', { name: 'Tickets' })).toBeTruthy();
  });

  it('the statement: holds, charges and the total; Close asks first and sends one request, then reads Closed', async () => {
    const user = userEvent.setup();
    const { calls } = start('/dashboard/customers/1/statements/2024-02');
    expect(await screen.findByRole('heading', { name: 'Statement February 2024', level: 1 })).toBeTruthy();
    const holds = await screen.findByRole('table', { name: 'Holds' });
    expect(
      within(holds)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell').at(-1)!.textContent),
    ).toEqual(['$3.00', '$20.00']);
    expect(within(holds).getByText('Still held')).toBeTruthy();
    // Receipts are the trolleys': without List Trolleys the column is not there.
    expect(within(holds).queryByRole('columnheader', { name: 'Receipts' })).toBeNull();
    expect(within(screen.getByRole('table', { name: 'Charges' })).getByText('Changes to 2024-01 after it was closed')).toBeTruthy();
    expect(screen.getByText('Total $28.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export as Excel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Close statement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close statement' });
    expect(dialog.textContent).toContain('Close the statement of February 2024? It will not change afterwards: later changes go to the next open month.');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Closed.');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close statement' })).toBeNull());
    expect(screen.getByText('Closed')).toBeTruthy();
  });
});
