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
import { errorResponses } from '../../lib/route-schemas.js';
import { trolleyMoves as move } from './trolley-moves.service.js';

// spec §4 transfer, checkout, check-in; CONTRACT hand-overs; DeFleet. Every call needs Update Trolley and writes one
// transaction; the user's plant limits (spec §6) are enforced by the moves, not only hidden in the web app.
export async function trolleyMovesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['trolleys'];
  const config = { access: { operation: 'Update Trolley' as const } };
  const response = { 200: TrolleySchema, ...errorResponses(401, 403, 404, 409, 422) };
  const params = IdParamsSchema;

  r.put('/trolleys/:id/plantchange', { config, schema: { tags, params, body: TrolleyTransferSchema, response } }, (req) =>
    move.transfer(ctx.db, currentUser(req), req.params.id, req.body),
  );
  r.put('/trolleys/:id/plantdropoff', { config, schema: { tags, params, body: TrolleyCheckoutSchema, response } }, (req) =>
    move.checkout(ctx.db, currentUser(req), req.params.id, req.body),
  );
  r.put('/trolleys/:id/onplant', { config, schema: { tags, params, body: TrolleyCheckinSchema, response } }, (req) =>
    move.checkin(ctx.db, currentUser(req), req.params.id, req.body),
  );
  r.put('/trolleys/:id/delivery', { config, schema: { tags, params, body: TrolleyDeliverySchema, response } }, (req) =>
    move.delivery(ctx.db, currentUser(req), req.params.id, req.body),
  );
  r.put('/trolleys/:id/pickup', { config, schema: { tags, params, body: TrolleyPickupSchema, response } }, (req) => move.pickup(ctx.db, currentUser(req), req.params.id, req.body));
  r.put('/trolleys/:id/maintenance', { config, schema: { tags, params, body: TrolleyMaintenanceSchema, response } }, (req) =>
    move.maintenance(ctx.db, currentUser(req), req.params.id, req.body),
  );
  r.put('/trolleys/:id/defleet', { config, schema: { tags, params, response } }, (req) => move.defleet(ctx.db, currentUser(req), req.params.id));
}
