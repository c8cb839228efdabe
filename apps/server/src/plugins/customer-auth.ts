import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/http-error.js';
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

/** Who a customer token belongs to, the session slid on: undefined for a token that is unknown, revoked or expired. */
export type CustomerLookup = (token: string) => Promise<AuthCustomer | undefined>;

/** Registered inside the customer API's own plugin: it sees only that API's routes. */
export function registerCustomerAuth(api: FastifyInstance, lookup: CustomerLookup) {
  api.addHook('onRoute', (route) => {
    if (!route.config?.customerAccess || route.config.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} must declare config.customerAccess (and no config.access)`);
    }
  });

  api.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.customerAccess !== 'customer') return;
    const token = readToken(request);
    if (!token) throw unauthorized('Not authenticated.');
    const customer = await lookup(token);
    if (!customer) throw unauthorized('Your session has expired. Please sign in again.');
    request.customer = customer;
  });
}
