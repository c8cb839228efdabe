import type { Trolley, TrolleyTransaction } from '@glassdesk/shared';
import type { MockAnswer, MockCall } from '../../../test/fetch-mock';

// A fake admin API for the trolley screens' tests: just enough of GET/PUT/POST/DELETE to drive the pages.
export const TROLLEY_OPS = [
  'List Trolleys',
  'Add Trolley',
  'View Trolley',
  'Update Trolley',
  'Delete Trolley',
  'Restore Trolley',
  'View Additional Cost',
  'View Customer',
  'List Customers',
];
export const PLANTS = [
  { id: 1, name: 'North Plant' },
  { id: 2, name: 'South Plant' },
  { id: 3, name: 'East Plant' },
];

export function trolley(id: number, name: string, extra: Partial<Trolley> = {}): Trolley {
  return {
    id,
    name,
    uid: `TR-${id}`,
    trolley_photo_url: `/files/photo${id}`,
    serial_number: `SN-${id}`,
    is_certified: true,
    expiry_date: '2099-06-30',
    trolley_status: 'OnPlant',
    plant: PLANTS[0],
    customer: null,
    created_at: '2026-03-04T10:00:00.000Z',
    updated_at: '2026-03-05T10:00:00.000Z',
    status_at: '2026-03-05T10:00:00.000Z',
    time_duration: 3,
    from_plant: null,
    to_plant: null,
    from_plant_name: null,
    to_plant_name: null,
    deleted_at: null,
    pickup_requested_at: null,
    handover_id: null,
    ...extra,
  };
}

export function transaction(id: number, extra: Partial<TrolleyTransaction> = {}): TrolleyTransaction {
  return {
    id,
    trolley_id: 1,
    created_at: '2026-03-05T10:00:00.000Z',
    recorded_at: '2026-03-05T10:00:00.000Z',
    name: null,
    customer: { id: 7, first_name: 'Erin', last_name: 'Walker' },
    no_of_bars: 12,
    trolley_status: 'Delivery',
    from_plant: PLANTS[0],
    to_plant: null,
    user: { id: 1, first_name: 'Ada', last_name: 'Admin' },
    time_duration: 4,
    note: 'Site A',
    photos: [{ name: 'p1', url: '/files/p1' }],
    handover_id: null,
    ...extra,
  };
}

export type Answer = MockAnswer | undefined;
export const path = (call: MockCall) => call.url.pathname.replace('/api/admin/v1.0', '');

/** The common answers; `override` answers first (return undefined to fall through). */
export function trolleyServer(
  state: { list: Trolley[]; deleted?: Trolley[]; acting?: typeof PLANTS; operations?: string[] },
  override: (call: MockCall) => Answer = () => undefined,
) {
  return (call: MockCall): MockAnswer => {
    const answer = override(call);
    if (answer) return answer;
    const p = path(call);
    const { method } = call;
    if (p === '/operations') return { body: { operations: state.operations ?? TROLLEY_OPS, menu: ['Trolley'] } };
    if (p === '/plant/all') return { body: PLANTS };
    if (p === '/trolleys/plants') return { body: state.acting ?? [PLANTS[0]] };
    if (p === '/customers/all') return { body: [{ id: 7, first_name: 'Erin', last_name: 'Walker', email: 'erin@example.com', business_id: null }] };
    if (method === 'GET' && p === '/trolleys') {
      const rows = call.url.searchParams.get('is_deleted') === 'true' ? (state.deleted ?? []) : state.list;
      return { body: { list: rows, count: rows.length } };
    }
    const one = /^\/trolleys\/(\d+)$/.exec(p);
    if (one && method === 'GET') {
      const found = state.list.find((t) => t.id === Number(one[1]));
      return found ? { body: found } : { status: 404, body: { detail: 'Trolley not found.' } };
    }
    return { status: 404, body: { detail: 'Not Found' } };
  };
}
