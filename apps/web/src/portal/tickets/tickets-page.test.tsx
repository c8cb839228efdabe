import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, type MockAnswer, type MockCall } from '../../test/fetch-mock';
import { CUSTOMER, customerPath, renderPortal, signInAs } from '../test/render-portal';
import { seenKey } from './seen-notifications';
import { row } from './ticket-fixtures';
import type { TicketRow } from './tickets-query';

const ME = { ...CUSTOMER, number: '0400000000', business: { id: 7, name: 'Clear View Glazing' } };

/** A server holding `tickets` (newest first): pages by start/limit, searches ticket ids, narrows to mine with mine=1. */
function server(tickets: TicketRow[], me: object = ME) {
  return ({ url }: MockCall): MockAnswer => {
    const path = customerPath(url);
    if (path === '/me') return { body: me };
    if (path === '/tickets') {
      const q = url.searchParams;
      const search = (q.get('search') ?? '').toLowerCase();
      const matching = tickets.filter((t) => (!search || t.ticket_id.toLowerCase().includes(search)) && (q.get('mine') !== '1' || t.customer_id === CUSTOMER.id));
      const start = Number(q.get('start') ?? 0);
      const limit = Number(q.get('limit') ?? 10);
      return { body: { list: matching.slice(start, start + limit), count: matching.length } };
    }
    return { status: 404, body: { detail: 'Not Found' } };
  };
}

const listCalls = (calls: MockCall[]) => calls.filter((c) => customerPath(c.url) === '/tickets');
const cards = () => within(screen.getByRole('list', { name: 'Tickets' })).getAllByRole('article');
const many = (n: number) => Array.from({ length: n }, (_, i) => row(n - i, { created_at: new Date(Date.UTC(2026, 4, 1) + (n - i) * 3_600_000).toISOString() }));

afterEach(() => vi.unstubAllGlobals());

