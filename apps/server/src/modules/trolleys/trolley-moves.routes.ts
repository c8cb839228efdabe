import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  TrolleyCheckinSchema,
  TrolleyCheckoutSchema,
  TrolleyDeliverySchema,
  TrolleyMaintenanceSchema,
  TrolleyPickupSchema,
  TrolleySchema,
  TrolleyTransferSchema,
} from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../plugins/auth.js';
import { conflict, forbidden, invalidField } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { assertActsAt, imageFields, inScope, moveTrolley, photosOf, wrongStatus } from './trolley-moves.service.js';
import { openHold } from './trolley-transactions.repository.js';
import { assertPlantExists } from './trolleys.repository.js';

// spec §4 transfer, checkout, check-in; CONTRACT hand-overs. Every call needs Update Trolley and writes one
// transaction; the user's plant limits (spec §6) are enforced here, not only hidden in the web app.
export async function trolleyMovesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['trolleys'];
  const access = { operation: 'Update Trolley' as const };
  const response = { 200: TrolleySchema, ...errorResponses(401, 403, 404, 409, 422) };

  // Transfer: an OnPlant trolley at one of the user's plants -> PlantChange towards another plant.
  r.put('/trolleys/:id/plantchange', { config: { access }, schema: { tags, params: IdParamsSchema, body: TrolleyTransferSchema, response } }, (request) => {
    const body = request.body;
    return moveTrolley(ctx.db, currentUser(request), request.params.id, body.at, async ({ trx, row, scope }) => {
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
    });
  });

  // Checkout (spec §4): a PlantChange trolley leaves its plant -> DropOff (on the road to to_plant).
  r.put('/trolleys/:id/plantdropoff', { config: { access }, schema: { tags, params: IdParamsSchema, body: TrolleyCheckoutSchema, response } }, (request) => {
    const body = request.body;
    return moveTrolley(ctx.db, currentUser(request), request.params.id, body.at, async ({ trx, row, scope }) => {
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
    });
  });

  // Check-in (spec §4 + CONTRACT): a trolley in a plant change (PlantChange or DropOff) arrives at its to_plant, or a
  // trolley in Pickup or Maintenance comes onto one of the user's plants -> OnPlant there.
  r.put('/trolleys/:id/onplant', { config: { access }, schema: { tags, params: IdParamsSchema, body: TrolleyCheckinSchema, response } }, (request) => {
    const body = request.body;
    return moveTrolley(ctx.db, currentUser(request), request.params.id, body.at, async ({ trx, row, scope }) => {
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
    });
  });

  // CONTRACT delivery: an OnPlant trolley at one of the user's plants goes to an approved customer -> Delivery.
  r.put('/trolleys/:id/delivery', { config: { access }, schema: { tags, params: IdParamsSchema, body: TrolleyDeliverySchema, response } }, (request) => {
    const body = request.body;
    return moveTrolley(ctx.db, currentUser(request), request.params.id, body.at, async ({ trx, row, scope }) => {
      if (row.trolley_status !== 'OnPlant') throw wrongStatus('delivered', 'OnPlant', row);
      await assertActsAt(trx, scope, row.plant_id, 'Delivery');
      const customer = await trx
        .selectFrom('customers')
        .select(['id', 'is_approved'])
        .where('id', '=', body.customer_id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!customer) throw invalidField('customer_id', 'The chosen Customer does not exist.');
      if (Number(customer.is_approved) !== 1) throw conflict('This Customer is not approved, so no Trolley can be delivered to it.');
      return {
        to: 'Delivery',
        set: { customer_id: body.customer_id },
        transaction: {
          no_of_bars: body.no_of_bars,
          note: body.note,
          photos: photosOf(null, body.images),
          customer_id: body.customer_id,
          from_plant_id: row.plant_id,
        },
        images: imageFields(null, body.images),
      };
    });
  });

  // CONTRACT pickup: a trolley in Delivery is collected -> Pickup; the customer's hold ends.
  r.put('/trolleys/:id/pickup', { config: { access }, schema: { tags, params: IdParamsSchema, body: TrolleyPickupSchema, response } }, (request) => {
    const body = request.body;
    return moveTrolley(ctx.db, currentUser(request), request.params.id, body.at, async ({ trx, row }) => {
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
    });
  });

  // CONTRACT maintenance: OnPlant (at one of the user's plants) -> Maintenance.
  r.put('/trolleys/:id/maintenance', { config: { access }, schema: { tags, params: IdParamsSchema, body: TrolleyMaintenanceSchema, response } }, (request) => {
    const body = request.body;
    return moveTrolley(ctx.db, currentUser(request), request.params.id, body.at, async ({ trx, row, scope }) => {
      if (row.trolley_status !== 'OnPlant') throw wrongStatus('sent to maintenance', 'OnPlant', row);
      await assertActsAt(trx, scope, row.plant_id, 'Maintenance');
      return {
        to: 'Maintenance',
        set: {},
        transaction: { note: body.note, photos: photosOf(null, body.images), from_plant_id: row.plant_id, to_plant_id: row.plant_id },
        images: imageFields(null, body.images),
      };
    });
  });

  // DeFleet (spec §4, §8: refusals are 403 with a detail): only an OnPlant or Maintenance trolley at one of the
  // user's plants; DeFleet is final.
  r.put('/trolleys/:id/defleet', { config: { access }, schema: { tags, params: IdParamsSchema, response } }, (request) =>
    moveTrolley(
      ctx.db,
      currentUser(request),
      request.params.id,
      null,
      ({ row, scope }) => {
        if (row.trolley_status === 'DeFleet') throw forbidden('This Trolley is already DeFleet.');
        if (row.trolley_status !== 'OnPlant' && row.trolley_status !== 'Maintenance') {
          throw forbidden(`Only a Trolley that is OnPlant or in Maintenance can be DeFleeted; this one is ${row.trolley_status}.`);
        }
        if (!inScope(scope, row.plant_id)) throw forbidden(`DeFleet: ${row.plant_name} is not one of your plants.`);
        return { to: 'DeFleet', set: {}, transaction: { from_plant_id: row.plant_id, to_plant_id: row.plant_id } };
      },
      forbidden,
    ),
  );
}
