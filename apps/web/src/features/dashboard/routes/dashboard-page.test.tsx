import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

const TROLLEYS = {
  all_plants: false,
  plant_count: 2,
  at_plants: 12,
  in_transit: 3,
  at_customers: 1045,
  past_free_days: 9,
  overdue_customers: 6,
  overdue: [
    { customer_id: 41, customer_name: 'Bea Before', business_name: 'Harbour Glass', trolleys: 1, days_over: 10 },
    { customer_id: 42, customer_name: 'Oscar Over', business_name: null, trolleys: 2, days_over: 1 },
  ],
};

let operations: string[] = [];
let menu: string[] = [];
let trolleys = TROLLEYS;
beforeEach(() => {
  trolleys = TROLLEYS;
});
function server(call: MockCall) {
  const path = call.url.pathname.replace('/api/admin/v1.0', '');
  if (path === '/operations') return { body: { operations, menu } };
  if (path === '/dashboard') return { body: { businesses: 12, customers: 1234, tickets: 23 } };
  if (path === '/dashboard/trolleys') return { body: trolleys };
  if (path === '/tickets/recent') {
    const start = Number(call.url.searchParams.get('start'));
    const limit = Number(call.url.searchParams.get('limit'));
    return { body: { list: TICKETS.slice(start, start + limit), count: TICKETS.length } };
  }
  return { status: 404, body: { detail: 'Not Found' } };
}

function signInWith(held: string[], menuNames: string[] = []) {
  operations = held;
  menu = menuNames;
  signIn(held, menuNames);
}

/** The dashboard's own calls, in order (the shell's session calls left out). */
const calledPaths = (calls: MockCall[]) => calls.map((c) => c.url.pathname.replace('/api/admin/v1.0', '')).filter((p) => p.startsWith('/dashboard') || p === '/tickets/recent');

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

  it('shows a user without any list operation a welcome with the screens the menu offers, not zeros', async () => {
    signInWith(['List FAQs'], ['FAQs']);
    const { calls } = mockFetch(server);
    renderRoutes(appRoutes, '/dashboard');
    const welcome = await screen.findByRole('region', { name: 'Where would you like to go?' });
    expect(within(welcome).getByRole('link', { name: 'Go to FAQs' }).getAttribute('href')).toBe('/dashboard/faqs');
    expect(within(welcome).getByRole('link', { name: 'Go to My Profile' }).getAttribute('href')).toBe('/dashboard/profile');
    expect(within(welcome).queryByRole('link', { name: 'Go to Dashboard' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /Total/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Trolleys' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Recent Tickets' })).toBeNull();
    expect(calledPaths(calls)).toEqual([]);
  });
});

