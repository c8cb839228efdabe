import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Handover } from '@glassdesk/shared';
import { mockFetch } from '../../test/fetch-mock';
import { formatDateTime } from '../../lib/format-date';
import { CUSTOMER, customerPath, renderPortal, signInAs } from '../test/render-portal';

afterEach(() => vi.unstubAllGlobals());

const handover = (id: number, extra: Partial<Handover> = {}): Handover => ({
  id,
  kind: 'delivery',
  customer: { id: CUSTOMER.id, first_name: CUSTOMER.first_name, last_name: CUSTOMER.last_name, business: null },
  at: '2026-11-20T09:15:00.000Z',
  recorded_at: '2026-11-20T09:16:00.000Z',
  trolleys: [{ id: 1, uid: 'TR-1', name: 'Trolley 1', no_of_bars: 3, transaction_id: 10 }],
  images: [],
  note: null,
  signed_by: 'Gina Glazier',
  unsigned_reason: null,
  signature_url: '/files/sig',
  location: null,
  recorded_by: { id: 2, first_name: 'Sam', last_name: 'Driver' },
  ...extra,
});

describe('Receipts on My Trolleys', () => {
  it("lists each hand-over newest first, ten at a time, and downloads one's PDF once for a double tap", async () => {
    const user = userEvent.setup();
    signInAs();
    const all = Array.from({ length: 12 }, (_, i) =>
      handover(
        100 - i,
        i === 1
          ? {
              kind: 'pickup',
              signature_url: null,
              signed_by: null,
              unsigned_reason: 'Customer not present',
              trolleys: ['A', 'B', 'C', 'D'].map((u, j) => ({ id: j, uid: `TR-${u}`, name: u, no_of_bars: 0, transaction_id: j })),
            }
          : {},
      ),
    );
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:receipt'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { calls } = mockFetch((c) => {
      const path = customerPath(c.url);
      if (path === '/handovers') {
        const start = Number(c.url.searchParams.get('start'));
        const limit = Number(c.url.searchParams.get('limit'));
        return { body: { list: all.slice(start, start + limit), count: all.length } };
      }
      if (path === '/handovers/100/receipt') return { body: '%PDF-1.3' };
      if (path === '/trolleys') return { body: { list: [], count: 0 } };
      if (path === '/statements') return { body: [] };
      return { status: 404, body: { detail: 'Not Found' } };
    });
    renderPortal('/portal/trolleys');
    const list = await screen.findByRole('list', { name: 'Receipts' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]!.textContent).toBe(`Delivery No. 100 · 1 trolley${formatDateTime('2026-11-20T09:15:00.000Z')} · TR-1Signed by Gina GlazierDownload`);
    expect(items[1]!.textContent).toContain('Pickup No. 99 · 4 trolleys');
    expect(items[1]!.textContent).toContain('TR-A, TR-B and 2 more');
    expect(items[1]!.textContent).toContain('Not signed: Customer not present');

    await user.dblClick(within(list).getByRole('button', { name: 'Download receipt No. 100' }));
    await waitFor(() => expect(saved).toEqual(['handover-100.pdf']));
    expect(calls.filter((c) => customerPath(c.url) === '/handovers/100/receipt')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Show more receipts' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'Show more receipts' })).toBeNull();
    click.mockRestore();
  });

  it('says so when there is none yet', async () => {
    signInAs();
    mockFetch((c) => {
      const path = customerPath(c.url);
      if (path === '/handovers') return { body: { list: [], count: 0 } };
      if (path === '/trolleys') return { body: { list: [], count: 0 } };
      if (path === '/statements') return { body: [] };
      return { status: 404, body: { detail: 'Not Found' } };
    });
    renderPortal('/portal/trolleys');
    expect(await screen.findByText('No receipt yet: nothing has been delivered to you.')).toBeTruthy();
  });
});
