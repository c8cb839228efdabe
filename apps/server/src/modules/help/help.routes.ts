import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HelpSchema, HelpUpdateSchema, IdParamsSchema } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { ifMatchVersion, withEtag } from '../../lib/record-version.js';
import { getHelp, saveHelp } from './help.service.js';

export async function helpRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['help'];

  // The edit screen (Update Help) reads the document it edits.
  r.get(
    '/help',
    {
      config: { access: { operation: ['List Help', 'Update Help'] } },
      schema: {
        operationId: 'getHelp',
        summary: "Get the customer app's help text",
        description: 'There is one help document; its id is the one updateHelp takes. Answers the ETag of its version: send it as If-Match with the PUT.',
        tags,
        response: { 200: HelpSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (_request, reply) => withEtag(reply, await getHelp(ctx.db)),
  );

  // CONTRACT "Concurrent edits" names GET /help/{id}: the one document by its id (any other id is a 404), with its ETag.
  r.get(
    '/help/:id',
    {
      config: { access: { operation: ['List Help', 'Update Help'] } },
      schema: {
        operationId: 'getHelpById',
        summary: "Get the customer app's help text by its id",
        description: 'The one help document (getHelp) when the id is its own, else 404. Answers the ETag of its version: send it as If-Match with the PUT.',
        tags,
        params: IdParamsSchema,
        response: { 200: HelpSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => withEtag(reply, await getHelp(ctx.db, request.params.id)),
  );

  r.put(
    '/help/:id',
    {
      config: { access: { operation: 'Update Help' } },
      schema: {
        operationId: 'updateHelp',
        summary: "Update the customer app's help text",
        description:
          'content is rich text: it is stored sanitised, and its length limits count the sanitised HTML. With If-Match (the ETag of GET /help), help saved by someone else since answers 412 and nothing changes; the answer carries the new ETag.',
        tags,
        params: IdParamsSchema,
        body: HelpUpdateSchema,
        response: { 200: HelpSchema, ...errorResponses(401, 403, 404, 412, 422) },
      },
    },
    async (request, reply) => withEtag(reply, await saveHelp(ctx.db, request.params.id, request.body.content, ifMatchVersion(request))),
  );
}
