import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error.js';
import { isDatabaseUnavailable, isForeignKeyViolation, isNumberOutOfRange, isUniqueViolation, isUnstorableText } from '../db/sql.js';
import { drainRequest, formatBytes } from '../lib/drain-request.js';

/** The answer while the database cannot be reached (as /readyz says it), and when to try again (seconds). */
export const DATABASE_UNAVAILABLE = 'Database unavailable. Try again in a moment.';
const RETRY_AFTER_S = 5;

const LOC: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

/**
 * One place renders every failure as CONTRACT says: `{detail}` strings, the 422 list with loc/msg/type,
 * and 5xx bodies that say nothing internal (the error is logged with the request id instead).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // An answer before the body was read whole: the client still sending must get it, not a reset connection.
    drainRequest(request, reply);
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 0;
      return reply.status(413).send({ detail: `The request is too large: at most ${formatBytes(limit)} can be sent.` });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = LOC[error.validationContext ?? 'body'] ?? 'body';
      return reply.status(422).send({
        detail: error.validation.map((v) => ({
          loc: [
            where,
            ...v.instancePath
              .split('/')
              .filter(Boolean)
              .map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
          ],
          msg: v.message,
          type: String(v.keyword),
        })),
      });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ detail: error.detail, ...error.extra });
    }
    if (isUniqueViolation(error)) {
      return reply.status(409).send({ detail: 'This record already exists.' });
    }
    if (isForeignKeyViolation(error)) {
      return reply.status(409).send({ detail: 'This record is in use or refers to a missing record.' });
    }
    if (isNumberOutOfRange(error)) {
      // A safety net behind the schemas' MAX_ID: a number no row can hold is the caller's mistake, not a 500.
      return reply.status(400).send({ detail: 'A number in the request is out of range.' });
    }
    if (isUnstorableText(error)) {
      // The same safety net for a NUL character that a schema let through.
      return reply.status(400).send({ detail: 'The request contains a character that cannot be stored.' });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ detail: 'Internal Server Error' });
    }
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL restarting, a connection dropped mid-statement, SQLite's file locked by another process: nothing in
      // the request was wrong, and the same call can succeed in a moment. A write under way committed whole or not at
      // all.
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', String(RETRY_AFTER_S)).send({ detail: DATABASE_UNAVAILABLE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, body too large, unsupported media type, rate limits.
      return reply.status(status).send({ detail: status === 429 ? 'Too many requests. Try again later.' : error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ detail: 'Internal Server Error' });
  });
}
