import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FaqListQuerySchema, FaqListSchema, FaqSchema, FaqWriteSchema, IdParamsSchema, MessageSchema } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { ifMatchVersion, withEtag } from '../../lib/record-version.js';
import { changeFaq, createFaq, getFaq, listFaqs, removeFaq } from './faqs.service.js';

export async function faqsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['faqs'];

  r.get(
    '/faqs',
    {
      config: { access: { operation: 'List FAQs' } },
      schema: {
        operationId: 'listFaqs',
        summary: 'List FAQs (paged, sortable, searchable)',
        tags,
        querystring: FaqListQuerySchema,
        response: { 200: FaqListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    (request) => listFaqs(ctx.db, request.query),
  );

  // The edit screen (Update FAQ) reads the FAQ it edits.
  r.get(
    '/faqs/:id',
    {
      config: { access: { operation: ['List FAQs', 'Update FAQ'] } },
      schema: {
        operationId: 'getFaq',
        summary: 'Get an FAQ',
        description: 'Answers the ETag of its version: send it as If-Match with the PUT.',
        tags,
        params: IdParamsSchema,
        response: { 200: FaqSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => withEtag(reply, await getFaq(ctx.db, request.params.id)),
  );

  r.post(
    '/faqs',
    {
      config: { access: { operation: 'Add FAQ' } },
      schema: {
        operationId: 'createFaq',
        summary: 'Create an FAQ',
        description: 'content is rich text: it is stored sanitised, and its length limits count the sanitised HTML.',
        tags,
        body: FaqWriteSchema,
        response: { 201: FaqSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => reply.status(201).send(await createFaq(ctx.db, request.body)),
  );

  r.put(
    '/faqs/:id',
    {
      config: { access: { operation: 'Update FAQ' } },
      schema: {
        operationId: 'updateFaq',
        summary: 'Update an FAQ',
        description:
          'content is rich text: it is stored sanitised, and its length limits count the sanitised HTML. With If-Match (the ETag of GET), an FAQ saved by someone else since answers 412 and nothing changes; the answer carries the new ETag.',
        tags,
        params: IdParamsSchema,
        body: FaqWriteSchema,
        response: { 200: FaqSchema, ...errorResponses(401, 403, 404, 412, 422) },
      },
    },
    async (request, reply) => withEtag(reply, await changeFaq(ctx.db, request.params.id, request.body, ifMatchVersion(request))),
  );

  r.delete(
    '/faqs/:id',
    {
      config: { access: { operation: 'Delete FAQ' } },
      schema: { operationId: 'deleteFaq', summary: 'Delete an FAQ', tags, params: IdParamsSchema, response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      await removeFaq(ctx.db, request.params.id);
      return { message: 'FAQ deleted.' };
    },
  );
}
