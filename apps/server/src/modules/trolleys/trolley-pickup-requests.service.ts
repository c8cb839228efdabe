import type { Kysely } from 'kysely';
import { PICKUP_REQUEST_MESSAGES } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/sql.js';
import { conflict, HttpError, notFound } from '../../lib/http-error.js';
import { recordChange, snapshotNow } from '../activity/activity.service.js';
import { deletePickupRequest, findOpenHold, type HoldScope, insertPickupRequest } from './trolley-holds.repository.js';

// The customer app's "ready for pickup" request of each hold (CONTRACT "The customer portal (browser) and its calls"),
// for the holds in a scope: a customer's own, or its whole business's for the business's master customer.

export type { HoldScope } from './trolley-holds.repository.js';
export { openHoldsPriced } from './trolley-costs.service.js';

/** The open hold of a trolley in the scope; any other trolley is a 404, whoever holds it. */
async function heldTrolley(db: Kysely<Database>, scope: HoldScope, trolleyId: number) {
  return (await findOpenHold(db, scope, trolleyId)) ?? Promise.reject(notFound('Trolley'));
}

/** Once per hold: a second request while one is open is a 409 (the table's key decides under a race). */
export async function requestPickup(db: Kysely<Database>, scope: HoldScope, customerId: number, trolleyId: number) {
  const hold = await heldTrolley(db, scope, trolleyId);
  if (hold.pickup_requested_at !== null) throw conflict(PICKUP_REQUEST_MESSAGES.again);
  const at = nowIso();
  await db.transaction().execute(async (trx) => {
    if (!(await insertPickupRequest(trx, { holdId: hold.id, customerId, at }))) throw conflict(PICKUP_REQUEST_MESSAGES.again);
    await pickupEntry(trx, trolleyId, null, at);
  });
  return { pickup_requested_at: at };
}

/** Withdraws the open request (it can be made again later); none open is a 404 with its own detail. */
export async function withdrawPickup(db: Kysely<Database>, scope: HoldScope, trolleyId: number) {
  const hold = await heldTrolley(db, scope, trolleyId);
  await db.transaction().execute(async (trx) => {
    if (!(await deletePickupRequest(trx, hold.id))) throw new HttpError(404, PICKUP_REQUEST_MESSAGES.none);
    await pickupEntry(trx, trolleyId, hold.pickup_requested_at, null);
  });
  return { message: PICKUP_REQUEST_MESSAGES.withdrawn };
}

/** The "ready for pickup" request on the trolley's History: an update of pickup_requested_at (request or withdrawal). */
async function pickupEntry(trx: Kysely<Database>, trolleyId: number, before: string | null, after: string | null) {
  const trolley = await snapshotNow(trx, 'trolley', trolleyId);
  await recordChange(trx, 'trolley', trolleyId, undefined, 'updated', { label: trolley?.label, changes: [{ field: 'pickup_requested_at', before, after }] });
}
