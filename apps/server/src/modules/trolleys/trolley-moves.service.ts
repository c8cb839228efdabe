import type { Kysely } from 'kysely';
import {
  statusesAllowing,
  toCents,
  trolleyStatusRules,
  type Trolley,
  type TrolleyCheckin,
  type TrolleyCheckout,
  type TrolleyDelivery,
  type TrolleyIncident,
  type TrolleyMaintenance,
  type TrolleyMove,
  type TrolleyPickup,
  type TrolleyDefleet,
  type TrolleyRecover,
  type TrolleyTransfer,
  trolleyStatusPhrase,
} from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { conflict, invalidField } from '../../lib/http-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import { toPhoto, type ImageField } from './trolley-images.js';
import { moveTrolley, type MoveCall, type MoveContext, type Plan, type StatusMove } from './trolley-move-engine.js';
import { findDeliveryCustomer } from './trolley-moves.repository.js';
import { openHold } from './trolley-transactions.repository.js';
import { findPlant, type TrolleyRow } from './trolleys.repository.js';

// The trolley moves (spec §4 transfer, checkout, check-in; CONTRACT hand-overs; DeFleet): what each checks beyond
// the lifecycle table (the body against the trolley, 409/422) and what it records. The engine refuses what the table
// does not allow and checks the plant it names. The routes and the demo fill both call `trolleyMoves`.

