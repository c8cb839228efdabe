import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';

/**
 * Who is acting, for the activity log: the request being served, carried through its async work so that
 * every service records its actor, request id and client address without passing them down. A preHandler hook binds
 * each request (`bindRequest`); work outside a request (housekeeping, the demo fill, start-up) has none and records
 * as the system.
 */
const current = new AsyncLocalStorage<FastifyRequest>();

export function bindRequest(request: FastifyRequest) {
  // enterWith (not run): the rest of Fastify's chain, the handler and everything it awaits, continues in this context.
  current.enterWith(request);
}

export const currentRequest = (): FastifyRequest | undefined => current.getStore();

/** Runs `work` outside any request: what it records is the system's (a timer started by a request, for instance). */
export const outsideRequests = <T>(work: () => T): T => current.exit(work);
