import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  TrolleyBalanceExportQuerySchema,
  TrolleyBalanceListSchema,
  TrolleyBalanceQuerySchema,
  TrolleyCostListSchema,
  TrolleyCostQuerySchema,
  TrolleyReminderResultSchema,
  TrolleyReminderSchema,
} from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { sendXlsx } from '../../lib/xlsx-reply.js';
import { binaryResponse } from '../../openapi/openapi.js';
import { fleetBalance, fleetBalanceSheet } from './trolley-balance.service.js';
import { customerCosts } from './trolley-costs.service.js';
import { sendTrolleyReminder } from './trolley-overdue.service.js';

// What trolleys at customers cost: a customer's holds (Additional Cost), the balance board of every customer holding
// trolleys now with its export, and the overdue reminder. Priced by the billing engine in the services.
export async function trolleyCostsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['trolleys'];

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

  // CONTRACT "Trolley fleet control": the balance board, one row per customer holding trolleys, and the fleet's totals.
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
    async (request, reply) => sendXlsx(request, reply, await fleetBalanceSheet(ctx, request.query)),
  );

  // CONTRACT "Trolley fleet control": one customer's overdue list, mailed now (the balance board's "Send reminder").
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
}
