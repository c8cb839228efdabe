import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { SupportRequestCreate } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/http-error.js';
import { deleteSupportRequest, insertSupportRequest, notificationEmail } from './support.repository.js';

export { listSupportRequests } from './support.repository.js';

type NewRequest = Awaited<ReturnType<typeof insertSupportRequest>>;

/** Tells the notification-settings address about a new request; a failure is logged, never the caller's problem. */
async function notify(ctx: Pick<AppContext, 'db' | 'mailer'>, saved: NewRequest, log: FastifyBaseLogger) {
  try {
    const to = await notificationEmail(ctx.db);
    if (!to) return;
    await ctx.mailer.send({
      to,
      subject: `GlassDesk support request from ${saved.name}`,
      text: `A new support request was received on ${saved.created_at}.\n\nName: ${saved.name}\nEmail: ${saved.email}\n\n${saved.description}\n\nIt is listed under Settings > Support List.\n`,
    });
  } catch (err) {
    log.error({ err, supportRequestId: saved.id }, 'support request notification failed');
  }
}

/** spec §7: the public /support form's request, stored, then mailed to the notification address. */
export async function submitSupportRequest(ctx: Pick<AppContext, 'db' | 'mailer'>, body: SupportRequestCreate, log: FastifyBaseLogger) {
  const saved = await insertSupportRequest(ctx.db, body);
  await notify(ctx, saved, log);
}

export async function removeSupportRequest(db: Kysely<Database>, id: number) {
  if (!(await deleteSupportRequest(db, id))) throw notFound('Support Request');
}
