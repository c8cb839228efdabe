import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { registerPrivateChanges } from '../modules/activity/activity-private.js';
import { registerMailAttachments } from '../modules/mail/mail-attachments.js';
import { userOfToken } from '../modules/auth/auth.service.js';
import { CUSTOMER_API_PREFIX } from '../modules/customer-app/customer-app.routes.js';
import { customerOfToken } from '../modules/customer-app/customer-app.service.js';
import { registerAuth } from '../plugins/auth.js';
import { registerCustomerAuth } from '../plugins/customer-auth.js';
import { MODULES, registerModuleSnapshots } from './modules.js';

export const API_PREFIX = '/api/admin/v1.0';

/**
 * Both APIs from the modules: the staff routes under the admin prefix, behind the token and operation check of
 * every route's config.access; the customer app's under its own prefix with its own sessions, so neither kind of
 * token opens the other API; the files' addresses at the root. Each module's activity snapshots and private changes
 * join the log's registries, and its mail attachments the outbox's.
 */
export async function registerModules(app: FastifyInstance, ctx: AppContext) {
  registerModuleSnapshots();
  for (const module of MODULES) if (module.privateChanges) registerPrivateChanges(module.privateChanges);
  for (const module of MODULES) if (module.mailAttachments) registerMailAttachments(module.mailAttachments);
  registerAuth(app, API_PREFIX, (token) => userOfToken(ctx, token));
  const all = (pick: (m: (typeof MODULES)[number]) => typeof m.routes) => MODULES.flatMap((m) => pick(m) ?? []);
  await app.register(
    async (api) => {
      for (const routes of all((m) => m.routes)) await routes(api, ctx);
    },
    { prefix: API_PREFIX },
  );
  await app.register(
    async (api) => {
      registerCustomerAuth(api, (token) => customerOfToken(ctx, token));
      for (const routes of all((m) => m.customerRoutes)) await routes(api, ctx);
    },
    { prefix: CUSTOMER_API_PREFIX },
  );
  await app.register(async (root) => {
    for (const routes of all((m) => m.rootRoutes)) await routes(root, ctx);
  });
}
