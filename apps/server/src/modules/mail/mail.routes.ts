import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema, MailListQuerySchema, MailListSchema, OutboxMessageDetailSchema, OutboxMessageSchema } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { listMailMessages, mailMessage, retryMail } from './mail.service.js';

/** The Mail screen's calls: the outbox, one message opened, and Retry on a failed message. */
export async function mailRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['mail'];

  r.get(
    '/mail',
    {
      config: { access: { operation: 'View Mail' } },
      schema: {
        operationId: 'listMailMessages',
        summary: 'List outbox messages (paged, sortable, searchable, by status)',
        description: 'totals counts the messages of each status, whatever the status filter.',
        tags,
        querystring: MailListQuerySchema,
        response: { 200: MailListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    (request) => listMailMessages(ctx.db, request.query),
  );

  r.get(
    '/mail/:id',
    {
      config: { access: { operation: 'View Mail' } },
      schema: {
        operationId: 'getMailMessage',
        summary: 'Open one outbox message: its headers, text and HTML',
        description:
          'The bodies as rendered when queued. A message carrying a password-reset code is never shown (withheld: secret); one sent before bodies were kept has none (withheld: not_kept).',
        tags,
        params: IdParamsSchema,
        response: { 200: OutboxMessageDetailSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (request) => mailMessage(ctx.db, request.params.id),
  );

  r.post(
    '/mail/:id/retry',
    {
      config: { access: { operation: 'Retry Mail' } },
      schema: {
        operationId: 'retryMail',
        summary: 'Retry a failed message',
        description: 'Queues the message again with fresh tries and wakes the sender; answers the message as it is now. 409 unless it had failed.',
        tags,
        params: IdParamsSchema,
        response: { 200: OutboxMessageSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    (request) => retryMail(ctx, request.params.id),
  );
}