describe('Dashboard by role', () => {
  it('a plant operator (trolley operations only): the four trolley cards, each a link, and the customers past their free days', async () => {
    signInWith(['List Trolleys', 'View Trolley', 'Add Trolley', 'Update Trolley']);
    const { calls } = mockFetch(server);
    renderRoutes(appRoutes, '/dashboard');
    const atPlants = await screen.findByRole('link', { name: /At my plants/ });
    await waitFor(() => expect(atPlants.textContent).toContain('12'));
    expect(atPlants.textContent).toContain('Your 2 plants');
    expect(atPlants.getAttribute('href')).toBe('/dashboard/trolleys');
    const links = Object.fromEntries(
      ['In transit', 'At customers', 'Past free days'].map((label) => {
        const link = screen.getByRole('link', { name: new RegExp(label) });
        return [label, [link.getAttribute('href'), link.textContent]];
      }),
    );
    expect(links).toEqual({
      'In transit': ['/dashboard/plant-transfer/check-in', 'In transit3To or from your plants'],
      'At customers': ['/dashboard/trolleys/customers', 'At customers1,045Delivered, not yet picked up'],
      'Past free days': ['#past-free-days', 'Past free days9Held by 6 customers'],
    });
    for (const label of ['Total Businesses', 'Total Customers', 'Total Tickets']) expect(screen.queryByRole('heading', { name: label })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Recent Tickets' })).toBeNull();

    const overdue = screen.getByRole('table', { name: 'Customers past their free days' });
    expect(
      within(overdue)
        .getAllByRole('row')
        .map((r) => [...r.querySelectorAll('th,td')].map((c) => c.textContent)),
    ).toEqual([
      ['Customer', 'Trolleys over', 'Days over'],
      ['Bea BeforeHarbour Glass', '1', '10 days'],
      ['Oscar Over', '2', '1 day'],
    ]);
    expect(within(overdue).getByRole('link', { name: 'Bea Before' }).getAttribute('href')).toBe('/dashboard/trolleys/customers?customer=41&customer_name=Bea+Before');
    expect(screen.getByText('The 2 longest overdue of 6 customers.')).toBeTruthy();
    expect(calledPaths(calls)).toEqual(['/dashboard/trolleys']);
  });

  it('a user who may list tickets only: Total Tickets and Recent Tickets, no other card', async () => {
    signInWith(['List Tickets']);
    const { calls } = mockFetch(server);
    renderRoutes(appRoutes, '/dashboard');
    const tickets = await screen.findByRole('link', { name: /Total Tickets/ });
    await waitFor(() => expect(tickets.textContent).toContain('23'));
    await screen.findByRole('table', { name: 'Recent Tickets' });
    expect(screen.queryByRole('heading', { name: 'Total Businesses' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Total Customers' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Trolleys' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Where would you like to go?' })).toBeNull();
    expect(calledPaths(calls).sort()).toEqual(['/dashboard', '/tickets/recent']);
  });

  it('View Ticket alone opens no card and no Recent Tickets (the table follows List Tickets)', async () => {
    signInWith(['View Ticket']);
    mockFetch(server);
    renderRoutes(appRoutes, '/dashboard');
    await screen.findByRole('region', { name: 'Where would you like to go?' });
    expect(screen.queryByRole('table', { name: 'Recent Tickets' })).toBeNull();
  });

  it('the Super Admin, holding everything: the three counts, the trolley cards over every plant, and Recent Tickets', async () => {
    signInWith(['List Business', 'List Customers', 'List Tickets', 'View Ticket', 'List Trolleys', 'View Additional Cost'], ['Business', 'Customers', 'Tickets']);
    trolleys = { ...TROLLEYS, all_plants: true, plant_count: 4 };
    mockFetch(server);
    renderRoutes(appRoutes, '/dashboard');
    for (const label of ['Total Businesses', 'Total Customers', 'Total Tickets', 'At my plants', 'In transit', 'At customers', 'Past free days']) {
      expect(await screen.findByRole('link', { name: new RegExp(label) })).toBeTruthy();
    }
    await waitFor(() => expect(screen.getByRole('link', { name: /At my plants/ }).textContent).toContain('All 4 plants'));
    expect(screen.getByRole('link', { name: /In transit/ }).textContent).toContain('Between plants');
    await screen.findByRole('table', { name: 'Recent Tickets' });
    expect(screen.queryByRole('region', { name: 'Where would you like to go?' })).toBeNull();
  });

  it('a trolley user without plants is told so; figures that cannot be read show a dash', async () => {
    signInWith(['List Trolleys']);
    trolleys = { ...TROLLEYS, plant_count: 0, at_plants: 0, in_transit: 0, overdue: [], overdue_customers: 0, past_free_days: 0 };
    mockFetch(server);
    const first = renderRoutes(appRoutes, '/dashboard');
    await waitFor(() => expect(screen.getByRole('link', { name: /At my plants/ }).textContent).toContain('No plants assigned to you'));
    expect(screen.getByText('No customer holds a trolley past its free days.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Past free days/ }).textContent).toContain('No customer over');
    first.unmount();

    mockFetch((call) => (call.url.pathname.endsWith('/dashboard/trolleys') ? { status: 500, body: { detail: 'Internal Server Error' } } : server(call)));
    renderRoutes(appRoutes, '/dashboard');
    await waitFor(() => expect(screen.getByRole('link', { name: /At customers/ }).textContent).toContain('—'));
    expect(screen.getByText('The trolley figures could not be loaded.')).toBeTruthy();
  });
});
