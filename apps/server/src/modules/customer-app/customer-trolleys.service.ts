import type { Kysely } from 'kysely';
import type { CustomerTrolleyQuery } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { found } from '../../lib/http-error.js';
import { businessMasterId, findCustomer } from '../customers/customers.service.js';
import { type HoldScope, openHoldsPriced, requestPickup as requestFor, withdrawPickup as withdrawFor } from '../trolleys/trolley-pickup-requests.service.js';

// The trolleys at the customer (CONTRACT "The customer portal (browser) and its calls"): what the customer holds
// now, or the whole business's for its master customer, and the "ready for pickup" request of each hold.

/** Whose trolleys and hand-overs a customer sees: its own, or its business's when it is the business's master customer. */
export async function holdScope(db: Kysely<Database>, customerId: number): Promise<HoldScope> {
  const customer = found(await findCustomer(db, customerId), 'Customer');
  if (customer.business && (await businessMasterId(db, customer.business.id)) === customer.id) return { businessId: customer.business.id };
  return { customerId: customer.id };
}

export async function heldTrolleys(db: Kysely<Database>, customerId: number, query: CustomerTrolleyQuery) {
  return await openHoldsPriced(db, await holdScope(db, customerId), query);
}

export async function requestPickup(db: Kysely<Database>, customerId: number, trolleyId: number) {
  return requestFor(db, await holdScope(db, customerId), customerId, trolleyId);
}

export async function withdrawPickup(db: Kysely<Database>, customerId: number, trolleyId: number) {
  return withdrawFor(db, await holdScope(db, customerId), trolleyId);
}
