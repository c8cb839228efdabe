import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  TrolleyHistoryHeaderSchema,
  TrolleyHistoryParamsSchema,
  TrolleyTransactionListQuerySchema,
  TrolleyTransactionListSchema,
  TrolleyTransactionSchema,
} from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { transactionHistory, trolleyTransaction, trolleyTransactions } from './trolley-transactions.service.js';

// A trolley's history: its transactions and each one's history header (spec §3).
export async function trolleyTransactionsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['trolleys'];

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
