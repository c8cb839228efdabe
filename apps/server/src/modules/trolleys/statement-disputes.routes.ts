import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DisputeDetailSchema, DisputeListQuerySchema, DisputeListSchema, DisputeResolveSchema, IdParamsSchema } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { getDispute, listDisputes, resolveDispute } from './statement-disputes.service.js';

// CONTRACT "Statements the customer confirms or disputes", the admin API: the Disputes screen (List Disputes) and
// settling a dispute (Resolve Dispute), both held by the Super Admin role.
export async function statementDisputesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['statements'];

  r.get(
    '/disputes',
    {
      config: { access: { operation: 'List Disputes' } },
      schema: {
        operationId: 'listDisputes',
        summary: "List the customers' disputes of their statements (paged)",
        description:
          "Open ones first, then the newest, unless sorted by created_at; filters status and customer_id; search: the customer's or the business's name, the month (YYYY-MM).",
        tags,
        querystring: DisputeListQuerySchema,
        response: { 200: DisputeListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    (request) => listDisputes(ctx, request.query),
  );

  r.get(
    '/disputes/:id',
    {
      config: { access: { operation: 'List Disputes' } },
      schema: {
        operationId: 'getDispute',
        summary: "One dispute, its statement, and the disputed trolleys' hand-overs",
        description:
          "The dispute, the month's statement as the customer reads it, and each disputed trolley's hand-overs from the month before to the month after (newest first, with their receipts' proof).",
        tags,
        params: IdParamsSchema,
        response: { 200: DisputeDetailSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (request) => getDispute(ctx, request.params.id),
  );

  r.put(
    '/disputes/:id/resolve',
    {
      config: { access: { operation: 'Resolve Dispute' } },
      schema: {
        operationId: 'resolveDispute',
        summary: 'Settle a dispute with a credit or a rejection',
        description:
          "A credit (0.01 up to the month's total, 2 decimals) becomes an adjustment of minus the amount on the customer's first open month after the disputed one, its note naming the dispute; the reply (3-1000 characters) is what the customer reads. The customer is mailed. Once: a settled dispute is a 409.",
        tags,
        params: IdParamsSchema,
        body: DisputeResolveSchema,
        response: { 200: DisputeDetailSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    (request) => resolveDispute(ctx, currentUser(request), request.params.id, request.body),
  );
}
