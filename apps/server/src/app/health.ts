import fp from 'fastify-plugin';
import type { AppContext } from '../app-context.js';
import { ping } from '../db/sql.js';
import { mailHealth } from '../modules/mail/mail.service.js';

/**
 * Liveness (/healthz): 200 whatever the database or the mail server do; the mail line says how the outbox is doing.
 * Readiness (/readyz): 503 while the database does not answer.
 */
export const health = fp<{ ctx: AppContext }>(async (app, { ctx }) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok', mail: await mailHealth(ctx.db) }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await ping(ctx.db);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ detail: 'Database unavailable.' });
    }
  });
});
