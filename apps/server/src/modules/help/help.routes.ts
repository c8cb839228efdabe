import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HelpContentField, HelpSchema, HelpUpdateSchema, IdParamsSchema } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { sanitizedField } from '../../lib/sanitize-html.js';
import { findHelp, updateHelp } from './help.repository.js';

export async function helpRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['help'];

  // The edit screen (Update Help) reads the document it edits.
  r.get(
    '/help',
    {
      config: { access: { operation: ['List Help', 'Update Help'] } },
      schema: { tags, response: { 200: HelpSchema, ...errorResponses(401, 403, 404) } },
    },
    async () => (await findHelp(ctx.db)) ?? Promise.reject(notFound('Help')),
  );

  r.put(
    '/help/:id',
    {
      config: { access: { operation: 'Update Help' } },
      schema: { tags, params: IdParamsSchema, body: HelpUpdateSchema, response: { 200: HelpSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      // CONTRACT: help content is rich text, stored sanitised; its bounds count the sanitised HTML.
      const content = sanitizedField('content', request.body.content, HelpContentField);
      return (await updateHelp(ctx.db, request.params.id, content)) ?? Promise.reject(notFound('Help'));
    },
  );
}