/** "OnPlant", "OnPlant or Maintenance", "PlantChange, DropOff, Pickup or Maintenance". */
export const orList = (words: readonly string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`);

/**
 * "Only a Trolley that is on plant can be transferred; this one is in maintenance." The statuses come from the table,
 * in words (the API's values stay SPEC's).
 */
const wrongStatus = (move: TrolleyMove, action: string) => (row: TrolleyRow) =>
  `Only a Trolley that is ${orList(statusesAllowing(move).map(trolleyStatusPhrase))} can be ${action}; this one is ${trolleyStatusPhrase(row.trolley_status)}.`;

const photosOf = (image: string | null | undefined, images: string[]) => [...(image ? [image] : []), ...images].map(toPhoto);

const imageFields = (image: string | null | undefined, images: string[]): ImageField[] => [
  ...(image ? [{ field: 'image', url: image }] : []),
  ...images.map((url) => ({ field: 'images', url })),
];

type Rules = (c: MoveContext) => Promise<Plan> | Plan;
const call = (move: StatusMove, label: string, refused: MoveCall['refused'], rules: Rules, chosen?: MoveCall['chosen']): MoveCall => ({ move, label, refused, rules, chosen });

/** Transfer: towards another plant (PlantChange; the trolley stays at its plant until it is checked out). */
const transfer = (body: TrolleyTransfer) =>
  call('transfer', 'Transfer', wrongStatus('transfer', 'transferred'), async ({ trx, row }) => {
    if (body.from_plant_id !== null && body.from_plant_id !== row.plant_id) throw conflict(`This Trolley is at ${row.plant_name} now. Reload and try again.`);
    if (body.to_plant_id === row.plant_id) throw invalidField('to_plant_id', 'Choose a plant other than the one the Trolley is at.');
    if (!(await findPlant(trx, body.to_plant_id))) throw invalidField('to_plant_id', 'The chosen Plant does not exist.');
    return {
      set: { from_plant_id: row.plant_id, to_plant_id: body.to_plant_id },
      transaction: {
        name: body.name,
        no_of_bars: body.no_of_bars,
        note: body.note,
        photos: photosOf(body.image, body.images),
        from_plant_id: row.plant_id,
        to_plant_id: body.to_plant_id,
      },
      images: imageFields(body.image, body.images),
    };
  });

/** Checkout (spec §4): the trolley leaves its plant, on the road to to_plant (DropOff). */
const checkout = (body: TrolleyCheckout) =>
  call('checkout', 'Checkout', wrongStatus('checkout', 'checked out'), ({ row }) => {
    if (body.from_plant_id !== null && body.from_plant_id !== row.from_plant_id) throw conflict(`This Trolley leaves ${row.from_plant_name}, not the plant chosen.`);
    if (body.to_plant_id !== null && body.to_plant_id !== row.to_plant_id) throw conflict(`This Trolley is going to ${row.to_plant_name}, not the plant chosen.`);
    return {
      set: {},
      transaction: {
        name: body.name,
        no_of_bars: body.no_of_bars,
        note: body.note,
        photos: photosOf(body.image, body.images),
        from_plant_id: row.from_plant_id,
        to_plant_id: row.to_plant_id,
      },
      images: imageFields(body.image, body.images),
    };
  });

/**
 * Check-in (spec §4 + CONTRACT) onto body.to_plant_id (OnPlant there): a trolley in a transfer lands at its
 * destination only (the table's `to_plant`); one picked up or in maintenance on any of the user's plants (`chosen`,
 * "Back on Plant").
 */
const checkin = (body: TrolleyCheckin) =>
  call(
    'checkin',
    'Check-in',
    wrongStatus('checkin', 'checked in'),
    ({ row, plant }) => {
      const inTransfer = plant === 'to_plant';
      if (inTransfer) {
        if (body.to_plant_id !== row.to_plant_id) throw conflict(`This Trolley is going to ${row.to_plant_name}, not the plant chosen.`);
        if (body.from_plant_id !== null && body.from_plant_id !== row.from_plant_id) throw conflict(`This Trolley comes from ${row.from_plant_name}, not the plant chosen.`);
      }
      return {
        set: { plant_id: body.to_plant_id, customer_id: null, from_plant_id: null, to_plant_id: null },
        transaction: {
          name: body.name,
          no_of_bars: body.no_of_bars,
          note: body.note,
          photos: photosOf(body.image, body.images),
          // Where it came from: the transfer's plant, or the plant it was at (maintenance); a pickup comes from a customer.
          from_plant_id: inTransfer ? row.from_plant_id : trolleyStatusRules(row.trolley_status)?.atAPlant ? row.plant_id : null,
          to_plant_id: body.to_plant_id,
        },
        images: imageFields(body.image, body.images),
      };
    },
    { plantId: body.to_plant_id, field: 'to_plant_id' },
  );

/** What a delivery or pickup of one trolley needs to know (the hand-over's proof is the hand-over's, not the move's). */
type DeliveryStep = Pick<TrolleyDelivery, 'customer_id' | 'no_of_bars' | 'images' | 'note'>;
type PickupStep = Pick<TrolleyPickup, 'no_of_bars' | 'images' | 'note'>;

/** CONTRACT delivery: to an approved customer (Delivery); the customer's hold starts. */
export const delivery = (body: DeliveryStep) =>
  call('delivery', 'Delivery', wrongStatus('delivery', 'delivered'), async ({ trx, row }) => {
    const customer = await findDeliveryCustomer(trx, body.customer_id);
    if (!customer) throw invalidField('customer_id', 'The chosen Customer does not exist.');
    if (!customer.approved) throw conflict('This Customer is not approved, so no Trolley can be delivered to it.');
    return {
      set: { customer_id: body.customer_id },
      transaction: { no_of_bars: body.no_of_bars, note: body.note, photos: photosOf(null, body.images), customer_id: body.customer_id, from_plant_id: row.plant_id },
      images: imageFields(null, body.images),
    };
  });

/** CONTRACT pickup: collected from the customer (Pickup); the customer's hold ends. */
export const pickup = (body: PickupStep) =>
  call('pickup', 'Pickup', wrongStatus('pickup', 'picked up'), async ({ trx, row }) => {
    const hold = await openHold(trx, row.id);
    return {
      set: { customer_id: null },
      transaction: {
        no_of_bars: body.no_of_bars,
        note: body.note,
        photos: photosOf(null, body.images),
        customer_id: hold?.customer_id ?? row.customer_id,
        hold_start_id: hold?.id ?? null,
      },
      endsHold: hold?.id,
      images: imageFields(null, body.images),
    };
  });

/** CONTRACT maintenance, at the plant the trolley is at. */
const maintenance = (body: TrolleyMaintenance) =>
  call('maintenance', 'Maintenance', wrongStatus('maintenance', 'sent to maintenance'), ({ row }) => ({
    set: {},
    transaction: { note: body.note, photos: photosOf(null, body.images), from_plant_id: row.plant_id, to_plant_id: row.plant_id },
    images: imageFields(null, body.images),
  }));

/**
 * Reported lost or damaged, wherever it is. The customer holding it (Delivery) stops holding it: the
 * report ends the hold (its pickup request with it), and `charge` (dollars) is billed to that customer. A charge
 * with no customer holding the trolley is a 422 on `charge`. Any transfer under way is off.
 */
const incident = (move: 'lost' | 'damaged', body: TrolleyIncident) =>
  call(move, move === 'lost' ? 'Loss' : 'Damage', wrongStatus(move, move === 'lost' ? 'reported lost' : 'reported damaged'), async ({ trx, row }) => {
    const hold = row.trolley_status === 'Delivery' ? await openHold(trx, row.id) : undefined;
    const holder = hold?.customer_id ?? null;
    const cents = body.charge === null ? 0 : toCents(body.charge);
    if (cents > 0 && holder === null) throw invalidField('charge', 'No Customer holds this Trolley, so there is no one to charge.');
    return {
      set: { customer_id: null, from_plant_id: null, to_plant_id: null },
      transaction: { note: body.note, photos: photosOf(null, body.images), customer_id: holder, from_plant_id: row.plant_id, hold_start_id: hold?.id ?? null },
      endsHold: hold?.id,
      charge: cents > 0 && holder !== null ? { customer_id: holder, kind: move, note: body.note, amount_cents: cents } : undefined,
      images: imageFields(null, body.images),
    };
  });

/** A Lost trolley that turned up, onto one of the user's plants (OnPlant there). */
const recover = (body: TrolleyRecover) =>
  call(
    'recover',
    'Recover',
    wrongStatus('recover', 'recovered'),
    () => ({
      set: { plant_id: body.to_plant_id, customer_id: null, from_plant_id: null, to_plant_id: null },
      transaction: { note: body.note, photos: photosOf(null, body.images), to_plant_id: body.to_plant_id },
      images: imageFields(null, body.images),
    }),
    { plantId: body.to_plant_id, field: 'to_plant_id' },
  );

/** DeFleet (spec §4; §8: its refusals are 403 with a detail): out of the fleet for good. */
const defleetRefused = wrongStatus('defleet', 'DeFleeted');
const defleet = (body: TrolleyDefleet) =>
  call(
    'defleet',
    'DeFleet',
    (row) => (row.trolley_status === 'DeFleet' ? 'This Trolley is already defleeted.' : defleetRefused(row)),
    // The reason (optional) is the transaction's note.
    ({ row }) => ({ set: {}, transaction: { note: body.reason, from_plant_id: row.plant_id, to_plant_id: row.plant_id } }),
  );

/**
 * The trolley moves, each applied by the engine as one guarded update with its transaction row. Deliveries and
 * pickups are hand-overs (handovers.service.ts), which move their trolleys with `delivery` and `pickup` above.
 */
export const trolleyMoves = {
  transfer: (db: Kysely<Database>, user: AuthUser, id: number, body: TrolleyTransfer): Promise<Trolley> => moveTrolley(db, user, id, body.at, transfer(body)),
  checkout: (db: Kysely<Database>, user: AuthUser, id: number, body: TrolleyCheckout) => moveTrolley(db, user, id, body.at, checkout(body)),
  checkin: (db: Kysely<Database>, user: AuthUser, id: number, body: TrolleyCheckin) => moveTrolley(db, user, id, body.at, checkin(body)),
  maintenance: (db: Kysely<Database>, user: AuthUser, id: number, body: TrolleyMaintenance) => moveTrolley(db, user, id, body.at, maintenance(body)),
  lost: (db: Kysely<Database>, user: AuthUser, id: number, body: TrolleyIncident) => moveTrolley(db, user, id, body.at, incident('lost', body)),
  damaged: (db: Kysely<Database>, user: AuthUser, id: number, body: TrolleyIncident) => moveTrolley(db, user, id, body.at, incident('damaged', body)),
  recover: (db: Kysely<Database>, user: AuthUser, id: number, body: TrolleyRecover) => moveTrolley(db, user, id, body.at, recover(body)),
  defleet: (db: Kysely<Database>, user: AuthUser, id: number, body: TrolleyDefleet = { reason: null }) => moveTrolley(db, user, id, null, defleet(body)),
};
