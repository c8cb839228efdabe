import type { Kysely } from 'kysely';
import type { Trolley, TrolleyCheckin, TrolleyCheckout, TrolleyDelivery, TrolleyMaintenance, TrolleyPickup, TrolleyTransfer } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { conflict, forbidden, invalidField } from '../../lib/http-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import { assertActsAt, imageFields, inScope, type MoveContext, moveTrolley, photosOf, type Plan, wrongStatus } from './trolley-moves.service.js';
import { openHold } from './trolley-transactions.repository.js';
import { assertPlantExists } from './trolleys.repository.js';

// spec §4 transfer, checkout, check-in; CONTRACT hand-overs; DeFleet. Each move checks the trolley as read
// (status 409, the user's plants 403, fields 422) and plans its result; moveTrolley applies it as a guarded update
// with its transaction row. The routes and the demo fill both go through these.

type Rules = (c: MoveContext) => Promise<Plan> | Plan;

/** Transfer: an OnPlant trolley at one of the user's plants -> PlantChange towards another plant. */
const transfer =
  (body: TrolleyTransfer): Rules =>
  async ({ trx, row, scope }) => {
    if (row.trolley_status !== 'OnPlant') throw wrongStatus('transferred', 'OnPlant', row);
    await assertActsAt(trx, scope, row.plant_id, 'Transfer');
    if (body.from_plant_id !== null && body.from_plant_id !== row.plant_id) throw conflict(`This Trolley is at ${row.plant_name} now. Reload and try again.`);
    if (body.to_plant_id === row.plant_id) throw invalidField('to_plant_id', 'Choose a plant other than the one the Trolley is at.');
    await assertPlantExists(trx, body.to_plant_id, 'to_plant_id');
    return {
      to: 'PlantChange',
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
  };

/** Checkout (spec §4): a PlantChange trolley leaves its plant -> DropOff (on the road to to_plant). */
const checkout =
  (body: TrolleyCheckout): Rules =>
  async ({ trx, row, scope }) => {
    if (row.trolley_status !== 'PlantChange' || row.from_plant_id === null || row.to_plant_id === null) throw wrongStatus('checked out', 'PlantChange', row);
    await assertActsAt(trx, scope, row.from_plant_id, 'Checkout');
    if (body.from_plant_id !== null && body.from_plant_id !== row.from_plant_id) throw conflict(`This Trolley leaves ${row.from_plant_name}, not the plant chosen.`);
    if (body.to_plant_id !== null && body.to_plant_id !== row.to_plant_id) throw conflict(`This Trolley is going to ${row.to_plant_name}, not the plant chosen.`);
    return {
      to: 'DropOff',
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
  };

/**
 * Check-in (spec §4 + CONTRACT): a trolley in a plant change (PlantChange or DropOff) arrives at its to_plant, or a
 * trolley in Pickup or Maintenance comes onto one of the user's plants -> OnPlant there.
 */
const checkin =
  (body: TrolleyCheckin): Rules =>
  async ({ trx, row, scope }) => {
    let fromPlant: number | null;
    if (row.trolley_status === 'PlantChange' || row.trolley_status === 'DropOff') {
      await assertActsAt(trx, scope, row.to_plant_id!, 'Check-in');
      if (body.to_plant_id !== row.to_plant_id) throw conflict(`This Trolley is going to ${row.to_plant_name}, not the plant chosen.`);
      if (body.from_plant_id !== null && body.from_plant_id !== row.from_plant_id) throw conflict(`This Trolley comes from ${row.from_plant_name}, not the plant chosen.`);
      fromPlant = row.from_plant_id;
    } else if (row.trolley_status === 'Pickup' || row.trolley_status === 'Maintenance') {
      await assertPlantExists(trx, body.to_plant_id, 'to_plant_id');
      await assertActsAt(trx, scope, body.to_plant_id, 'Check-in');
      fromPlant = row.trolley_status === 'Maintenance' ? row.plant_id : null;
    } else {
      throw wrongStatus('checked in', 'PlantChange, DropOff, Pickup or Maintenance', row);
    }
    return {
      to: 'OnPlant',
      set: { plant_id: body.to_plant_id, customer_id: null, from_plant_id: null, to_plant_id: null },
      transaction: {
        name: body.name,
        no_of_bars: body.no_of_bars,
        note: body.note,
        photos: photosOf(body.image, body.images),
        from_plant_id: fromPlant,
        to_plant_id: body.to_plant_id,
      },
      images: imageFields(body.image, body.images),
    };
  };

/** CONTRACT delivery: an OnPlant trolley at one of the user's plants goes to an approved customer -> Delivery. */
const delivery =
  (body: TrolleyDelivery): Rules =>
  async ({ trx, row, scope }) => {
    if (row.trolley_status !== 'OnPlant') throw wrongStatus('delivered', 'OnPlant', row);
    await assertActsAt(trx, scope, row.plant_id, 'Delivery');
    const customer = await trx.selectFrom('customers').select(['id', 'is_approved']).where('id', '=', body.customer_id).where('deleted_at', 'is', null).executeTakeFirst();
    if (!customer) throw invalidField('customer_id', 'The chosen Customer does not exist.');
    if (Number(customer.is_approved) !== 1) throw conflict('This Customer is not approved, so no Trolley can be delivered to it.');
    return {
      to: 'Delivery',
      set: { customer_id: body.customer_id },
      transaction: { no_of_bars: body.no_of_bars, note: body.note, photos: photosOf(null, body.images), customer_id: body.customer_id, from_plant_id: row.plant_id },
      images: imageFields(null, body.images),
    };
  };

/** CONTRACT pickup: a trolley in Delivery is collected -> Pickup; the customer's hold ends. No plant is involved. */
const pickup =
  (body: TrolleyPickup): Rules =>
  async ({ trx, row }) => {
    if (row.trolley_status !== 'Delivery') throw wrongStatus('picked up', 'in Delivery', row);
    const hold = await openHold(trx, row.id);
    return {
      to: 'Pickup',
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
  };

/** CONTRACT maintenance: OnPlant (at one of the user's plants) -> Maintenance. */
const maintenance =
  (body: TrolleyMaintenance): Rules =>
  async ({ trx, row, scope }) => {
    if (row.trolley_status !== 'OnPlant') throw wrongStatus('sent to maintenance', 'OnPlant', row);
    await assertActsAt(trx, scope, row.plant_id, 'Maintenance');
    return {
      to: 'Maintenance',
      set: {},
      transaction: { note: body.note, photos: photosOf(null, body.images), from_plant_id: row.plant_id, to_plant_id: row.plant_id },
      images: imageFields(null, body.images),
    };
  };

/**
 * DeFleet (spec §4, §8: its refusals are 403 with a detail): only an OnPlant or Maintenance trolley at one of the
 * user's plants; DeFleet is final.
 */
const defleet =
  (): Rules =>
  ({ row, scope }) => {
    if (row.trolley_status === 'DeFleet') throw forbidden('This Trolley is already DeFleet.');
    if (row.trolley_status !== 'OnPlant' && row.trolley_status !== 'Maintenance') {
      throw forbidden(`Only a Trolley that is OnPlant or in Maintenance can be DeFleeted; this one is ${row.trolley_status}.`);
    }
    if (!inScope(scope, row.plant_id)) throw forbidden(`DeFleet: ${row.plant_name} is not one of your plants.`);
    return { to: 'DeFleet', set: {}, transaction: { from_plant_id: row.plant_id, to_plant_id: row.plant_id } };
  };

/** The trolley moves, each applied as one guarded update with its transaction row. */
export const trolleyMoves = {
  transfer: (db: Kysely<Database>, user: AuthUser, id: number, body: TrolleyTransfer): Promise<Trolley> => moveTrolley(db, user, id, body.at, transfer(body)),
  checkout: (db: Kysely<Database>, user: AuthUser, id: number, body: TrolleyCheckout) => moveTrolley(db, user, id, body.at, checkout(body)),
  checkin: (db: Kysely<Database>, user: AuthUser, id: number, body: TrolleyCheckin) => moveTrolley(db, user, id, body.at, checkin(body)),
  delivery: (db: Kysely<Database>, user: AuthUser, id: number, body: TrolleyDelivery) => moveTrolley(db, user, id, body.at, delivery(body)),
  pickup: (db: Kysely<Database>, user: AuthUser, id: number, body: TrolleyPickup) => moveTrolley(db, user, id, body.at, pickup(body)),
  maintenance: (db: Kysely<Database>, user: AuthUser, id: number, body: TrolleyMaintenance) => moveTrolley(db, user, id, body.at, maintenance(body)),
  defleet: (db: Kysely<Database>, user: AuthUser, id: number) => moveTrolley(db, user, id, null, defleet(), forbidden),
};
