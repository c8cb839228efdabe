import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FaqContentField, FaqListQuerySchema, FaqListSchema, FaqSchema, FaqWriteSchema, IdParamsSchema, MessageSchema, type FaqWrite } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { sanitizedField } from '../../lib/sanitize-html.js';
import { deleteFaq, findFaq, insertFaq, listFaqs, updateFaq } from './faqs.repository.js';

// CONTRACT: FAQ content is rich text, stored sanitised; its bounds count the sanitised HTML.
const sanitized = (body: FaqWrite): FaqWrite => ({ title: body.title, content: sanitizedField('content', body.content, FaqContentField) });

export async function faqsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['faqs'];

  r.get(
    '/faqs',
    {
      config: { access: { operation: 'List FAQs' } },
      schema: { tags, querystring: FaqListQuerySchema, response: { 200: FaqListSchema, ...errorResponses(401, 403, 422) } },
    },
    (request) => listFaqs(ctx.db, request.query),
  );

  // The edit screen (Update FAQ) reads the FAQ it edits.
  r.get(
    '/faqs/:id',
    {
      config: { access: { operation: ['List FAQs', 'Update FAQ'] } },
      schema: { tags, params: IdParamsSchema, response: { 200: FaqSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => (await findFaq(ctx.db, request.params.id)) ?? Promise.reject(notFound('FAQ')),
  );

  r.post(
    '/faqs',
    {
      config: { access: { operation: 'Add FAQ' } },
      schema: { tags, body: FaqWriteSchema, response: { 201: FaqSchema, ...errorResponses(401, 403, 422) } },
    },
    async (request, reply) => reply.status(201).send(await insertFaq(ctx.db, sanitized(request.body))),
  );

  r.put(
    '/faqs/:id',
    {
      config: { access: { operation: 'Update FAQ' } },
      schema: { tags, params: IdParamsSchema, body: FaqWriteSchema, response: { 200: FaqSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => (await updateFaq(ctx.db, request.params.id, sanitized(request.body))) ?? Promise.reject(notFound('FAQ')),
  );

  r.delete(
    '/faqs/:id',
    {
      config: { access: { operation: 'Delete FAQ' } },
      schema: { tags, params: IdParamsSchema, response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      if (!(await deleteFaq(ctx.db, request.params.id))) throw notFound('FAQ');
      return { message: 'FAQ deleted.' };
    },
  );
}
