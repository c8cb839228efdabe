import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/http-error.js';
import { hashToken } from '../lib/tokens.js';
import { findCustomerSession, slideCustomerSession } from '../modules/customer-app/customer-sessions.repository.js';
import type { AppContext } from '../app-context.js';
import { readToken } from './auth.js';

/**
 * What a customer-app route needs, declared on every one of them as `config.customerAccess` (checked at
 * start-up): `public`, or `customer` (a customer session). Staff routes declare `config.access` instead; a
 * route never has both, so neither kind of token opens the other API.
 */
export type CustomerAccess = 'public' | 'customer';
export type AuthCustomer = { sessionId: number; id: number };

declare module 'fastify' {
  interface FastifyContextConfig {
    customerAccess?: CustomerAccess;
  }
  interface FastifyRequest {
    customer?: AuthCustomer;
  }
}

export function currentCustomer(request: FastifyRequest): AuthCustomer {
  if (!request.customer) throw unauthorized();
  return request.customer;
}

/** Registered inside the customer API's own plugin: it sees only that API's routes. */
export function registerCustomerAuth(api: FastifyInstance, ctx: AppContext) {
  api.addHook('onRoute', (route) => {
    if (!route.config?.customerAccess || route.config.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} must declare config.customerAccess (and no config.access)`);
    }
  });

  api.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.customerAccess !== 'customer') return;
    const token = readToken(request);
    if (!token) throw unauthorized('Not authenticated.');
    const session = await findCustomerSession(ctx.db, hashToken(token));
    if (!session || session.revoked_at || Date.parse(session.expires_at) <= Date.now()) {
      throw unauthorized('Your session has expired. Please sign in again.');
    }
    await slideCustomerSession(ctx.db, session.id, session.expires_at, ctx.config.tokenTtlMs);
    request.customer = { sessionId: session.id, id: session.customer_id };
  });
}
