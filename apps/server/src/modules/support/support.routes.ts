import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema, MessageSchema, SupportListQuerySchema, SupportListSchema, SupportRequestCreateSchema } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { tooManyRequests } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { listSupportRequests, removeSupportRequest, submitSupportRequest } from './support.service.js';

export async function supportRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['support'];
  const throttle = ctx.throttles.supportIp;

  // spec §7: the one call of the public /support form, made without a token. CONTRACT: throttled per address;
  // every post counts (checked before the body is read, so invalid posts count too).
  r.post(
    '/support',
    {
      config: { access: { public: true } },
      onRequest: async (request) => {
        if (await throttle.isBlocked(request.ip)) throw tooManyRequests('Too many support requests. Try again later.');
        await throttle.record(request.ip);
      },
      schema: {
        operationId: 'submitSupportRequest',
        summary: 'Send a support request (the public support form)',
        description:
          'The request is stored and a mail about it queued to the notification address; nothing sent is echoed back. Every post counts towards a per-address limit, invalid ones too.',
        tags,
        security: [],
        body: SupportRequestCreateSchema,
        response: { 201: MessageSchema, ...errorResponses(422, 429) },
      },
    },
    async (request, reply) => {
      await submitSupportRequest(ctx, request.body);
      // Nothing the visitor sent is echoed back.
      return reply.status(201).send({ message: 'Success' });
    },
  );

  r.get(
    '/support',
    {
      config: { access: { operation: 'List Support' } },
      schema: {
        operationId: 'listSupportRequests',
        summary: 'List support requests (paged, sortable, searchable)',
        tags,
        querystring: SupportListQuerySchema,
        response: { 200: SupportListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    (request) => listSupportRequests(ctx.db, request.query),
  );

  r.delete(
    '/support/:id',
    {
      config: { access: { operation: 'Delete Support' } },
      schema: {
        operationId: 'deleteSupportRequest',
        summary: 'Delete a support request',
        tags,
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await removeSupportRequest(ctx.db, request.params.id);
      return { message: 'Support Request deleted.' };
    },
  );
}
