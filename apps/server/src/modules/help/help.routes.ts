import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HelpSchema, HelpUpdateSchema, IdParamsSchema } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { errorResponses } from '../../lib/route-schemas.js';
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
        description: 'There is one help document; its id is the one updateHelp takes.',
        tags,
        response: { 200: HelpSchema, ...errorResponses(401, 403, 404) },
      },
    },
    () => getHelp(ctx.db),
  );

  r.put(
    '/help/:id',
    {
      config: { access: { operation: 'Update Help' } },
      schema: {
        operationId: 'updateHelp',
        summary: "Update the customer app's help text",
        description: 'content is rich text: it is stored sanitised, and its length limits count the sanitised HTML.',
        tags,
        params: IdParamsSchema,
        body: HelpUpdateSchema,
        response: { 200: HelpSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (request) => saveHelp(ctx.db, request.params.id, request.body.content),
  );
}
