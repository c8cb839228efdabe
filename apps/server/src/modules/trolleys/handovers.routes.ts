import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HandoverCreateSchema, HandoverListQuerySchema, HandoverListSchema, HandoverSchema, IdParamsSchema } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { binaryResponse } from '../../openapi/openapi.js';
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
      const result = await recordHandover(ctx, currentUser(req), req.body, 'handover');
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

  r.get(
    '/report/handovers/:id/receipt',
    {
      config: { access: { operation: 'List Trolleys' }, openapi: { responses: { 200: binaryResponse('handover-{id}.pdf: the receipt', 'application/pdf') } } },
      schema: {
        operationId: 'getHandoverReceipt',
        summary: "A hand-over's receipt as PDF",
        description:
          "Business, customer, kind, the date and time on TIME_ZONE's clock with the zone named, each trolley's uid, name and bars, the signature and the signer (or why nobody signed), the place with a map link when known, the staff member and the hand-over's number.",
        tags,
        params: IdParamsSchema,
        response: errorResponses(401, 403, 404, 422),
      },
    },
    async (req, reply) => {
      const { handover, pdf } = await handovers.receipt(ctx, req.params.id);
      return sendReceipt(reply, handover.id, pdf);
    },
  );
}

/** A receipt as a download named after its hand-over ("handover-12.pdf"). */
export function sendReceipt(reply: FastifyReply, id: number, pdf: Buffer) {
  return reply.type('application/pdf').header('content-disposition', `attachment; filename="handover-${id}.pdf"`).send(pdf);
}
