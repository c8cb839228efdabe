import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerTrolley } from '@glassdesk/shared';
import { mockFetch, type MockCall } from '../../test/fetch-mock';
import { formatDateTime } from '../../lib/format-date';
import { CUSTOMER, customerPath, renderPortal, signInAs } from '../test/render-portal';

afterEach(() => vi.unstubAllGlobals());

const ME = { id: CUSTOMER.id, first_name: CUSTOMER.first_name, last_name: CUSTOMER.last_name };
const row = (id: number, extra: Partial<CustomerTrolley> = {}): CustomerTrolley => ({
  id,
  name: `Trolley ${id}`,
  uid: `TR-${id}`,
  customer: ME,
  since: '2026-11-01T09:00:00.000Z',
  time_duration: 8,
  charge_free_days: 5,
  after_free_day_charge: 2.5,
  chargeable_days: 3,
  cost: 7.5,
  pickup_requested_at: null,
  handover_id: null,
  ...extra,
});

/** GET /trolleys from `rows`, paged; POST/DELETE pickup-request change them as the server does. */
function server(rows: CustomerTrolley[], override: (call: MockCall) => { status?: number; body?: unknown } | undefined = () => undefined) {
  return (call: MockCall) => {
    const a = override(call);
    if (a) return a;
    const path = customerPath(call.url);
    if (path === '/trolleys') {
      const start = Number(call.url.searchParams.get('start'));
      const limit = Number(call.url.searchParams.get('limit'));
      return { body: { list: rows.slice(start, start + limit), count: rows.length } };
    }
    const m = /^\/trolleys\/(\d+)\/pickup-request$/.exec(path ?? '');
    if (m) {
      const t = rows.find((r) => r.id === Number(m[1]))!;
      if (call.method === 'POST') {
        t.pickup_requested_at = '2026-11-25T10:05:00.000Z';
        return { status: 201, body: { pickup_requested_at: t.pickup_requested_at } };
      }
      t.pickup_requested_at = null;
      return { body: { message: 'Pickup request withdrawn.' } };
    }
    return { status: 404, body: { detail: 'Not Found' } };
  };
}

