import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HandoverCreateSchema, HandoverListQuerySchema, HandoverListSchema, HandoverSchema, IdParamsSchema } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { handovers, recordHandover } from './handovers.service.js';

// CONTRACT "Hand-over proof and the driver's offline Hand-over": a visit of one or more trolleys, one signature.
export async function handoversRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['trolleys'];

  r.post(
    '/handovers',
    {
      config: { access: { operation: 'Update Trolley' } },
      schema: {
        operationId: 'createHandover',
        summary: 'Record one hand-over: several trolleys delivered to, or picked up from, one customer',
        description:
          "All or nothing, in one transaction: every trolley moves or none does. A trolley whose status does not fit, that is not at one of the user's plants (delivery), or (pickup) that another customer holds: 409 naming each such trolley's uid. The proof (signature, a url from POST /files; signed_by; location) is optional. The same client_id again within 7 days answers the first result (status and body) and records nothing; with other trolleys, customer or kind: 409.",
        tags,
        body: HandoverCreateSchema,
        response: { 201: HandoverSchema, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (req, reply) => {
      const result = await recordHandover(ctx.db, currentUser(req), req.body, 'handover');
      return reply.code(201).send(result.body);
    },
  );

  r.get(
    '/handovers',
    {
      config: { access: { operation: 'List Trolleys' } },
      schema: {
        operationId: 'listHandovers',
        summary: 'List hand-overs (paged), newest first',
        description: 'Filters: customer_id, trolley_id (a hand-over that moved it), kind (delivery | pickup). sort_by `at`.',
        tags,
        querystring: HandoverListQuerySchema,
        response: { 200: HandoverListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    (req) => handovers.list(ctx.db, req.query),
  );

  r.get(
    '/handovers/:id',
    {
      config: { access: { operation: 'List Trolleys' } },
      schema: {
        operationId: 'getHandover',
        summary: 'Get one hand-over with its trolleys and proof',
        tags,
        params: IdParamsSchema,
        response: { 200: HandoverSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (req) => handovers.get(ctx.db, req.params.id),
  );
}
