import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityEntry } from '@glassdesk/shared';
import { formatDateTime } from '../../lib/format-date';
import { mockFetch, type MockCall } from '../../test/fetch-mock';
import { renderAt, signIn } from '../../test/render';
import { HistoryPanel } from './history-panel';

const AT = '2026-03-12T14:05:00.000Z';

const entry = (id: number, over: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id,
  at: AT,
  actor: { type: 'user', id: 2, name: 'Ann Lee' },
  action: 'created',
  entity: { type: 'customer', id: 7, label: 'Customer Bo Ek' },
  changes: [],
  request_id: null,
  ...over,
});

const update = entry(30, {
  action: 'updated',
  changes: [
    { field: 'per_day_charge', before: '$2.00', after: '$3.50' },
    { field: 'plant_id', before: null, after: 'North Plant' },
    { field: 'note', before: 'Call first', after: null },
  ],
});
// 23 entries: the update on top, newest first.
const rows = [update, ...Array.from({ length: 22 }, (_, i) => entry(29 - i))];

function server({ method, url }: MockCall) {
  if (method === 'GET' && url.pathname === '/api/admin/v1.0/customers/7/activity') {
    const start = Number(url.searchParams.get('start'));
    const limit = Number(url.searchParams.get('limit'));
    return { body: { list: rows.slice(start, start + limit), count: rows.length } };
  }
  return { status: 404, body: { detail: 'Not Found' } };
}

afterEach(() => vi.unstubAllGlobals());

describe('HistoryPanel: the History of one record', () => {
  it('asks for nothing until opened, then shows the newest ten entries, each one readable line', async () => {
    const user = userEvent.setup();
    signIn(['View Customer']);
    const { calls } = mockFetch(server);
    renderAt(<HistoryPanel resource="customers" id={7} label="Bo Ek" />);
    const toggle = screen.getByRole('button', { name: 'History' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(calls).toHaveLength(0);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = await screen.findByRole('list', { name: 'History of Bo Ek' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]!.textContent).toContain(`Ann Lee changed Per Day Charge $2.00 → $3.50 (+2 more), ${formatDateTime(AT)}`);
    expect(items[1]!.textContent).toContain('Ann Lee created Customer Bo Ek');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ start: '0', limit: '10', sort_by: 'at', order: 'desc' });
  });

  it('expands an entry to every field it changed, no value as an em dash', async () => {
    const user = userEvent.setup();
    signIn(['View Customer']);
    mockFetch(server);
    renderAt(<HistoryPanel resource="customers" id={7} label="Bo Ek" />);
    await user.click(screen.getByRole('button', { name: 'History' }));
    const disclosure = await screen.findByRole('button', { name: '3 changes' });
    expect(disclosure.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list', { name: 'Changes' })).toBeNull();

    await user.click(disclosure);
    expect(disclosure.getAttribute('aria-expanded')).toBe('true');
    const changes = screen.getByRole('list', { name: 'Changes' });
    expect(disclosure.getAttribute('aria-controls')).toBe(changes.id);
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Per Day Charge: $2.00 → $3.50', 'Plant: — → North Plant', 'Note: Call first → —']);

    await user.click(disclosure);
    expect(screen.queryByRole('list', { name: 'Changes' })).toBeNull();
  });

  it('pages through older entries', async () => {
    const user = userEvent.setup();
    signIn(['View Customer']);
    const { calls } = mockFetch(server);
    renderAt(<HistoryPanel resource="customers" id={7} label="Bo Ek" />);
    await user.click(screen.getByRole('button', { name: 'History' }));
    await screen.findByRole('list', { name: 'History of Bo Ek' });
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('start')).toBe('10'));
    await waitFor(() => expect(screen.queryByRole('button', { name: '3 changes' })).toBeNull());
    expect(screen.getByText('11–20 of 23')).toBeTruthy();
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    signIn([]);
    mockFetch(() => ({ status: 403, body: { detail: 'You may not view this customer.' } }));
    renderAt(<HistoryPanel resource="customers" id={7} label="Bo Ek" />);
    await user.click(screen.getByRole('button', { name: 'History' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You may not view this customer.');
  });

  it("folds a run of failed sign-ins into one line, so the page's other entries stay in view", async () => {
    const user = userEvent.setup();
    signIn(['View Customer']);
    const failed = (id: number, minute: number) =>
      entry(id, { action: 'sign_in_failed', actor: { type: 'customer', id: 7, name: 'Bo Ek' }, at: `2026-03-12T14:${String(minute).padStart(2, '0')}:00.000Z` });
    const page = [entry(20, { action: 'signed_in', actor: { type: 'customer', id: 7, name: 'Bo Ek' } }), ...[7, 6, 5, 4, 2].map((m, i) => failed(19 - i, m)), entry(14)];
    mockFetch(({ url }) => (url.pathname === '/api/admin/v1.0/customers/7/activity' ? { body: { list: page, count: page.length } } : { status: 404, body: {} }));
    renderAt(<HistoryPanel resource="customers" id={7} label="Bo Ek" />);
    await user.click(screen.getByRole('button', { name: 'History' }));
    const items = within(await screen.findByRole('list', { name: 'History of Bo Ek' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('Bo Ek signed in');
    const [day, from] = formatDateTime('2026-03-12T14:02:00.000Z').split(' ');
    expect(items[1]!.textContent).toBe(`5 failed sign-ins, ${day} ${from}-${formatDateTime('2026-03-12T14:07:00.000Z').split(' ')[1]}`);
    expect(items[2]!.textContent).toContain('Ann Lee created Customer Bo Ek');
  });
});
