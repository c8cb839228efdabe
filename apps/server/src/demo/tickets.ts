import type { DemoContext } from './context.js';
import type { DemoReference } from './reference.js';
import type { DemoStaff } from './staff.js';
import type { DemoCustomers } from './businesses.js';

export type DemoTickets = { tickets: number };

/** Tickets across the demo businesses (issue 9): filled once the tickets module is finished. */
export async function fillTickets(_ctx: DemoContext, _data: { reference: DemoReference; staff: DemoStaff; people: DemoCustomers }): Promise<DemoTickets> {
  return { tickets: 0 };
}
