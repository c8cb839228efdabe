import type { DemoContext } from './context.js';
import type { DemoReference } from './reference.js';
import type { DemoStaff } from './staff.js';
import type { DemoCustomers } from './businesses.js';

export type DemoTrolleys = { trolleys: number };

/** Trolleys across the demo plants with months of history (issue 10): filled once the trolleys module is finished. */
export async function fillTrolleys(_ctx: DemoContext, _data: { reference: DemoReference; staff: DemoStaff; people: DemoCustomers }): Promise<DemoTrolleys> {
  return { trolleys: 0 };
}
