import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appRoutes } from '../../../app/routes';
import { mockFetch, type MockCall } from '../../../test/fetch-mock';
import { renderRoutes, signIn } from '../../../test/render';

afterEach(() => vi.unstubAllGlobals());

const ticket = (id: number) => ({
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
  status: id % 3 === 0 ? 'Delivered' : 'Created',
  deleted_at: null,
});
const TICKETS = Array.from({ length: 23 }, (_, index) => ticket(23 - index));

let operations: string[] = [];
function server(call: MockCall) {
  const path = call.url.pathname.replace('/api/admin/v1.0', '');
  if (path === '/operations') return { body: { operations, menu: [] } };
  if (path === '/dashboard') return { body: { businesses: 12, customers: 1234, tickets: 23 } };
  if (path === '/tickets/recent') {
    const start = Number(call.url.searchParams.get('start'));
    const limit = Number(call.url.searchParams.get('limit'));
    return { body: { list: TICKETS.slice(start, start + limit), count: TICKETS.length } };
  }
  return { status: 404, body: { detail: 'Not Found' } };
}

function signInWith(held: string[]) {
  operations = held;
  signIn(held);
}

const recentCalls = (calls: MockCall[]) =>
  calls.filter((c) => c.url.pathname.endsWith('/tickets/recent')).map((c) => `${c.url.searchParams.get('start')}/${c.url.searchParams.get('limit')}`);

describe('Dashboard (spec §2 "Dashboard")', () => {
  it('shows the three counts, each linked to its list, and the Recent Tickets with their SPEC §2 columns', async () => {
    signInWith(['List Business', 'List Customers', 'List Tickets', 'View Ticket']);
    mockFetch(server);
    renderRoutes(appRoutes, '/dashboard');
    const businesses = await screen.findByRole('link', { name: /Total Businesses/ });
    await waitFor(() => expect(businesses.textContent).toContain('12'));
    expect(businesses.getAttribute('href')).toBe('/dashboard/business');
    expect(screen.getByRole('link', { name: /Total Customers/ }).textContent).toContain('1,234');
    expect(screen.getByRole('link', { name: /Total Customers/ }).getAttribute('href')).toBe('/dashboard/customers');
    expect(screen.getByRole('link', { name: /Total Tickets/ }).getAttribute('href')).toBe('/dashboard/tickets');

    const table = await screen.findByRole('table', { name: 'Recent Tickets' });
    await within(table).findByText('GO-23');
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
    // 5 rows per page by default (spec §9: 5, 10 or 20).
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getByRole('link', { name: 'Ticket TK-23' }).getAttribute('href')).toBe('/dashboard/Tickets/23');
    expect(within(table).queryByRole('button', { name: 'Status' })).toBeNull();
    expect(document.title).toBe('Dashboard · GlassDesk');
  });

  it('pages the recent tickets 5, 10 or 20 at a time, keeping the page in the URL', async () => {
    const user = userEvent.setup();
    signInWith(['List Tickets']);
    const { calls } = mockFetch(server);
    const { router } = renderRoutes(appRoutes, '/dashboard');
    const table = await screen.findByRole('table', { name: 'Recent Tickets' });
    await within(table).findByText('GO-23');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await within(table).findByText('GO-18');
    expect(router.state.location.search).toBe('?page=2');
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '10', '20']);
    await user.click(screen.getByRole('option', { name: '20' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21));
    expect(router.state.location.search).toBe('?size=20');
    expect(recentCalls(calls)).toEqual(['0/5', '5/5', '0/20']);
  });

  it('shows the counts without links, and no Recent Tickets, to a user without the list operations', async () => {
    signInWith([]);
    const { calls } = mockFetch(server);
    renderRoutes(appRoutes, '/dashboard');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Total Tickets' }).parentElement!.textContent).toContain('23'));
    expect(screen.queryByRole('link', { name: /Total/ })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Recent Tickets' })).toBeNull();
    expect(recentCalls(calls)).toEqual([]);
  });
});
