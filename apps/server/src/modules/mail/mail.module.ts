import type { AppModule } from '../../app-module.js';
import { purgeOldMail } from './mail.repository.js';
import { mailRoutes } from './mail.routes.js';

/** Sent and failed messages stay on the Mail screen this long. */
export const MAIL_KEEP_MS = 30 * 86_400_000;

/** The outbox: the Mail screen, the sender's poll (the sender itself is the app context's), the purge of old mail. */
export const mailModule: AppModule = {
  name: 'mail',
  routes: [mailRoutes],
  jobs: (ctx) => [ctx.mailSender.pollJob()],
  purges: { mail: (ctx, now) => purgeOldMail(ctx.db, new Date(now - MAIL_KEEP_MS).toISOString()) },
};
