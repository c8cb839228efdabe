import type { FastifyRequest } from 'fastify';
import type { OperationName } from '@glassdesk/shared';
import { currentUser } from '../plugins/auth.js';
import { forbidden } from './http-error.js';

/**
 * One list endpoint serves the list and, with ?deleted=true, the trash (spec §7); each needs its own operation.
 * The route declares both in config.access (either lets the caller past the token check); this onRequest hook
 * then demands the one that fits the query, still before any validation.
 */
export function trashGate(listOperation: OperationName, trashOperation: OperationName) {
  return async (request: FastifyRequest) => {
    const deleted = (request.query as Record<string, unknown> | undefined)?.deleted === 'true';
    if (!currentUser(request).operations.has(deleted ? trashOperation : listOperation)) throw forbidden("You don't have permission.");
  };
}
