import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  TrolleyCheckinSchema,
  TrolleyCheckoutSchema,
  TrolleyDeliverySchema,
  TrolleyIncidentSchema,
  TrolleyMaintenanceSchema,
  TrolleyPickupSchema,
  TrolleyDefleetSchema,
  TrolleyRecoverSchema,
  TrolleySchema,
  TrolleyTransferSchema,
  TrolleyHandedOverSchema,
} from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { handOverOne } from './handovers.service.js';
import { trolleyMoves as move } from './trolley-moves.service.js';

// spec §4 transfer, checkout, check-in; CONTRACT hand-overs; DeFleet. Every call needs Update Trolley and writes one
// transaction; the user's plant limits (spec §6) are enforced by the moves, not only hidden in the web app.
export async function trolleyMovesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['trolleys'];
  const config = { access: { operation: 'Update Trolley' as const } };
  const response = { 200: TrolleySchema, ...errorResponses(401, 403, 404, 409, 422) };
  const params = IdParamsSchema;
  // A delivery or pickup is a hand-over of one trolley: the trolley with the hand-over it made (handovers.routes.ts).
  const handedOver = { 200: TrolleyHandedOverSchema, ...errorResponses(401, 403, 404, 409, 422) };

  r.put(
    '/trolleys/:id/plantchange',
    {
      config,
      schema: {
        operationId: 'transferTrolley',
        summary: "Order a trolley's transfer to another plant",
        description:
          'The trolley becomes PlantChange and stays at its plant until it is checked out (checkOutTrolley) or checked in at the destination; writes one trolley transaction.',
        tags,
        params,
        body: TrolleyTransferSchema,
        response,
      },
    },
    (req) => move.transfer(ctx.db, currentUser(req), req.params.id, req.body),
  );
  r.put(
    '/trolleys/:id/plantdropoff',
    {
      config,
      schema: {
        operationId: 'checkOutTrolley',
        summary: "Check a trolley out of its plant, on the road to the transfer's destination",
        description: 'PlantChange becomes DropOff; a from_plant_id or to_plant_id given must match the transfer (409 otherwise). Writes one trolley transaction.',
        tags,
        params,
        body: TrolleyCheckoutSchema,
        response,
      },
    },
    (req) => move.checkout(ctx.db, currentUser(req), req.params.id, req.body),
  );
  r.put(
    '/trolleys/:id/onplant',
    {
      config,
      schema: {
        operationId: 'checkInTrolley',
        summary: 'Check a trolley in at a plant',
        description:
          "A trolley in a transfer lands at its destination only; one picked up from a customer or in maintenance at any of the user's plants. It becomes OnPlant there; writes one trolley transaction.",
        tags,
        params,
        body: TrolleyCheckinSchema,
        response,
      },
    },
    (req) => move.checkin(ctx.db, currentUser(req), req.params.id, req.body),
  );
  r.put(
    '/trolleys/:id/delivery',
    {
      config,
      schema: {
        operationId: 'deliverTrolley',
        summary: "Record a trolley's delivery to a customer",
        description:
          "To an approved customer only (409 otherwise); the customer's hold, and its hold-time cost, starts. Writes one trolley transaction and one hand-over of this trolley (handover_id), with the proof given (signature, signed_by, location); the same client_id again within 7 days answers the first result and records nothing (another trolley, customer or kind with it: 409).",
        tags,
        params,
        body: TrolleyDeliverySchema,
        response: handedOver,
      },
    },
    // Always 200 (a resend's kept answer too): the trolley as it was moved, with its hand-over.
    async (req) => (await handOverOne.delivery(ctx, currentUser(req), req.params.id, req.body)).body,
  );
  r.put(
    '/trolleys/:id/pickup',
    {
      config,
      schema: {
        operationId: 'pickUpTrolley',
        summary: "Record a trolley's pickup from a customer",
        description:
          "Ends the customer's hold; the trolley is on its way back (Pickup) until it is checked in at a plant. Writes one trolley transaction and one hand-over of this trolley (handover_id), with the proof given; the same client_id again within 7 days answers the first result and records nothing.",
        tags,
        params,
        body: TrolleyPickupSchema,
        response: handedOver,
      },
    },
    // Always 200 (a resend's kept answer too): the trolley as it was moved, with its hand-over.
    async (req) => (await handOverOne.pickup(ctx, currentUser(req), req.params.id, req.body)).body,
  );
  r.put(
    '/trolleys/:id/maintenance',
    {
      config,
      schema: {
        operationId: 'sendTrolleyToMaintenance',
        summary: 'Send a trolley to maintenance at its plant',
        description: 'Writes one trolley transaction; checkInTrolley brings it back on a plant.',
        tags,
        params,
        body: TrolleyMaintenanceSchema,
        response,
      },
    },
    (req) => move.maintenance(ctx.db, currentUser(req), req.params.id, req.body),
  );
  r.put(
    '/trolleys/:id/lost',
    {
      config,
      schema: {
        operationId: 'reportTrolleyLost',
        summary: 'Report a trolley lost',
        description:
          "The trolley becomes Lost wherever it was; a customer's hold ends, and `charge` (dollars, optional) is billed to that customer (422 when no customer holds it). recoverTrolley brings it back onto a plant; defleetTrolley writes it off. Writes one trolley transaction.",
        tags,
        params,
        body: TrolleyIncidentSchema,
        response,
      },
    },
    (req) => move.lost(ctx.db, currentUser(req), req.params.id, req.body),
  );
  r.put(
    '/trolleys/:id/damaged',
    {
      config,
      schema: {
        operationId: 'reportTrolleyDamaged',
        summary: 'Report a trolley damaged',
        description:
          "The trolley becomes Damaged; a customer's hold ends, and `charge` (dollars, optional) is billed to that customer (422 when no customer holds it). It goes on to maintenance (sendTrolleyToMaintenance) or is written off (defleetTrolley). Writes one trolley transaction.",
        tags,
        params,
        body: TrolleyIncidentSchema,
        response,
      },
    },
    (req) => move.damaged(ctx.db, currentUser(req), req.params.id, req.body),
  );
  r.put(
    '/trolleys/:id/recover',
    {
      config,
      schema: {
        operationId: 'recoverTrolley',
        summary: 'Recover a lost trolley onto a plant',
        description: "A Lost trolley that turned up becomes OnPlant at to_plant_id, one of the user's plants. Writes one trolley transaction.",
        tags,
        params,
        body: TrolleyRecoverSchema,
        response,
      },
    },
    (req) => move.recover(ctx.db, currentUser(req), req.params.id, req.body),
  );
  r.put(
    '/trolleys/:id/defleet',
    {
      config,
      schema: {
        operationId: 'defleetTrolley',
        summary: 'Take a trolley out of the fleet for good (DeFleet)',
        description:
          "The body is optional: `reason` (up to 255) is kept as the transaction's note (a damaged trolley written off). A status that does not allow it is refused with 403 (not 409); writes one trolley transaction.",
        tags,
        params,
        body: TrolleyDefleetSchema,
        response,
      },
    },
    (req) => move.defleet(ctx.db, currentUser(req), req.params.id, req.body),
  );
}