describe('My Trolleys (/portal/trolleys)', () => {
  it('shows each trolley held with its days and the charge so far in dollars, oldest first as the server sends them', async () => {
    signInAs();
    const { calls } = mockFetch(server([row(1), row(2, { time_duration: 2, chargeable_days: 0, cost: 0 })]));
    renderPortal('/portal/trolleys');
    const first = await screen.findByRole('article', { name: 'Trolley 1' });
    expect(within(first).getByText('TR-1')).toBeTruthy();
    expect(first.textContent).toContain('Days held8 days');
    expect(first.textContent).toContain('Free days5 days');
    expect(first.textContent).toContain('Days over3 days');
    expect(first.textContent).toContain('Per day over$2.50');
    expect(first.textContent).toContain('Charge so far$7.50');
    expect(screen.getByRole('article', { name: 'Trolley 2' }).textContent).toContain('Charge so far$0.00');
    expect(screen.getByText('2 trolleys')).toBeTruthy();
    // Only their own: no "With ..." line.
    expect(screen.queryByText(/^With /)).toBeNull();
    const list = calls.find((c) => customerPath(c.url) === '/trolleys')!;
    expect(list.url.searchParams.get('start')).toBe('0');
    expect(list.url.searchParams.get('limit')).toBe('20');
  });

  it('downloads the receipt of the delivery that brought a trolley from its card, once for a double tap; a trolley delivered before receipts has none', async () => {
    const user = userEvent.setup();
    signInAs();
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:receipt'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { calls } = mockFetch(server([row(1, { handover_id: 12 }), row(2)], (c) => (customerPath(c.url) === '/handovers/12/receipt' ? { body: '%PDF-1.3' } : undefined)));
    renderPortal('/portal/trolleys');
    const first = await screen.findByRole('article', { name: 'Trolley 1' });
    await user.dblClick(within(first).getByRole('button', { name: 'Delivery receipt (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['handover-12.pdf']));
    expect(calls.filter((c) => customerPath(c.url) === '/handovers/12/receipt')).toHaveLength(1);
    expect(within(screen.getByRole('article', { name: 'Trolley 2' })).queryByRole('button', { name: 'Delivery receipt (PDF)' })).toBeNull();
    click.mockRestore();
  });

  it('"Ready for pickup" sends one request for a double tap, then offers to withdraw it', async () => {
    signInAs();
    const rows = [row(1)];
    const { calls } = mockFetch(server(rows));
    const user = userEvent.setup();
    renderPortal('/portal/trolleys');
    const card = await screen.findByRole('article', { name: 'Trolley 1' });
    const ready = within(card).getByRole('button', { name: 'Ready for pickup' });
    await user.dblClick(ready);
    expect((await within(card).findByRole('status')).textContent).toBe('Pickup requested. We will let the plant know.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    await within(card).findByRole('button', { name: 'Withdraw pickup request' });
    expect(within(card).getByText('Pickup requested')).toBeTruthy();
    expect(card.textContent).toContain(`Pickup requested on ${formatDateTime('2026-11-25T10:05:00.000Z')}.`);
    await user.click(within(card).getByRole('button', { name: 'Withdraw pickup request' }));
    await within(card).findByRole('button', { name: 'Ready for pickup' });
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => customerPath(c.url))).toEqual(['/trolleys/1/pickup-request']);
  });

  it('a trolley picked up meanwhile (404) says so and the list refreshes', async () => {
    signInAs();
    let gone = false;
    mockFetch(
      server([row(1)], (c) => {
        if (c.method === 'POST') {
          gone = true;
          return { status: 404, body: { detail: 'Trolley not found.' } };
        }
        if (gone && customerPath(c.url) === '/trolleys') return { body: { list: [], count: 0 } };
        return undefined;
      }),
    );
    const user = userEvent.setup();
    renderPortal('/portal/trolleys');
    const card = await screen.findByRole('article', { name: 'Trolley 1' });
    await user.click(within(card).getByRole('button', { name: 'Ready for pickup' }));
    expect(await screen.findByText('You hold no trolleys at the moment.')).toBeTruthy();
  });

  it("the master customer sees who holds each of the business's trolleys", async () => {
    signInAs();
    mockFetch(server([row(1), row(2, { customer: { id: 77, first_name: 'Sam', last_name: 'Site' } })]));
    renderPortal('/portal/trolleys');
    const second = await screen.findByRole('article', { name: 'Trolley 2' });
    expect(within(second).getByText('With Sam Site')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Trolley 1' })).getByText(`With ${CUSTOMER.first_name} ${CUSTOMER.last_name}`)).toBeTruthy();
  });

  it('pages by 20 with the page in the address, and says when the list is empty', async () => {
    signInAs();
    const rows = Array.from({ length: 23 }, (_, i) => row(i + 1));
    const { calls } = mockFetch(server(rows));
    const user = userEvent.setup();
    const view = renderPortal('/portal/trolleys');
    await screen.findByRole('article', { name: 'Trolley 1' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('article', { name: 'Trolley 21' });
    expect(view.where()).toBe('/portal/trolleys?page=2');
    expect(
      calls
        .filter((c) => customerPath(c.url) === '/trolleys')
        .at(-1)!
        .url.searchParams.get('start'),
    ).toBe('20');
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('a failed load offers Retry', async () => {
    signInAs();
    let fail = true;
    mockFetch(server([row(1)], (c) => (fail && customerPath(c.url) === '/trolleys' ? { status: 500, body: { detail: 'Internal Server Error' } } : undefined)));
    const user = userEvent.setup();
    renderPortal('/portal/trolleys');
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 });
    fail = false;
    await user.click(retry);
    await waitFor(() => expect(screen.getByRole('article', { name: 'Trolley 1' })).toBeTruthy());
  });
});

describe('My Trolleys: statements and offline', () => {
  it('links to the monthly statements, which have their own page', async () => {
    signInAs();
    mockFetch(server([row(1)]));
    renderPortal('/portal/trolleys');
    await screen.findByRole('article', { name: 'Trolley 1' });
    expect(screen.getByRole('link', { name: 'Monthly statements' }).getAttribute('href')).toBe('/portal/statements');
  });

  it('offline, says how old the trolleys shown are: the time of the last load online', async () => {
    signInAs();
    let online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    mockFetch(server([row(1)]));
    const first = renderPortal('/portal/trolleys');
    await screen.findByRole('article', { name: 'Trolley 1' });
    expect(screen.queryByText(/when this phone was last online/)).toBeNull();
    const loadedAt = localStorage.getItem(`glassdesk-portal-trolleys-at-${CUSTOMER.id}`)!;
    expect(Date.now() - Date.parse(loadedAt)).toBeLessThan(60_000);
    first.unmount();

    // Offline, the service worker's kept answer: the page says when it was loaded.
    online = false;
    localStorage.setItem(`glassdesk-portal-trolleys-at-${CUSTOMER.id}`, '2026-11-30T08:15:00.000Z');
    mockFetch(server([row(1)]));
    renderPortal('/portal/trolleys');
    await screen.findByRole('article', { name: 'Trolley 1' });
    expect((await screen.findByText(/when this phone was last online/)).textContent).toBe(
      `As of ${formatDateTime('2026-11-30T08:15:00.000Z')}, when this phone was last online: charges and pickups may have changed since.`,
    );
    // The offline load did not count as an online one.
    expect(localStorage.getItem(`glassdesk-portal-trolleys-at-${CUSTOMER.id}`)).toBe('2026-11-30T08:15:00.000Z');
    vi.restoreAllMocks();
  });
});
