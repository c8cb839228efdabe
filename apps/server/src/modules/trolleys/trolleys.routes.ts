import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CustomerOptionsSchema,
  IdParamsSchema,
  MESSAGES,
  MessageSchema,
  OptionsQuerySchema,
  PlantOptionsSchema,
  TrolleyCostListSchema,
  TrolleyCostQuerySchema,
  TrolleyCustomerQuerySchema,
  TrolleyHistoryHeaderSchema,
  TrolleyHistoryParamsSchema,
  TrolleyListQuerySchema,
  TrolleyListSchema,
  TrolleySaveSchema,
  TrolleySchema,
  TrolleyTransactionListQuerySchema,
  TrolleyTransactionListSchema,
  TrolleyTransactionSchema,
  TrolleyTransferListQuerySchema,
  TrolleyUidParamsSchema,
} from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { customerCosts, transactionHistory, trolleyTransaction, trolleyTransactions } from './trolley-transactions.service.js';
import {
  actingPlants,
  createTrolley,
  customerTrolleys,
  deleteTrolley,
  deliveryCustomers,
  fleetList,
  liveTrolley,
  plantTransferList,
  restoreTrolley,
  trolleyByUid,
  updateTrolley,
} from './trolleys.service.js';

// The fleet's routes: each parses, calls one service function (trolleys.service.ts, trolley-transactions.service.ts)
// and shapes the answer. The moves are trolley-moves.routes.ts.
export async function trolleysRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['trolleys'];

  // spec §7: the fleet (disabled=0) or the deleted list (is_deleted=true); the route table gives both List Trolleys.
  r.get(
    '/trolleys',
    {
      config: { access: { operation: 'List Trolleys' } },
      schema: { tags, querystring: TrolleyListQuerySchema, response: { 200: TrolleyListSchema, ...errorResponses(401, 403, 422) } },
    },
    (request) => fleetList(ctx.db, request.query),
  );

  // The plants the caller may act at (the checkout/check-in selectors, the Hand-over screen): the user's plants,
  // or every plant for the Super Admin (whose plants cannot be assigned).
  r.get(
    '/trolleys/plants',
    {
      config: { access: { operation: ['List Trolleys', 'Update Trolley'] } },
      schema: { tags, response: { 200: PlantOptionsSchema, ...errorResponses(401, 403) } },
    },
    (request) => actingPlants(ctx.db, currentUser(request)),
  );

  // spec §4 checkout: PlantChange trolleys leaving the plant; check-in: trolleys in a plant change (PlantChange or
  // DropOff) arriving at it. The plant must be one of the user's (spec §6).
  for (const which of ['checkout', 'checkin'] as const) {
    r.get(
      `/trolleys/statuses/${which}`,
      {
        config: { access: { operation: 'List Trolleys' } },
        schema: { tags, querystring: TrolleyTransferListQuerySchema, response: { 200: TrolleyListSchema, ...errorResponses(401, 403, 422) } },
      },
      (request) => plantTransferList(ctx.db, currentUser(request), which, request.query),
    );
  }

  // CONTRACT hold-time cost: one row per hold of the customer, newest first, with the total.
  r.get(
    '/trolleys/costs',
    {
      config: { access: { operation: 'View Additional Cost' } },
      schema: { tags, querystring: TrolleyCostQuerySchema, response: { 200: TrolleyCostListSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    (request) => customerCosts(ctx.db, request.query),
  );

  // CONTRACT: the trolleys the customer holds now (Delivery); time_duration is the days held.
  r.get(
    '/trolleys/customers',
    {
      config: { access: { operation: 'List Trolleys' } },
      schema: { tags, querystring: TrolleyCustomerQuerySchema, response: { 200: TrolleyListSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    (request) => customerTrolleys(ctx.db, request.query),
  );

  // The Hand-over screen's customer choice: live, approved customers only (CONTRACT: delivery to an approved one).
  r.get(
    '/trolleys/delivery-customers',
    {
      config: { access: { operation: 'Update Trolley' } },
      schema: { tags, querystring: OptionsQuerySchema, response: { 200: CustomerOptionsSchema, ...errorResponses(401, 403, 422) } },
    },
    (request) => deliveryCustomers(ctx.db, request.query),
  );

  // The Hand-over screen finds a scanned or typed code (case-insensitive, live trolleys only).
  r.get(
    '/trolleys/by-uid/:uid',
    {
      config: { access: { operation: ['List Trolleys', 'View Trolley', 'Update Trolley'] } },
      schema: { tags, params: TrolleyUidParamsSchema, response: { 200: TrolleySchema, ...errorResponses(401, 403, 404, 422) } },
    },
    (request) => trolleyByUid(ctx.db, request.params.uid),
  );

  r.get(
    '/trolleys/:id',
    {
      config: { access: { operation: ['View Trolley', 'Update Trolley'] } },
      schema: { tags, params: IdParamsSchema, response: { 200: TrolleySchema, ...errorResponses(401, 403, 404, 422) } },
    },
    (request) => liveTrolley(ctx.db, request.params.id),
  );

  r.post(
    '/trolleys',
    {
      config: { access: { operation: 'Add Trolley' } },
      schema: { tags, body: TrolleySaveSchema, response: { 201: TrolleySchema, ...errorResponses(401, 403, 409, 422) } },
    },
    async (request, reply) => reply.status(201).send(await createTrolley(ctx.db, currentUser(request), request.body)),
  );

  // The trolley's data. Its plant can be corrected only while it is at a plant (a move is a transfer).
  r.put(
    '/trolleys/:id',
    {
      config: { access: { operation: 'Update Trolley' } },
      schema: { tags, params: IdParamsSchema, body: TrolleySaveSchema, response: { 200: TrolleySchema, ...errorResponses(401, 403, 404, 409, 422) } },
    },
    (request) => updateTrolley(ctx.db, request.params.id, request.body),
  );

  // Soft delete to the deleted list: only a trolley at a plant (not in a transfer, not at a customer).
  r.delete(
    '/trolleys/:id',
    {
      config: { access: { operation: 'Delete Trolley' } },
      schema: { tags, params: IdParamsSchema, response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409, 422) } },
    },
    async (request) => {
      await deleteTrolley(ctx.db, request.params.id);
      return { message: MESSAGES.deleted };
    },
  );

  r.put(
    '/trolleys/:id/restore',
    {
      config: { access: { operation: 'Restore Trolley' } },
      schema: { tags, params: IdParamsSchema, response: { 200: TrolleySchema, ...errorResponses(401, 403, 404, 409, 422) } },
    },
    (request) => restoreTrolley(ctx.db, request.params.id),
  );

  // Transactions of a live or deleted trolley (its history stays readable).
  r.get(
    '/trolleys/:id/transactions',
    {
      config: { access: { operation: 'View Trolley' } },
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: TrolleyTransactionListQuerySchema,
        response: { 200: TrolleyTransactionListSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (request) => trolleyTransactions(ctx.db, request.params.id, request.query),
  );

  r.get(
    '/trolleys/:id/transactions/:historyId',
    {
      config: { access: { operation: 'View Trolley' } },
      schema: { tags, params: TrolleyHistoryParamsSchema, response: { 200: TrolleyTransactionSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    (request) => trolleyTransaction(ctx.db, request.params.id, request.params.historyId),
  );

  r.get(
    '/trolleys/:id/transactions/:historyId/history',
    {
      config: { access: { operation: 'View Trolley' } },
      schema: { tags, params: TrolleyHistoryParamsSchema, response: { 200: TrolleyHistoryHeaderSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    (request) => transactionHistory(ctx.db, request.params.id, request.params.historyId),
  );
}
