import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MFA_MESSAGES, type OperationName } from '@glassdesk/shared';
import { forbidden, unauthorized } from '../lib/http-error.js';

/**
 * What a route needs, declared on every admin route as `config.access` (checked at start-up, so no route
 * can forget it): `public`, `signedIn`, or the operation(s) it needs (any one of them is enough).
 */
export type Access = { public: true } | { signedIn: true } | { operation: OperationName | OperationName[] };

export type AuthUser = {
  sessionId: number;
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: { id: number; name: string; editable: boolean };
  operations: ReadonlySet<string>;
  /** When this session signed in (a factor changes without the password only in a fresh session). */
  signedInAt: string;
  /** The role requires a second factor and the user has none yet: only the enrolment calls are open. */
  mfaEnrolmentRequired: boolean;
};

/**
 * CONTRACT "Staff sign-in": until a user whose role requires a second factor has one, every call but these answers
 * 403 {"detail": "Set up a second factor to continue."}: who am I, my operations, my own settings (/me/...), sign out.
 */
export function openDuringEnrolment(prefix: string, method: string, url: string) {
  const path = url.slice(prefix.length);
  return (method === 'GET' && (path === '/user' || path === '/operations')) || path === '/logout' || path.startsWith('/me/');
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user?: AuthUser;
  }
}

export function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || undefined;
  const alt = request.headers.token;
  return (Array.isArray(alt) ? alt[0] : alt)?.trim() || undefined;
}

export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** Who a staff token belongs to, the session slid on (auth.service.ts): undefined for a token that is unknown, revoked or expired. */
export type StaffLookup = (token: string) => Promise<AuthUser | undefined>;

export function registerAuth(app: FastifyInstance, prefix: string, lookup: StaffLookup) {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(prefix) && !route.config?.access) {
      throw new Error(`Route ${[route.method].flat().join(',')} ${route.url} does not declare config.access`);
    }
  });

  // onRequest: the token and operation are checked before the body is even parsed, so a caller without
  // them learns nothing from validation (401/403 come before any 422).
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || 'public' in access) return;

    const token = readToken(request);
    if (!token) throw unauthorized('Not authenticated.');
    const user = await lookup(token);
    if (!user) throw unauthorized('Your session has expired. Please sign in again.');
    request.user = user;
    if (user.mfaEnrolmentRequired && !openDuringEnrolment(prefix, request.method, request.routeOptions.url ?? '')) throw forbidden(MFA_MESSAGES.setUpFirst);
    if ('operation' in access) {
      const needed = Array.isArray(access.operation) ? access.operation : [access.operation];
      if (!needed.some((op) => user.operations.has(op))) throw forbidden("You don't have permission.");
    }
  });
}
