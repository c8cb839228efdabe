import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appRoutes } from '../../../app/routes';
import { mockFetch, type MockCall } from '../../../test/fetch-mock';
import { renderRoutes, signIn } from '../../../test/render';

// The ticket lists other screens embed: business/{id}/tickets (spec §2 "Business tickets screen") and the
// customer detail's paged tickets.
afterEach(() => vi.unstubAllGlobals());

const ticket = (id: number, extra: object = {}) => ({
  id,
  ticket_id: `TK-${id}`,
  customer_id: 7,
  name: 'Ann Lee',
  business_id: 4,
  business_name: 'Acme Glass',
  created_at: '2026-03-04T10:00:00.000Z',
  glass_order_no: `GO-${id}`,
  customer_po_no: null,
  glass_type: 'Laminated',
  warranty_reason: 'Cracked',
  glass_size: '1200x800',
  panel_status: null,
  marks: null,
  received_date: '2026-03-01',
  expected_date: null,
  status: 'Notified',
  deleted_at: null,
  ...extra,
});
const CUSTOMER = {
  id: 7,
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  number: '0123456789',
  image: null,
  business_id: 4,
  business_name: 'Acme Glass',
  ticket_count: 1,
  is_verified: true,
  is_approved: true,
  max_day_allowed: 0,
  per_day_charge: 0,
  created_at: '2026-03-04T10:00:00.000Z',
  deleted_at: null,
  business: { id: 4, name: 'Acme Glass', email: 'ann@example.com', created_at: '2026-01-01T00:00:00.000Z' },
};

function server(operations: string[]) {
  return (call: MockCall) => {
    const path = call.url.pathname.replace('/api/admin/v1.0', '');
    if (path === '/operations') return { body: { operations, menu: [] } };
    if (path === '/tickets') return { body: { list: [ticket(1), ticket(2, { status: 'Created' })], count: 2 } };
    if (path === '/tickets/customers/7') return { body: { list: [ticket(3, { status: 'Delivered' })], count: 1 } };
    if (path === '/business/4')
      return {
        body: {
          id: 4,
          name: 'Acme Glass',
          account_id: null,
          customer_id: 7,
          customer_name: 'Ann Lee',
          contact: '0123456789',
          address: 'x',
          email: 'ann@example.com',
          ticket_count: 2,
          created_at: '2026-01-01T00:00:00.000Z',
          deleted_at: null,
        },
      };
    if (path === '/customers/7') return { body: CUSTOMER };
    return { status: 404, body: { detail: 'Not Found' } };
  };
}
const apiPath = (c: MockCall) => c.url.pathname.replace('/api/admin/v1.0', '');

describe('Business tickets screen (business/{id}/tickets)', () => {
  it("lists the business's live tickets without a business column, sorted by SPEC §3 names, titled by the business", async () => {
    const user = userEvent.setup();
    const ops = ['List Tickets', 'View Ticket', 'Update Business', 'View Customer'];
    signIn(ops);
    const { calls } = mockFetch(server(ops));
    renderRoutes(appRoutes, '/dashboard/business/4/tickets');
    const table = await screen.findByRole('table', { name: 'Business Tickets' });
    await within(table).findByText('GO-1');
    expect(await screen.findByRole('heading', { name: 'Tickets of Acme Glass', level: 1 })).toBeTruthy();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(headers).not.toContain('Business');
    expect(headers).toContain('Customer');
    expect(within(table).getByRole('link', { name: 'Ticket TK-1' }).getAttribute('href')).toBe('/dashboard/Tickets/1');
    const lists = () => calls.filter((c) => apiPath(c) === '/tickets');
    expect(Object.fromEntries(lists()[0]!.url.searchParams)).toMatchObject({ business: '4', disabled: '0' });
    await user.click(screen.getByRole('button', { name: 'Glass Order No' }));
    await waitFor(() => expect(lists().at(-1)!.url.searchParams.get('sort_by')).toBe('glass_order_no'));
  });

  it('works with List Tickets only: no call for the business record, the title from its tickets', async () => {
    signIn(['List Tickets']);
    const { calls } = mockFetch(server(['List Tickets']));
    renderRoutes(appRoutes, '/dashboard/business/4/tickets');
    expect(await screen.findByRole('heading', { name: 'Tickets of Acme Glass', level: 1 })).toBeTruthy();
    expect(calls.some((c) => apiPath(c) === '/business/4')).toBe(false);
  });
});

describe("Customer detail's tickets", () => {
  it("lists the customer's tickets with the shared columns (no customer column) and status chips", async () => {
    const ops = ['View Customer', 'View Ticket', 'List Tickets'];
    signIn(ops);
    mockFetch(server(ops));
    renderRoutes(appRoutes, '/dashboard/customers/7');
    const table = await screen.findByRole('table', { name: 'Tickets' });
    await within(table).findByText('GO-3');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(headers).toContain('Business');
    expect(headers).not.toContain('Customer');
    expect(within(table).getByText('Delivered').closest('.MuiChip-root')!.className).toContain('MuiChip-colorSuccess');
    expect(within(table).getByRole('link', { name: 'Ticket TK-3' }).getAttribute('href')).toBe('/dashboard/Tickets/3');
  });
});
