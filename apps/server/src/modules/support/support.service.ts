import type { Kysely } from 'kysely';
import type { SupportRequestCreate } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/http-error.js';
import { queueMail } from '../mail/mail.service.js';
import { recordChange, recordCreated, snapshot } from '../activity/activity.service.js';
import { deleteSupportRequest, insertSupportRequest } from './support.repository.js';
import { notificationEmail } from '../profile/profile.service.js';

export { listSupportRequests } from './support.repository.js';

/** spec §7: the public /support form's request, stored, and mailed to the notification address (queued with it). */
export async function submitSupportRequest(ctx: Pick<AppContext, 'db' | 'config' | 'mailSender'>, body: SupportRequestCreate) {
  await ctx.db.transaction().execute(async (trx) => {
    const saved = await insertSupportRequest(trx, body);
    const to = await notificationEmail(trx);
    if (to) await queueMail(trx, ctx.config, [{ kind: 'support_alert', to, data: { request: saved } }]);
    // A guest (the public form): the entry's actor is the name the guest gave, as a system-side event.
    await recordCreated(trx, 'support', saved.id, { actor: { type: 'system', id: null, name: `Guest ${saved.name}` } });
  });
  ctx.mailSender.wake();
}

export function removeSupportRequest(db: Kysely<Database>, id: number) {
  return db.transaction().execute(async (trx) => {
    const before = await snapshot(trx, 'support', id);
    if (!(await deleteSupportRequest(trx, id))) throw notFound('Support Request');
    await recordChange(trx, 'support', id, before, 'deleted');
  });
}
