import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CustomerOptionsSchema,
  IdParamsSchema,
  MESSAGES,
  MessageSchema,
  OptionsQuerySchema,
  PlantOptionsSchema,
  TrolleyBalanceExportQuerySchema,
  TrolleyBalanceListSchema,
  TrolleyBalanceQuerySchema,
  TrolleyReminderResultSchema,
  TrolleyReminderSchema,
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
import { binaryResponse } from '../../openapi/openapi.js';
import { sendTrolleyReminder } from './trolley-overdue.js';
import { customerCosts, exportFleetBalance, fleetBalance, transactionHistory, trolleyTransaction, trolleyTransactions } from './trolley-transactions.service.js';
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
      schema: {
        operationId: 'listTrolleys',
        summary: 'List trolleys (paged, sortable, searchable)',
        description: 'The fleet by default; is_deleted=true (or disabled=1) lists the deleted trolleys instead. plant_id and trolley_status filter the list.',
        tags,
        querystring: TrolleyListQuerySchema,
        response: { 200: TrolleyListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    (request) => fleetList(ctx.db, request.query),
  );

  // The plants the caller may act at (the checkout/check-in selectors, the Hand-over screen): the user's plants,
  // or every plant for the Super Admin (whose plants cannot be assigned).
  r.get(
    '/trolleys/plants',
    {
      config: { access: { operation: ['List Trolleys', 'Update Trolley'] } },
      schema: {
        operationId: 'listMyPlants',
        summary: 'List the plants the signed-in user can move trolleys at',
        description: "The user's own plants; every plant for the Super Admin.",
        tags,
        response: { 200: PlantOptionsSchema, ...errorResponses(401, 403) },
      },
    },
    (request) => actingPlants(ctx.db, currentUser(request)),
  );

  // spec §4 checkout: PlantChange trolleys leaving the plant; check-in: trolleys in a plant change (PlantChange or
  // DropOff) arriving at it. The plant must be one of the user's (spec §6).
  const transferLists = {
    checkout: {
      operationId: 'listCheckoutTrolleys',
      summary: 'List the trolleys waiting to be checked out of a plant (paged, sortable, searchable)',
      description: "Trolleys with a transfer ordered (PlantChange) away from plant_id, which must be one of the user's plants.",
    },
    checkin: {
      operationId: 'listCheckinTrolleys',
      summary: 'List the trolleys on their way to a plant, to be checked in (paged, sortable, searchable)',
      description: "Trolleys in a transfer (PlantChange or DropOff) to plant_id, which must be one of the user's plants.",
    },
  } as const;
  for (const which of ['checkout', 'checkin'] as const) {
    r.get(
      `/trolleys/statuses/${which}`,
      {
        config: { access: { operation: 'List Trolleys' } },
        schema: { ...transferLists[which], tags, querystring: TrolleyTransferListQuerySchema, response: { 200: TrolleyListSchema, ...errorResponses(401, 403, 404, 422) } },
      },
      (request) => plantTransferList(ctx.db, currentUser(request), which, request.query),
    );
  }

  // CONTRACT hold-time cost: one row per hold of the customer, newest first, with the total.
  r.get(
    '/trolleys/costs',
    {
      config: { access: { operation: 'View Additional Cost' } },
      schema: {
        operationId: 'listCustomerTrolleyCosts',
        summary: "List a customer's trolley hold-time costs (paged), with the total",
        description:
          'One row per hold (a delivery to the customer until its pickup), newest first, priced with the free days and per-day charge in force when it started; an open hold counts up to now, and total_cost covers every hold, not only the page.',
        tags,
        querystring: TrolleyCostQuerySchema,
        response: { 200: TrolleyCostListSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (request) => customerCosts(ctx.db, request.query),
  );

  // The balance board, one row per customer holding trolleys, and the fleet's totals.
  r.get(
    '/trolleys/balance',
    {
      config: { access: { operation: 'View Additional Cost' } },
      schema: {
        operationId: 'listTrolleyBalance',
        summary: 'List the customers that hold trolleys now, with what they hold and owe (paged), and the fleet totals',
        description:
          'One row per customer holding a trolley now: trolleys held, the oldest hold in days, how many are past their free days, the charge accrued so far (the hold-time cost, open holds counted to now) and open pickup requests. Sortable by each; `search` finds a customer or business by name; the default order is the highest charge first. `totals` counts the whole fleet, whatever the page.',
        tags,
        querystring: TrolleyBalanceQuerySchema,
        response: { 200: TrolleyBalanceListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    (request) => fleetBalance(ctx.db, request.query),
  );

  r.get(
    '/report/trolleys/balance/export',
    {
      config: {
        access: { operation: 'View Additional Cost' },
        openapi: { responses: { 200: binaryResponse('trolley-balance.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') } },
      },
      schema: {
        operationId: 'exportTrolleyBalance',
        summary: 'Export the balance board as an Excel workbook',
        description: 'An Excel workbook (trolley-balance.xlsx) of every row of GET /trolleys/balance under the same search and order.',
        tags,
        querystring: TrolleyBalanceExportQuerySchema,
        response: errorResponses(401, 403, 422),
      },
    },
    (request, reply) => exportFleetBalance(ctx, request, reply, request.query),
  );

  // One customer's overdue list, mailed now (the balance board's "Send reminder").
  r.post(
    '/trolleys/reminders',
    {
      config: { access: { operation: 'View Additional Cost' } },
      schema: {
        operationId: 'sendTrolleyReminder',
        summary: 'Mail a customer the list of trolleys it holds past their free days',
        description:
          "Queues one message to the customer and one to its business's master customer (each address once) listing every trolley it holds past its free days, since when, the days over and the charge so far. 404: no such live customer; 409: it holds no trolley past its free days.",
        tags,
        body: TrolleyReminderSchema,
        response: { 200: TrolleyReminderResultSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    (request) => sendTrolleyReminder(ctx, request.body.customer_id),
  );

  // CONTRACT: the trolleys the customer holds now (Delivery); time_duration is the days held.
  r.get(
    '/trolleys/customers',
    {
      config: { access: { operation: 'List Trolleys' } },
      schema: {
        operationId: 'listCustomerTrolleys',
        summary: 'List the trolleys a customer holds now (paged, sortable, searchable)',
        description: 'Trolleys delivered to customer_id and not yet picked up; time_duration is the days held.',
        tags,
        querystring: TrolleyCustomerQuerySchema,
        response: { 200: TrolleyListSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (request) => customerTrolleys(ctx.db, request.query),
  );

  // The Hand-over screen's customer choice: live, approved customers only (CONTRACT: delivery to an approved one).
  r.get(
    '/trolleys/delivery-customers',
    {
      config: { access: { operation: 'Update Trolley' } },
      schema: {
        operationId: 'listDeliveryCustomerOptions',
        summary: 'List the customers a trolley can be delivered to, as choices for a picker',
        description: 'Live, approved customers only.',
        tags,
        querystring: OptionsQuerySchema,
        response: { 200: CustomerOptionsSchema, ...errorResponses(401, 403, 422) },
      },
    },
    (request) => deliveryCustomers(ctx.db, request.query),
  );

  // The Hand-over screen finds a scanned or typed code (case-insensitive, live trolleys only).
  r.get(
    '/trolleys/by-uid/:uid',
    {
      config: { access: { operation: ['List Trolleys', 'View Trolley', 'Update Trolley'] } },
      schema: {
        operationId: 'getTrolleyByUid',
        summary: 'Find a live trolley by its UID (a scanned or typed code)',
        description: 'The UID is matched case-insensitively; a deleted trolley is not found.',
        tags,
        params: TrolleyUidParamsSchema,
        response: { 200: TrolleySchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (request) => trolleyByUid(ctx.db, request.params.uid),
  );

  r.get(
    '/trolleys/:id',
    {
      config: { access: { operation: ['View Trolley', 'Update Trolley'] } },
      schema: {
        operationId: 'getTrolley',
        summary: 'Get a trolley',
        description: 'Live trolleys only: a deleted one answers 404.',
        tags,
        params: IdParamsSchema,
        response: { 200: TrolleySchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (request) => liveTrolley(ctx.db, request.params.id),
  );

  r.post(
    '/trolleys',
    {
      config: { access: { operation: 'Add Trolley' } },
      schema: {
        operationId: 'createTrolley',
        summary: 'Add a trolley to the fleet',
        description: 'trolley_photo_url must be a url from uploadFile; 409 when the UID is taken.',
        tags,
        body: TrolleySaveSchema,
        response: { 201: TrolleySchema, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request, reply) => reply.status(201).send(await createTrolley(ctx.db, currentUser(request), request.body)),
  );

  // The trolley's data. Its plant can be corrected only while it is at a plant (a move is a transfer).
  r.put(
    '/trolleys/:id',
    {
      config: { access: { operation: 'Update Trolley' } },
      schema: {
        operationId: 'updateTrolley',
        summary: "Update a trolley's data",
        description:
          'Its plant can be corrected only while it is at a plant (OnPlant, Maintenance, DeFleet; 409 otherwise): elsewhere only a move changes it. 409 when the UID is taken.',
        tags,
        params: IdParamsSchema,
        body: TrolleySaveSchema,
        response: { 200: TrolleySchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    (request) => updateTrolley(ctx.db, request.params.id, request.body),
  );

  // Soft delete to the deleted list: only a trolley at a plant (not in a transfer, not at a customer).
  r.delete(
    '/trolleys/:id',
    {
      config: { access: { operation: 'Delete Trolley' } },
      schema: {
        operationId: 'deleteTrolley',
        summary: 'Move a trolley to the deleted list',
        description: 'Only a trolley at a plant (OnPlant, Maintenance or DeFleet; 409 otherwise). Its history stays readable; restoreTrolley brings it back.',
        tags,
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
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
      schema: {
        operationId: 'restoreTrolley',
        summary: 'Restore a deleted trolley to the fleet',
        description: '409 when a live trolley took its UID meanwhile.',
        tags,
        params: IdParamsSchema,
        response: { 200: TrolleySchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    (request) => restoreTrolley(ctx.db, request.params.id),
  );

  // Transactions of a live or deleted trolley (its history stays readable).
  r.get(
    '/trolleys/:id/transactions',
    {
      config: { access: { operation: 'View Trolley' } },
      schema: {
        operationId: 'listTrolleyTransactions',
        summary: "List a trolley's transactions, its history (paged, sortable, searchable)",
        description: "Newest first by default; a deleted trolley's history stays readable.",
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
      schema: {
        operationId: 'getTrolleyTransaction',
        summary: 'Get one transaction of a trolley',
        tags,
        params: TrolleyHistoryParamsSchema,
        response: { 200: TrolleyTransactionSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (request) => trolleyTransaction(ctx.db, request.params.id, request.params.historyId),
  );

  r.get(
    '/trolleys/:id/transactions/:historyId/history',
    {
      config: { access: { operation: 'View Trolley' } },
      schema: {
        operationId: 'getTrolleyHistoryHeader',
        summary: 'Get the history header of a trolley transaction: days and hold-time cost',
        description: "For a delivery, or the pickup that ended its hold, the hold's days and cost; for any other transaction the days spent in that status and no charge.",
        tags,
        params: TrolleyHistoryParamsSchema,
        response: { 200: TrolleyHistoryHeaderSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (request) => transactionHistory(ctx.db, request.params.id, request.params.historyId),
  );
}
