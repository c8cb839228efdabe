import type { StatementLine } from '@glassdesk/shared';

/**
 * October 2026's two holds, as the statement tests show them: TR-7 Rack A (2 days, $10; hand-overs 31 and 32) and
 * TR-8 Rack B (3 days, $15; no hand-overs unless `rackB` gives them).
 */
export const octoberLines = (rackB: Partial<StatementLine> = {}): StatementLine[] => [
  {
    trolley_id: 7,
    uid: 'TR-7',
    name: 'Rack A',
    from: '2026-10-03T08:00:00.000Z',
    to: '2026-10-05T08:00:00.000Z',
    days_in_month: 2,
    chargeable_days: 2,
    after_free_day_charge: 5,
    cost: 10,
    delivery_handover_id: 31,
    pickup_handover_id: 32,
  },
  {
    trolley_id: 8,
    uid: 'TR-8',
    name: 'Rack B',
    from: '2026-10-10T08:00:00.000Z',
    to: '2026-10-13T08:00:00.000Z',
    days_in_month: 3,
    chargeable_days: 3,
    after_free_day_charge: 5,
    cost: 15,
    delivery_handover_id: null,
    pickup_handover_id: null,
    ...rackB,
  },
];
