import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Trolley } from '@glassdesk/shared';
import { appRoutes } from '../../../app/routes';
import { formatDateTime } from '../../../lib/format-date';
import { mockFetch, type MockCall } from '../../../test/fetch-mock';
import { renderRoutes, signIn } from '../../../test/render';
import { PLANTS, path, trolley, trolleyServer, TROLLEY_OPS, type Answer } from './trolley-test-server';

// The QR reader's wasm does not run in happy-dom: the reader is replaced, the screen's handling of it is tested.
const readQrCode = vi.fn<(source: unknown) => Promise<string | null>>();
vi.mock('../scanner/barcode', () => ({ readQrCode: (source: unknown) => readQrCode(source) }));

beforeEach(() => {
  readQrCode.mockReset();
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width: 10, height: 10 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

// Local moments relative to now, so the whereabouts lines read the same whatever the day the tests run.
const daysBack = (days: number, hours = 12, minutes = 0) => {
  const d = new Date();
  d.setDate(d.getDate() - days);
  d.setHours(hours, minutes, 0, 0);
  return d.toISOString();
};
const ERIN = { id: 7, first_name: 'Erin', last_name: 'Walker' };

const BY_UID: Record<string, Trolley> = {
  'TR-1': trolley(1, 'Alpha'),
  'TR-2': trolley(2, 'Bravo', { trolley_status: 'Delivery', customer: ERIN, status_at: daysBack(6), time_duration: 6 }),
  'TR-3': trolley(3, 'Charlie', { trolley_status: 'Pickup', status_at: daysBack(3), time_duration: 3 }),
  'TR-4': trolley(4, 'Delta', { trolley_status: 'DeFleet' }),
  'TR-5': trolley(5, 'Echo', { trolley_status: 'DropOff', from_plant: 1, to_plant: 2, from_plant_name: 'North Plant', to_plant_name: 'South Plant' }),
  'TR-6': trolley(6, 'Foxtrot', { plant: PLANTS[2] }),
  'TR-8': trolley(8, 'Hotel', { trolley_status: 'Delivery', customer: ERIN, status_at: daysBack(4), time_duration: 4, pickup_requested_at: daysBack(1, 9, 10) }),
  'TR-9': trolley(9, 'India'),
  'TR-7': trolley(7, 'Golf', { trolley_status: 'PlantChange', from_plant: 1, to_plant: 3, from_plant_name: 'North Plant', to_plant_name: 'East Plant' }),
};

/** The trolley as the server answers a recorded step (status_at: the step's `at`, or now). */
function afterStep(t: Trolley, step: string, body: { customer_id?: number; to_plant_id?: number; at?: string | null }): Trolley {
  const status_at = body.at ?? new Date().toISOString();
  switch (step) {
    case 'delivery':
      return { ...t, trolley_status: 'Delivery', customer: ERIN, status_at };
    case 'pickup':
      return { ...t, trolley_status: 'Pickup', customer: null, status_at };
    case 'maintenance':
      return { ...t, trolley_status: 'Maintenance', status_at };
    default:
      return { ...t, trolley_status: 'OnPlant', plant: PLANTS.find((p) => p.id === body.to_plant_id) ?? t.plant, to_plant: null, status_at };
  }
}

type VisitBody = { kind: 'delivery' | 'pickup'; customer_id: number | null; trolleys: { id: number; no_of_bars: number }[]; at: string; note: string | null };
/** The hand-over as POST /handovers answers it (CONTRACT hand-over body). */
function handoverAnswer(body: VisitBody) {
  const byId = (id: number) => Object.values(BY_UID).find((t) => t.id === id)!;
  return {
    id: 90,
    kind: body.kind,
    customer: { ...ERIN, business: null },
    at: body.at,
    recorded_at: new Date().toISOString(),
    trolleys: body.trolleys.map((t, i) => ({ id: t.id, uid: byId(t.id).uid, name: byId(t.id).name, no_of_bars: t.no_of_bars, transaction_id: 100 + i })),
    images: [],
    note: body.note,
    signed_by: null,
    unsigned_reason: 'Customer not present',
    signature_url: null,
    location: null,
    recorded_by: { id: 1, first_name: 'Sam', last_name: 'Staff' },
  };
}

/** Customers as GET /trolleys/delivery-customers answers them: approved only. */
const DELIVERY_CUSTOMERS = [{ id: 7, first_name: 'Erin', last_name: 'Walker', email: 'erin@example.com', business_id: null }];

function start(at: string, override: (call: MockCall) => Answer = () => undefined) {
  signIn(TROLLEY_OPS, ['Trolley']);
  // The trolleys a recorded visit moved, as the server answers them afterwards.
  const moved = new Map<string, Trolley>();
  const fetch = mockFetch(
    trolleyServer({ list: [], acting: [PLANTS[0], PLANTS[1]] }, (c) => {
      const a = override(c);
      if (a) return a;
      const p = path(c);
      const uid = /^\/trolleys\/by-uid\/(.+)$/.exec(p);
      if (uid) {
        const code = decodeURIComponent(uid[1]!);
        const found = moved.get(code) ?? BY_UID[code];
        return found ? { body: found } : { status: 404, body: { detail: 'Trolley not found.' } };
      }
      if (p === '/trolleys/delivery-customers') return { body: DELIVERY_CUSTOMERS };
      const step = /^\/trolleys\/(\d+)\/(\w+)$/.exec(p);
      if (c.method === 'PUT' && step) {
        const before = Object.values(BY_UID).find((t) => t.id === Number(step[1]))!;
        return { body: afterStep(before, step[2]!, c.body as { at?: string | null }) };
      }
      if (c.method === 'POST' && p === '/handovers') {
        const body = c.body as VisitBody;
        for (const { id } of body.trolleys) {
          const before = Object.values(BY_UID).find((t) => t.id === id)!;
          moved.set(before.uid, afterStep(before, body.kind, { customer_id: body.customer_id ?? undefined, at: body.at }));
        }
        return { status: 201, body: handoverAnswer(body) };
      }
      if (p === '/trolleys/customers') return { body: { list: [BY_UID['TR-2']], count: 1 } };
      if (p === '/trolleys/costs') {
        return {
          body: {
            list: [
              {
                id: 40,
                trolley: { id: 2, name: 'Bravo', uid: 'TR-2' },
                created_at: '2026-03-01T10:00:00.000Z',
                ended_at: null,
                charge_free_days: 3,
                time_duration: 6,
                after_free_day_charge: 12.5,
                chargeable_days: 3,
                cost: 37.5,
              },
              {
                id: 41,
                trolley: { id: 1, name: 'Alpha', uid: 'TR-1' },
                created_at: '2026-02-01T10:00:00.000Z',
                ended_at: '2026-02-02T09:00:00.000Z',
                charge_free_days: 0,
                time_duration: 1,
                after_free_day_charge: 10,
                chargeable_days: 1,
                cost: 10,
              },
            ],
            count: 2,
            total_cost: 47.5,
            charges_total: 450,
            owed_total: 497.5,
          },
        };
      }
      return undefined;
    }),
  );
  return { ...fetch, ...renderRoutes(appRoutes, at) };
}

const puts = (calls: MockCall[]) => calls.filter((c) => c.method === 'PUT');
const visits = (calls: MockCall[]) => calls.filter((c) => c.method === 'POST' && path(c) === '/handovers');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Records without a signature, with the reason the receipt shows. */
async function noSignature(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, reason = 'Customer not present') {
  await user.click(within(form).getByRole('combobox', { name: 'No signature' }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: reason }));
}

async function find(user: ReturnType<typeof userEvent.setup>, uid: string) {
  await user.type(await screen.findByRole('textbox', { name: 'UID' }), uid);
  await user.click(screen.getByRole('button', { name: 'Find' }));
}

describe('Hand-over (CONTRACT hand-overs)', () => {
  it('finds a typed UID, shows the trolley and offers Deliver to Customer or Maintenance for an OnPlant one', async () => {
    const user = userEvent.setup();
    const { calls, router } = start('/dashboard/handover');
    await find(user, 'TR-1');
    const card = await screen.findByRole('region', { name: 'Trolley' });
    expect(card.textContent).toContain('Alpha');
    expect(card.textContent).toContain('North Plant');
    expect(calls.some((c) => path(c) === '/trolleys/by-uid/TR-1')).toBe(true);
    expect(new URLSearchParams(router.state.location.search).get('uid')).toBe('TR-1');
    const steps = screen.getByRole('group', { name: 'Next step' });
    expect(
      within(steps)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Deliver to Customer', 'Maintenance']);
  });

  it('delivers to a searched customer in one visit: bars 0-1000 per trolley, a note, when it happened, and the proof or a reason for none', async () => {
    const user = userEvent.setup();
    const { calls } = start('/dashboard/handover?uid=TR-1');
    const form = await screen.findByRole('form', { name: 'Deliver to Customer' });
    // Everything missing is said at once, where it belongs; nothing is sent.
    await user.click(within(form).getByRole('button', { name: 'Record Deliver to Customer' }));
    expect(await within(form).findByText('Customer is required.')).toBeTruthy();
    expect(within(form).getByText('Signed By is required.')).toBeTruthy();
    expect(within(form).getByText('Ask the receiver to sign, or choose why there is no signature.')).toBeTruthy();
    await user.type(within(form).getByRole('combobox', { name: 'Customer' }), 'Erin');
    await user.click(await screen.findByRole('option', { name: 'Erin Walker (erin@example.com)' }));
    await noSignature(user, form);
    // Bars: 1001 is refused on the trolley's own row; 1000 is taken.
    const bars = within(form).getByRole('textbox', { name: 'No of Bars TR-1' });
    await user.type(bars, '1001');
    await user.click(within(form).getByRole('button', { name: 'Record Deliver to Customer' }));
    expect(await within(form).findByText('No of Bars must be at most 1000.')).toBeTruthy();
    await user.clear(bars);
    await user.type(bars, '-1');
    await user.click(within(form).getByRole('button', { name: 'Record Deliver to Customer' }));
    expect(await within(form).findByText('No of Bars must be at least 0.')).toBeTruthy();
    expect(visits(calls)).toHaveLength(0);
    await user.clear(bars);
    await user.type(bars, '1000');
    await user.type(within(form).getByRole('textbox', { name: 'Note' }), 'Gate 3');
    // When it happened: the day in the app's date format (APP_LOCALE en-AU) and a 24-hour time, both or neither.
    const when = within(form).getByRole('group', { name: 'Happened at' });
    await user.type(within(when).getByRole('textbox', { name: 'Day' }), '01/03/2026');
    await user.click(within(form).getByRole('button', { name: 'Record Deliver to Customer' }));
    expect(await within(when).findByText('Give the time too.')).toBeTruthy();
    await user.type(within(when).getByRole('textbox', { name: 'Time' }), '8.3');
    await user.click(within(form).getByRole('button', { name: 'Record Deliver to Customer' }));
    expect(await within(when).findByText('Use HH:mm, e.g. 14:05.')).toBeTruthy();
    expect(visits(calls)).toHaveLength(0);
    await user.clear(within(when).getByRole('textbox', { name: 'Time' }));
    await user.type(within(when).getByRole('textbox', { name: 'Time' }), '08:30');
    await user.click(within(form).getByRole('button', { name: 'Record Deliver to Customer' }));
    await waitFor(() => expect(visits(calls)).toHaveLength(1));
    expect(puts(calls)).toHaveLength(0);
    const body = visits(calls)[0]!.body as Record<string, unknown>;
    expect(body).toEqual({
      kind: 'delivery',
      customer_id: 7,
      trolleys: [{ id: 1, no_of_bars: 1000 }],
      images: [],
      note: 'Gate 3',
      signature: null,
      signed_by: null,
      unsigned_reason: 'Customer not present',
      location: null,
      at: new Date('2026-03-01T08:30').toISOString(),
      client_id: expect.stringMatching(UUID),
    });
    // The form gives way to what was recorded; no snackbar covers the screen.
    expect((await screen.findByRole('status')).textContent).toBe('Delivered to Erin Walker · 1000 bars · 01/03/2026 08:30');
    expect(screen.queryByRole('form', { name: /./ })).toBeNull();
    // The customers offered are the approved ones the server accepts for a delivery.
    expect(calls.some((c) => path(c) === '/trolleys/delivery-customers')).toBe(true);
    expect(calls.some((c) => path(c) === '/customers/all')).toBe(false);
  });

  it('adds trolleys to the visit by uid, refuses one that does not fit before anyone signs, and records them in one hand-over', async () => {
    const user = userEvent.setup();
    const { calls } = start('/dashboard/handover?uid=TR-1');
    const form = await screen.findByRole('form', { name: 'Deliver to Customer' });
    const add = within(form).getByRole('textbox', { name: 'Add trolley by UID' });
    // A trolley at a customer does not fit a delivery; the same trolley twice is said; an unknown uid too.
    await user.type(add, 'TR-2{Enter}');
    expect((await within(form).findByRole('alert')).textContent).toBe('TR-2 does not fit this delivery: At Erin Walker for 6 days.');
    await user.clear(add);
    await user.type(add, 'TR-1{Enter}');
    expect((await within(form).findByRole('alert')).textContent).toBe('TR-1 is already in this hand-over.');
    await user.clear(add);
    await user.type(add, 'NOPE{Enter}');
    expect((await within(form).findByRole('alert')).textContent).toBe('No trolley has the UID NOPE.');
    // A scan (or Find) while the visit is open adds to it, without leaving it.
    await user.clear(screen.getByRole('textbox', { name: 'UID' }));
    await find(user, 'TR-9');
    await within(form).findByRole('listitem', { name: 'TR-9' });
    expect(within(form).getByRole('heading', { name: 'Trolleys (2)' })).toBeTruthy();
    expect(within(form).queryByRole('alert')).toBeNull();
    await user.click(within(form).getByRole('combobox', { name: 'Customer' }));
    await user.click(await screen.findByRole('option', { name: 'Erin Walker (erin@example.com)' }));
    await user.type(within(form).getByRole('textbox', { name: 'No of Bars TR-9' }), '2');
    await noSignature(user, form, 'Refused to sign');
    await user.click(within(form).getByRole('button', { name: 'Record Deliver to Customer (2 trolleys)' }));
    await waitFor(() => expect(visits(calls)).toHaveLength(1));
    expect(visits(calls)[0]!.body).toMatchObject({
      trolleys: [
        { id: 1, no_of_bars: 0 },
        { id: 9, no_of_bars: 2 },
      ],
      unsigned_reason: 'Refused to sign',
    });
    expect((await screen.findByRole('status')).textContent).toMatch(/^Delivered to Erin Walker · 2 trolleys · \d\d:\d\d$/);
  });

  it('picks up a trolley in Delivery (bars empty = 0, at null = now) from the customer that holds it', async () => {
    const user = userEvent.setup();
    const { calls } = start('/dashboard/handover?uid=TR-2');
    expect((await screen.findByRole('region', { name: 'Trolley' })).textContent).toContain('At Erin Walker for 6 days');
    expect(screen.queryByRole('group', { name: 'Next step' })).toBeNull();
    const form = screen.getByRole('form', { name: 'Pick Up' });
    expect(within(form).getByRole('heading', { level: 2 }).textContent).toBe('Pick Up from Erin Walker');
    await noSignature(user, form);
    await user.click(within(form).getByRole('button', { name: 'Record Pick Up' }));
    await waitFor(() => expect(visits(calls)).toHaveLength(1));
    expect(visits(calls)[0]!.body).toMatchObject({ kind: 'pickup', customer_id: null, trolleys: [{ id: 2, no_of_bars: 0 }], note: null });
    const at = Date.parse((visits(calls)[0]!.body as { at: string }).at);
    expect(Math.abs(at - Date.now())).toBeLessThan(10_000);
  });

  it('opens a queued hand-over the server refused in the form, keeps its signature, place and time, and records it again in its place', async () => {
    const user = userEvent.setup();
    const { handoverQueue } = await import('../handover/queue');
    const old = '11111111-1111-4111-8111-111111111111';
    await handoverQueue.add({
      client_id: old,
      user_id: 1,
      kind: 'delivery',
      customer: { id: 7, name: 'Erin Walker' },
      trolleys: [{ id: 1, uid: 'TR-1', name: 'Alpha', no_of_bars: 3, trolley: BY_UID['TR-1']! }],
      note: 'Gate 3',
      images: [],
      signed_by: 'Erin Walker',
      unsigned_reason: null,
      signature: null,
      signature_url: '/files/signature-1',
      location: { lat: -33.8, lng: 151.2, accuracy: 10 },
      at: '2026-03-01T08:30:00.000Z',
    });
    await handoverQueue.flush(1, () => Promise.resolve({ error: 'This Customer is not approved, so no Trolley can be delivered to it.' }));
    const { calls } = start('/dashboard/handover');
    const queue = await screen.findByRole('region', { name: 'Online' });
    expect(await within(queue).findByText('This Customer is not approved, so no Trolley can be delivered to it.')).toBeTruthy();
    expect(queue.textContent).toContain('1 hand-over waits to be sent.');
    expect(visits(calls)).toHaveLength(0);
    await user.click(within(queue).getByRole('button', { name: /^Edit Deliver to Erin Walker · TR-1/ }));
    const form = await screen.findByRole('form', { name: 'Deliver to Customer' });
    expect((within(form).getByRole('combobox', { name: 'Customer' }) as HTMLInputElement).value).toBe('Erin Walker');
    expect((within(form).getByRole('textbox', { name: 'No of Bars TR-1' }) as HTMLInputElement).value).toBe('3');
    expect((within(form).getByRole('textbox', { name: 'Signed By' }) as HTMLInputElement).value).toBe('Erin Walker');
    expect(within(form).getByText('The signature drawn at the visit is kept.')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Record Deliver to Customer' }));
    await waitFor(() => expect(visits(calls)).toHaveLength(1));
    const body = visits(calls)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      kind: 'delivery',
      customer_id: 7,
      trolleys: [{ id: 1, no_of_bars: 3 }],
      note: 'Gate 3',
      signature: '/files/signature-1',
      signed_by: 'Erin Walker',
      location: { lat: -33.8, lng: 151.2, accuracy: 10 },
      at: '2026-03-01T08:30:00.000Z',
    });
    // A new client_id: the edited hand-over is another one; the refused one is gone from the phone.
    expect(body.client_id).not.toBe(old);
    // When it happened, on this machine's clock: the visit's own time, kept through the edit.
    expect((await screen.findByRole('status')).textContent).toMatch(/^Delivered to Erin Walker · 3 bars · \d\d\/0[23]\/2026 \d\d:\d\d$/);
    await waitFor(() => expect(queue.textContent).toContain('Nothing waits to be sent.'));
  });

  it("shows the customer's open pickup request from the portal on the scanned trolley", async () => {
    start('/dashboard/handover?uid=TR-8');
    const card = await screen.findByRole('region', { name: 'Trolley' });
    expect(within(card).getByRole('alert').textContent).toBe('Ready for pickup: the customer asked yesterday at 09:10.');
    expect(screen.getByRole('form', { name: 'Pick Up' })).toBeTruthy();
  });

  it('shows no pickup request on a trolley without one', async () => {
    start('/dashboard/handover?uid=TR-2');
    const card = await screen.findByRole('region', { name: 'Trolley' });
    expect(within(card).queryByRole('alert')).toBeNull();
  });

  it("brings a picked-up trolley back on one of the user's plants (a plant required)", async () => {
    const user = userEvent.setup();
    const { calls } = start('/dashboard/handover?uid=TR-3');
    const form = await screen.findByRole('form', { name: 'Back on Plant' });
    await user.click(within(form).getByRole('button', { name: 'Record Back on Plant' }));
    expect(await within(form).findByText('Plant is required.')).toBeTruthy();
    await user.click(within(form).getByRole('combobox', { name: 'Plant' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['North Plant', 'South Plant']);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'South Plant' }));
    await user.click(within(form).getByRole('button', { name: 'Record Back on Plant' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(path(puts(calls)[0]!)).toBe('/trolleys/3/onplant');
    expect(puts(calls)[0]!.body).toMatchObject({ to_plant_id: 2, no_of_bars: 0, images: [], note: null, at: null });
  });

  it('sends an OnPlant trolley to Maintenance (no bars)', async () => {
    const user = userEvent.setup();
    const { calls } = start('/dashboard/handover?uid=TR-1');
    await user.click(await screen.findByRole('button', { name: 'Maintenance' }));
    const form = screen.getByRole('form', { name: 'Maintenance' });
    expect(within(form).queryByRole('textbox', { name: 'No of Bars' })).toBeNull();
    await user.type(within(form).getByRole('textbox', { name: 'Note' }), 'Wheel');
    await user.click(within(form).getByRole('button', { name: 'Record Maintenance' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(path(puts(calls)[0]!)).toBe('/trolleys/1/maintenance');
    expect(puts(calls)[0]!.body).toEqual({ images: [], note: 'Wheel', at: null });
  });

  it('offers a trolley on the road only its destination, and a DeFleet one nothing', async () => {
    const user = userEvent.setup();
    start('/dashboard/handover?uid=TR-5');
    const form = await screen.findByRole('form', { name: 'Back on Plant' });
    await user.click(within(form).getByRole('combobox', { name: 'Plant' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['South Plant']);
    await user.keyboard('{Escape}');
    await user.clear(screen.getByRole('textbox', { name: 'UID' }));
    await find(user, 'TR-4');
    expect(await screen.findByText('This trolley is defleeted: it takes no further steps.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: /./ })).toBeNull();
  });

  it('shows the 409 detail of a refused step, and says when no trolley has the UID', async () => {
    const user = userEvent.setup();
    start('/dashboard/handover?uid=TR-2', (c) =>
      c.method === 'POST' ? { status: 409, body: { detail: 'These Trolleys do not fit this pickup: TR-2 (it is on plant).' } } : undefined,
    );
    const form = await screen.findByRole('form', { name: 'Pick Up' });
    await noSignature(user, form);
    await user.click(within(form).getByRole('button', { name: 'Record Pick Up' }));
    // Refused while the driver is still there: the form stays, as it was, with why; nothing waits on the phone.
    expect((await within(form).findByRole('alert')).textContent).toContain('These Trolleys do not fit this pickup: TR-2 (it is on plant).');
    expect(screen.getByText('Nothing waits to be sent.')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'UID' }));
    await find(user, 'NOPE');
    expect(await screen.findByText('No trolley has the UID NOPE.')).toBeTruthy();
  });

  it('records one step for a double tap, shows what was recorded, and needs a deliberate action for the next step', async () => {
    const user = userEvent.setup();
    const { calls } = start('/dashboard/handover?uid=TR-2');
    const form = await screen.findByRole('form', { name: 'Pick Up' });
    await user.type(within(form).getByRole('textbox', { name: 'No of Bars TR-2' }), '4');
    await noSignature(user, form);
    await user.dblClick(within(form).getByRole('button', { name: 'Record Pick Up' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toMatch(/^Picked up from Erin Walker · 4 bars · \d\d:\d\d$/);
    expect(visits(calls)).toHaveLength(1);
    // The card says when, not a started-day count.
    expect(screen.getByRole('region', { name: 'Trolley' }).textContent).toMatch(/Picked up today at \d\d:\d\d, on the way to a plant/);
    // No next step's button where the finger was: the next step waits for "Record another step", which ignores a tap at once.
    expect(screen.queryByRole('button', { name: 'Record Back on Plant' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Record another step' }));
    expect(screen.queryByRole('form', { name: 'Back on Plant' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1050));
    await user.click(screen.getByRole('button', { name: 'Record another step' }));
    expect(await screen.findByRole('form', { name: 'Back on Plant' })).toBeTruthy();
    expect(visits(calls)).toHaveLength(1);
  });

  it('"Find another trolley" clears the trolley and puts the focus in the UID field', async () => {
    const user = userEvent.setup();
    const { router } = start('/dashboard/handover?uid=TR-1');
    await screen.findByRole('form', { name: 'Deliver to Customer' });
    await user.click(screen.getByRole('button', { name: 'Maintenance' }));
    await user.click(within(screen.getByRole('form', { name: 'Maintenance' })).getByRole('button', { name: 'Record Maintenance' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^Sent to maintenance at North Plant · \d\d:\d\d$/);
    await new Promise((resolve) => setTimeout(resolve, 1050));
    await user.click(screen.getByRole('button', { name: 'Find another trolley' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('uid')).toBeNull());
    const field = screen.getByRole('textbox', { name: 'UID' });
    expect((field as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(field);
    expect(screen.queryByRole('region', { name: 'Trolley' })).toBeNull();
  });

  it('offers no step the server would refuse: a trolley at another plant, or going to one, says why', async () => {
    const user = userEvent.setup();
    const { calls } = start('/dashboard/handover?uid=TR-6');
    expect(await screen.findByText("East Plant is not one of your plants, so you can't deliver or send this trolley to maintenance from here.")).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Next step' })).toBeNull();
    expect(screen.queryByRole('form', { name: /./ })).toBeNull();
    await user.clear(screen.getByRole('textbox', { name: 'UID' }));
    await find(user, 'TR-7');
    expect(await screen.findByText("East Plant is not one of your plants, so you can't check this trolley in there.")).toBeTruthy();
    expect(screen.queryByRole('form', { name: /./ })).toBeNull();
    expect(puts(calls)).toHaveLength(0);
  });

  it('says so when Find has no UID', async () => {
    const user = userEvent.setup();
    const { calls } = start('/dashboard/handover');
    await user.click(await screen.findByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Enter or scan a UID.')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'UID' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(calls.some((c) => path(c).startsWith('/trolleys/by-uid'))).toBe(false);
    await user.type(field, 'T');
    expect(screen.queryByText('Enter or scan a UID.')).toBeNull();
  });

  it('says when more customers match than the delivery choice shows, and pages on as it is scrolled', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 51 }, (_, i) => ({
      id: 100 + i,
      first_name: `Name${String(i).padStart(2, '0')}`,
      last_name: 'Holder',
      email: `n${i}@example.com`,
      business_id: null,
    }));
    const { calls } = start('/dashboard/handover?uid=TR-1', (c) =>
      path(c) === '/trolleys/delivery-customers'
        ? { body: c.url.searchParams.get('search') ? DELIVERY_CUSTOMERS : c.url.searchParams.get('start') === '50' ? many.slice(50) : many }
        : undefined,
    );
    const form = await screen.findByRole('form', { name: 'Deliver to Customer' });
    await user.click(within(form).getByRole('combobox', { name: 'Customer' }));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(50));
    expect(screen.getByText('Showing 50 — scroll down for more, or type a name.')).toBeTruthy();
    expect(calls.find((c) => path(c) === '/trolleys/delivery-customers')!.url.searchParams.get('limit')).toBe('51');
    fireEvent.scroll(listbox, { target: { scrollTop: 10_000 } });
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(51));
    expect(screen.queryByText(/scroll down for more/)).toBeNull();
    await user.type(within(form).getByRole('combobox', { name: 'Customer' }), 'Erin');
    expect(await screen.findByRole('option', { name: 'Erin Walker (erin@example.com)' })).toBeTruthy();
    expect(screen.queryByText(/Showing the first/)).toBeNull();
  });

  it('reads the UID from a photo of the QR label', async () => {
    const user = userEvent.setup();
    readQrCode.mockResolvedValueOnce('TR-2').mockResolvedValueOnce(null);
    const { router } = start('/dashboard/handover');
    const input = await screen.findByLabelText('QR code photo');
    expect(input.getAttribute('capture')).toBe('environment');
    await user.upload(input as HTMLInputElement, new File(['x'], 'qr.png', { type: 'image/png' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('uid')).toBe('TR-2'));
    expect((await screen.findByRole('region', { name: 'Trolley' })).textContent).toContain('Bravo');
    await user.upload(input as HTMLInputElement, new File(['y'], 'blank.png', { type: 'image/png' }));
    expect(await screen.findByText('No QR code was found in the photo. Try again closer, or type the UID.')).toBeTruthy();
  });
});

describe('Customer Trolley and Additional Cost (spec §2, §5, §9)', () => {
  it('lists the trolleys a chosen customer holds, with the days held', async () => {
    const user = userEvent.setup();
    const { calls, router } = start('/dashboard/trolleys/customers');
    expect(await screen.findByText('Choose a customer to see the trolleys it holds.')).toBeTruthy();
    await user.type(screen.getByRole('combobox', { name: 'Customer' }), 'Erin');
    await user.click(await screen.findByRole('option', { name: 'Erin Walker (erin@example.com)' }));
    const table = await screen.findByRole('table', { name: 'Trolleys held by Erin Walker (erin@example.com)' });
    await within(table).findByText('Bravo');
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('6 days');
    expect(calls.find((c) => path(c) === '/trolleys/customers')!.url.searchParams.get('customer_id')).toBe('7');
    expect(new URLSearchParams(router.state.location.search).get('customer')).toBe('7');
  });

  it('marks the trolleys whose pickup the customer requested', async () => {
    const user = userEvent.setup();
    const requested = BY_UID['TR-8']!;
    start('/dashboard/trolleys/customers', (c) => (path(c) === '/trolleys/customers' ? { body: { list: [BY_UID['TR-2'], requested], count: 2 } } : undefined));
    await user.type(await screen.findByRole('combobox', { name: 'Customer' }), 'Erin');
    await user.click(await screen.findByRole('option', { name: 'Erin Walker (erin@example.com)' }));
    const table = await screen.findByRole('table', { name: 'Trolleys held by Erin Walker (erin@example.com)' });
    await within(table).findByText('Hotel');
    expect(within(table).getByRole('columnheader', { name: 'Pickup Requested' })).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('—');
    expect(rows[2]!.textContent).toContain(formatDateTime(requested.pickup_requested_at));
  });

  it('pages the customer choice past 50 as it is scrolled (A to Z without typing), and still finds one by typing', async () => {
    const user = userEvent.setup();
    // 120 customers, A... to Z..., served 50 (and one more) at a time from `start`, as the server pages them.
    const everyone = Array.from({ length: 120 }, (_, i) => ({
      id: 100 + i,
      first_name: `${String.fromCharCode(65 + Math.floor(i / 5))}name${String(i).padStart(3, '0')}`,
      last_name: 'Lee',
      email: `c${i}@example.com`,
      business_id: null,
    }));
    const zed = { id: 300, first_name: 'Zed', last_name: 'Young', email: 'zed@example.com', business_id: null };
    const { calls } = start('/dashboard/cost', (c) => {
      if (path(c) !== '/customers/all') return undefined;
      const search = c.url.searchParams.get('search') ?? '';
      const from = Number(c.url.searchParams.get('start') ?? 0);
      return { body: search ? [zed] : everyone.slice(from, from + Number(c.url.searchParams.get('limit'))) };
    });
    const box = await screen.findByRole('combobox', { name: 'Customer' });
    await user.click(box);
    const options = () => within(screen.getByRole('listbox')).getAllByRole('option');
    await waitFor(() => expect(options()).toHaveLength(50));
    expect(screen.getByRole('status').textContent).toBe('Showing 50 — scroll down for more, or type a name.');
    fireEvent.scroll(screen.getByRole('listbox'), { target: { scrollTop: 10_000 } });
    await waitFor(() => expect(options()).toHaveLength(100));
    fireEvent.scroll(screen.getByRole('listbox'), { target: { scrollTop: 20_000 } });
    await waitFor(() => expect(options()).toHaveLength(120));
    // The last customer, past the first 50, chosen without typing; nothing more to load.
    expect(options().at(-1)!.textContent).toBe('Xname119 Lee (c119@example.com)');
    expect(screen.queryByRole('status')).toBeNull();
    expect(calls.filter((c) => path(c) === '/customers/all').map((c) => c.url.searchParams.get('start'))).toEqual(['0', '50', '100']);
    await user.click(options().at(-1)!);
    expect((box as HTMLInputElement).value).toBe('Xname119 Lee (c119@example.com)');
    await user.clear(box);
    await user.type(box, 'zed');
    await user.click(await screen.findByRole('option', { name: 'Zed Young (zed@example.com)' }));
    expect(calls.every((c) => path(c) !== '/customers/all' || c.url.searchParams.get('limit') === '51')).toBe(true);
  });

  it('requires a customer, then shows one row per hold with its figures in dollars and the total', async () => {
    const user = userEvent.setup();
    const { calls } = start('/dashboard/cost');
    expect(await screen.findByText('Customer is required.')).toBeTruthy();
    expect(calls.some((c) => path(c) === '/trolleys/costs')).toBe(false);
    await user.type(screen.getByRole('combobox', { name: 'Customer' }), 'Erin');
    await user.click(await screen.findByRole('option', { name: 'Erin Walker (erin@example.com)' }));
    const table = await screen.findByRole('table', { name: 'Additional Cost' });
    await within(table).findByText('Bravo');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['#', 'Trolley', 'Held', 'Time Duration', 'Charge Free Days', 'After Free Day Charge', 'Chargeable Days', 'Cost']);
    const [, open, closed] = within(table).getAllByRole('row');
    expect(
      within(open!)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(3),
    ).toEqual(['6 days', '3 days', '$12.50 / day', '3 days', '$37.50']);
    expect(open!.textContent).toContain('Still held');
    expect(
      within(closed!)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(3),
    ).toEqual(['1 day', '0 days', '$10.00 / day', '1 day', '$10.00']);
    expect(screen.getByLabelText('Owed in all $497.50')).toBeTruthy();
    expect(screen.getByText('Hold-time cost $47.50 + loss and damage charges $450.00, as the statements add up')).toBeTruthy();
    const q = calls.find((c) => path(c) === '/trolleys/costs')!.url.searchParams;
    expect([q.get('customer_id'), q.get('start'), q.get('limit')]).toEqual(['7', '0', '10']);
  });
});
