import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, type MockAnswer, type MockCall } from '../../test/fetch-mock';
import { CUSTOMER, customerPath, renderPortal, signInAs } from '../test/render-portal';
import type { HistoryEntry } from './history-query';
import { detail } from './ticket-fixtures';

const TICKET = detail(12);

/** Entry `n` of the ticket's History (1 the oldest): one per minute from 05/05/2026 10:00 UTC. */
function entry(n: number, extra: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    id: 100 + n,
    at: new Date(Date.UTC(2026, 4, 5, 10, n)).toISOString(),
    actor: { type: 'user', id: 3, name: 'Sam Staff' },
    action: 'updated',
    entity: { type: 'ticket', id: TICKET.id, label: `Ticket ${TICKET.ticket_id}` },
    changes: [{ field: 'panel_status', before: null, after: `Step ${n}` }],
    request_id: null,
    ...extra,
  };
}

/** 12 entries, newest first as the server sends them: the newest a notification, the oldest the customer's raising. */
const ALL: HistoryEntry[] = Array.from({ length: 12 }, (_, i) => {
  const n = 12 - i;
  if (n === 12) return entry(n, { actor: { type: 'user', id: 4, name: 'Ann Lee' }, action: 'notified', changes: [{ field: 'status', before: 'Created', after: 'Notified' }] });
  if (n === 1) return entry(n, { actor: { type: 'customer', id: CUSTOMER.id, name: 'Gina Glazier' }, action: 'created', changes: [] });
  return entry(n);
});

type History = (call: MockCall) => MockAnswer;
const pageOf: History = ({ url }) => {
  const start = Number(url.searchParams.get('start'));
  const limit = Number(url.searchParams.get('limit'));
  return { body: { list: ALL.slice(start, start + limit), count: ALL.length } };
};

function server(history: History = pageOf) {
  return (call: MockCall): MockAnswer => {
    const path = customerPath(call.url);
    if (path === `/tickets/${TICKET.id}`) return { body: TICKET };
    if (path === `/tickets/${TICKET.id}/activity`) return history(call);
    return { status: 404, body: { detail: 'Not Found' } };
  };
}

const historyCalls = (calls: MockCall[]) => calls.filter((c) => customerPath(c.url) === `/tickets/${TICKET.id}/activity`);
/** The History's entries (its list's own items, not the lists of changes inside them). */
const items = (list: HTMLElement) => Array.from(list.querySelectorAll<HTMLElement>(':scope > li'));

afterEach(() => vi.unstubAllGlobals());

describe("a ticket's History", () => {
  it('lists the first ten entries newest first: who did what and when, with every change', async () => {
    signInAs();
    const { calls } = mockFetch(server());
    renderPortal('/portal/tickets/12');
    const region = await screen.findByRole('region', { name: 'History' });
    expect(within(region).getByRole('heading', { name: 'History', level: 2 })).toBeTruthy();
    const list = await within(region).findByRole('list', { name: 'History of Ticket GD-0012' });
    const rows = items(list);
    expect(rows).toHaveLength(10);
    expect(rows[0].firstElementChild?.textContent).toMatch(/^Ann Lee notified this ticket · 05\/05\/2026 \d{2}:12$/);
    expect(rows[0].querySelector('time')?.getAttribute('dateTime')).toBe('2026-05-05T10:12:00.000Z');
    expect(within(rows[0]).getByRole('list', { name: 'Changes' }).textContent).toBe('Status Created → Notified');
    expect(rows[1].textContent).toMatch(/^Sam Staff changed this ticket · 05\/05\/2026 \d{2}:11Panel Status — → Step 11$/);
    expect(rows[9].textContent).toContain('Panel Status — → Step 3');
    // One request, for the first page, newest first.
    expect(historyCalls(calls)).toHaveLength(1);
    expect(Object.fromEntries(historyCalls(calls)[0].url.searchParams)).toEqual({ start: '0', limit: '10', sort_by: 'at', order: 'desc' });
    expect(within(region).getByText('10 of 12 shown')).toBeTruthy();
  });

  it('"Show more" asks for the next page (start=10) and adds it below; with nothing more to show, the button goes', async () => {
    signInAs();
    const { calls } = mockFetch(server());
    const user = userEvent.setup();
    renderPortal('/portal/tickets/12');
    const list = await screen.findByRole('list', { name: 'History of Ticket GD-0012' });
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(items(list)).toHaveLength(12));
    expect(historyCalls(calls).map((c) => c.url.searchParams.get('start'))).toEqual(['0', '10']);
    expect(historyCalls(calls)[1].url.searchParams.get('limit')).toBe('10');
    const rows = items(list);
    expect(rows[0].textContent).toContain('Ann Lee notified this ticket');
    expect(rows[10].textContent).toContain('Panel Status — → Step 2');
    // The customer's own entry says so; an entry with no change has no list of changes.
    expect(rows[11].textContent).toMatch(/^Gina Glazier \(you\) created this ticket · /);
    expect(within(rows[11]).queryByRole('list')).toBeNull();
    // The focus moves to the first entry added (the button it was on is gone).
    await waitFor(() => expect(document.activeElement).toBe(rows[10]));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('offline, says History is not available and leaves the rest of the page as it is; Retry asks again', async () => {
    signInAs();
    let offline = true;
    const { calls } = mockFetch(server((call) => (offline ? 'network-error' : pageOf(call))));
    const user = userEvent.setup();
    renderPortal('/portal/tickets/12');
    const region = await screen.findByRole('region', { name: 'History' });
    const note = await within(region).findByRole('status');
    expect(note.textContent).toContain('History is not available offline.');
    // Not retried while there is no answer, and no alarm: the ticket is all there.
    expect(historyCalls(calls)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Ticket GD-0012', level: 1 })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: /Notifications/ })).getAllByRole('listitem')).toHaveLength(2);

    offline = false;
    await user.click(within(note).getByRole('button', { name: 'Retry' }));
    expect(items(await within(region).findByRole('list', { name: 'History of Ticket GD-0012' }))).toHaveLength(10);
    expect(within(region).queryByRole('status')).toBeNull();
  });

  it('shows the API\'s own message, and a failed "Show more" keeps the entries already shown', async () => {
    signInAs();
    let fail = false;
    mockFetch(server((call) => (fail ? { status: 429, body: { detail: 'Too many requests. Try again in a minute.' } } : pageOf(call))));
    const user = userEvent.setup();
    renderPortal('/portal/tickets/12');
    const list = await screen.findByRole('list', { name: 'History of Ticket GD-0012' });
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    const region = screen.getByRole('region', { name: 'History' });
    expect((await within(region).findByRole('status')).textContent).toContain('Too many requests. Try again in a minute.');
    expect(items(list)).toHaveLength(10);

    fail = false;
    await user.click(within(region).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(items(list)).toHaveLength(12));
    expect(within(region).queryByRole('status')).toBeNull();
  });

  it('a ticket with nothing recorded says so', async () => {
    signInAs();
    mockFetch(server(() => ({ body: { list: [], count: 0 } })));
    renderPortal('/portal/tickets/12');
    const region = await screen.findByRole('region', { name: 'History' });
    expect(await within(region).findByText('Nothing recorded yet.')).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