describe('My Tickets (/portal/tickets)', () => {
  it('shows a card per ticket with its id (a link to the ticket), status chip, glass order no and received date', async () => {
    signInAs();
    const { calls } = mockFetch(server([row(3, { status: 'Delivered' }), row(2, { status: 'Notified' }), row(1)]));
    renderPortal('/portal/tickets');
    expect(await screen.findByRole('heading', { name: 'My Tickets', level: 1 })).toBeTruthy();
    await screen.findByRole('link', { name: 'GD-0003' });
    expect(cards()).toHaveLength(3);
    const first = within(cards()[0]);
    expect(first.getByRole('link', { name: 'GD-0003' }).getAttribute('href')).toBe('/portal/tickets/3');
    expect(first.getByText('Delivered')).toBeTruthy();
    expect(first.getByText('GO-3')).toBeTruthy();
    expect(first.getByText('04/05/2026')).toBeTruthy();
    expect(within(cards()[1]).getByText('Notified')).toBeTruthy();
    expect(within(cards()[2]).getByText('Created')).toBeTruthy();
    expect(screen.getByText('3 tickets')).toBeTruthy();
    // Newest first, the first page of 10, from the customer API.
    const query = listCalls(calls)[0].url.searchParams;
    expect(Object.fromEntries(query)).toEqual({ start: '0', limit: '10', sort_by: 'created_at', order: 'desc' });
    // A customer who sees only their own tickets is not told who raised them.
    expect(screen.queryByText('Raised by')).toBeNull();
  });

  it("the status chips take the back-office's colours", async () => {
    signInAs();
    mockFetch(server([row(3, { status: 'Delivered' }), row(2, { status: 'Notified' }), row(1)]));
    renderPortal('/portal/tickets');
    await screen.findByRole('link', { name: 'GD-0003' });
    expect(screen.getByText('Delivered').closest('.MuiChip-root')?.className).toContain('MuiChip-colorSuccess');
    expect(screen.getByText('Notified').closest('.MuiChip-root')?.className).toContain('MuiChip-colorInfo');
    expect(screen.getByText('Created').closest('.MuiChip-root')?.className).toContain('MuiChip-colorWarning');
  });

  it('pages on the server, the page kept in the address (?page=2), and a reload of that address opens it again', async () => {
    signInAs();
    const { calls } = mockFetch(server(many(23)));
    const user = userEvent.setup();
    const view = renderPortal('/portal/tickets');
    await screen.findByRole('link', { name: 'GD-0023' });
    expect(screen.getByText('23 tickets · page 1 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('link', { name: 'GD-0013' });
    expect(view.where()).toBe('/portal/tickets?page=2');
    expect(listCalls(calls).at(-1)!.url.searchParams.get('start')).toBe('10');
    expect(cards()).toHaveLength(10);
    view.unmount();

    renderPortal('/portal/tickets?page=3');
    await screen.findByRole('link', { name: 'GD-0003' });
    expect(cards()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('searches after a pause in typing, once, keeps the search in the address and starts again at page 1', async () => {
    signInAs();
    const { calls } = mockFetch(server(many(23)));
    const user = userEvent.setup();
    const view = renderPortal('/portal/tickets?page=2');
    await screen.findByRole('link', { name: 'GD-0013' });
    const before = listCalls(calls).length;
    await user.type(screen.getByRole('searchbox', { name: 'Search tickets' }), 'GD-001');
    await waitFor(() => expect(view.where()).toBe('/portal/tickets?search=GD-001'));
    await screen.findByRole('link', { name: 'GD-0019' });
    expect(cards()).toHaveLength(10);
    const searched = listCalls(calls).slice(before);
    expect(searched).toHaveLength(1);
    expect(searched[0].url.searchParams.get('search')).toBe('GD-001');
    expect(searched[0].url.searchParams.get('start')).toBe('0');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(view.where()).toBe('/portal/tickets'));
    await screen.findByRole('link', { name: 'GD-0023' });
  });

  it('a search in the address fills the box; no match says so and offers to show all', async () => {
    signInAs();
    mockFetch(server(many(3)));
    const user = userEvent.setup();
    const view = renderPortal('/portal/tickets?search=nothing');
    expect(await screen.findByText(/No tickets match/)).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search tickets' }) as HTMLInputElement).value).toBe('nothing');
    await user.click(screen.getByRole('button', { name: 'Show all tickets' }));
    await screen.findByRole('link', { name: 'GD-0003' });
    expect(view.where()).toBe('/portal/tickets');
  });

  it('no tickets at all: says so and offers to raise one; "New ticket" is always there', async () => {
    signInAs();
    mockFetch(server([]));
    renderPortal('/portal/tickets');
    expect(await screen.findByText('No tickets yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Raise a ticket' }).getAttribute('href')).toBe('/portal/tickets/new');
    const newTicket = screen.getAllByRole('link', { name: 'New ticket' });
    expect(newTicket.length).toBeGreaterThan(0);
    for (const link of newTicket) expect(link.getAttribute('href')).toBe('/portal/tickets/new');
  });

  it('a failed load says why and Retry asks again', async () => {
    signInAs();
    let fail = true;
    const ok = server([row(1)]);
    mockFetch((call) => (customerPath(call.url) === '/tickets' && fail ? 'network-error' : ok(call)));
    const user = userEvent.setup();
    renderPortal('/portal/tickets');
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert.textContent).toContain('No connection');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('link', { name: 'GD-0001' });
  });

  it("on a business's list: who raised each ticket, and Mine / My business narrows on the server (mine=1), kept in the address", async () => {
    signInAs();
    const tickets = [row(3, { customer_id: 99, name: 'Olly Other' }), row(2), row(1, { customer_id: 99, name: 'Olly Other' })];
    const { calls } = mockFetch(server(tickets, { ...ME, sees_business_tickets: true }));
    const user = userEvent.setup();
    const view = renderPortal('/portal/tickets');
    await screen.findByRole('link', { name: 'GD-0003' });
    expect(within(cards()[0]).getByText('Olly Other')).toBeTruthy();
    expect(within(cards()[1]).getByText('You')).toBeTruthy();
    const group = await screen.findByRole('group', { name: 'Whose tickets' });
    expect(within(group).getByRole('button', { name: 'My business' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(within(group).getByRole('button', { name: 'Mine' }));
    await waitFor(() => expect(view.where()).toBe('/portal/tickets?scope=mine'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'GD-0003' })).toBeNull());
    expect(cards()).toHaveLength(1);
    expect(listCalls(calls).at(-1)!.url.searchParams.get('mine')).toBe('1');
    expect(within(group).getByRole('button', { name: 'Mine' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('1 ticket')).toBeTruthy();
  });

  it('without the server saying the customer sees the business, no filter is offered and mine is never sent', async () => {
    signInAs();
    const { calls } = mockFetch(server([row(2, { customer_id: 99, name: 'Olly Other' }), row(1)]));
    renderPortal('/portal/tickets?scope=mine');
    await screen.findByRole('link', { name: 'GD-0002' });
    // Someone else's ticket on the list: who raised each is shown all the same.
    expect(within(cards()[0]).getByText('Olly Other')).toBeTruthy();
    expect(within(cards()[1]).getByText('You')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Whose tickets' })).toBeNull();
    expect(listCalls(calls).every((c) => !c.url.searchParams.has('mine'))).toBe(true);
  });

  it('marks "New" the tickets with a notification newer than what the customer saw on the ticket page', async () => {
    signInAs();
    window.localStorage.setItem(seenKey(CUSTOMER.id), JSON.stringify({ 2: '2026-05-06T08:15:00.000Z', 1: '2026-05-01T00:00:00.000Z' }));
    mockFetch(
      server([
        row(4, { last_notification_at: null }),
        row(3, { status: 'Notified', last_notification_at: '2026-05-07T08:00:00.000Z' }), // never opened
        row(2, { status: 'Notified', last_notification_at: '2026-05-06T08:15:00.000Z' }), // seen
        row(1, { status: 'Delivered', last_notification_at: '2026-05-02T12:00:00.000Z' }), // newer than seen
      ]),
    );
    renderPortal('/portal/tickets');
    await screen.findByRole('link', { name: 'GD-0004' });
    const marked = cards().map((card) => within(card).queryByText('New') !== null);
    expect(marked).toEqual([false, true, false, true]);
    // A screen reader hears what is new.
    expect(within(cards()[1]).getByText('New').textContent).toContain('notification since your last visit');
  });

  it('the card carries the list address to the ticket page, whose back link returns to the same page and search', async () => {
    signInAs();
    mockFetch((call) => {
      if (customerPath(call.url) === '/tickets/13') return { status: 404, body: { detail: 'Ticket not found.' } };
      return server(many(23))(call);
    });
    const user = userEvent.setup();
    const view = renderPortal('/portal/tickets?search=GD-001&page=1');
    await user.click(await screen.findByRole('link', { name: 'GD-0013' }));
    await waitFor(() => expect(view.where()).toBe('/portal/tickets/13'));
    expect(await screen.findByRole('heading', { name: 'This ticket was not found.' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Back to My tickets' }));
    await waitFor(() => expect(view.where()).toBe('/portal/tickets?search=GD-001&page=1'));
    await screen.findByRole('link', { name: 'GD-0013' });
  });
});
