import type { Kysely } from 'kysely';
import { MAIL_SECRET_KINDS, type MailKind, type MailListQuery, type OutboxMessageDetail } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/schema.js';
import { now } from '../../db/sql.js';
import { conflict, found } from '../../lib/http-error.js';
import { type MailAttachmentRef, parseAttachments } from './mail-attachments.js';
import type { MailLook } from './mail-layout.js';
import { type MailData, renderKind } from './mail-templates.js';
import { findMail, findMailWithBodies, insertMail, listMail, mailTotals, requeueFailedMail, unsentSummary } from './mail.repository.js';

/** One message to queue: its kind and what its template needs; `customerId` when it is to or about a customer. */
export type Envelope = { [K in MailKind]: { kind: K; to: string; data: MailData[K]; customerId?: number | null; attachments?: MailAttachmentRef[] } }[MailKind];

/**
 * Writes messages to the outbox in the caller's transaction (`trx`), rendered now (both parts). The caller wakes
 * `ctx.mailSender` once that transaction commits; a rollback leaves no message behind.
 */
export async function queueMail(trx: Kysely<Database>, look: MailLook, envelopes: readonly Envelope[]) {
  await insertMail(
    trx,
    envelopes.map((e) => {
      const rendered = renderKind(e.kind, e.data as never, look);
      return { kind: e.kind, recipient: e.to, customerId: e.customerId ?? null, attachments: e.attachments, ...rendered };
    }),
  );
}

/** GET /mail: the page, its count, and the totals per status. */
export async function listMailMessages(db: Kysely<Database>, query: MailListQuery) {
  const [page, totals] = await Promise.all([listMail(db, query), mailTotals(db)]);
  return { ...page, totals };
}

/** GET /mail/{id}: the message and what it says, but never a secret's text (MAIL_SECRET_KINDS), even while queued. */
export async function mailMessage(db: Kysely<Database>, id: number): Promise<OutboxMessageDetail> {
  const { text_body, html_body, attachments: refs, ...row } = found(await findMailWithBodies(db, id), 'Message');
  const message = { ...row, attachments: parseAttachments(refs).map((a) => ({ filename: a.filename, content_type: a.content_type })) };
  if (MAIL_SECRET_KINDS.includes(message.kind)) return { ...message, text_body: null, html_body: null, withheld: 'secret' };
  if (text_body === null && html_body === null) return { ...message, text_body, html_body, withheld: 'not_kept' };
  return { ...message, text_body, html_body, withheld: null };
}

/** POST /mail/{id}/retry: a failed message is queued again (fresh tries) and the sender woken. */
export async function retryMail(ctx: Pick<AppContext, 'db' | 'mailSender'>, id: number) {
  const requeued = await requeueFailedMail(ctx.db, id);
  if (!requeued) {
    const message = found(await findMail(ctx.db, id), 'Message');
    throw conflict(`Only a failed message can be retried; this one is ${message.status}.`);
  }
  ctx.mailSender.wake();
  return requeued;
}

/**
 * /healthz's mail line: how many messages wait to go out, the age in whole seconds of the oldest of them (0 when
 * none) and how many failed. Null when the database does not answer within a second: liveness never waits for it.
 */
export async function mailHealth(db: Kysely<Database>): Promise<{ unsent: number; oldest_unsent_seconds: number; failed: number } | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), 1_000)));
  try {
    const summary = await Promise.race([unsentSummary(db), late]);
    if (!summary) return null;
    const age = summary.oldestQueuedAt ? Math.max(0, Math.floor((now().getTime() - Date.parse(summary.oldestQueuedAt)) / 1000)) : 0;
    return { unsent: summary.unsent, oldest_unsent_seconds: age, failed: summary.failed };
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

// For the customers module: a customer's permanent delete erases the mail to and about it, in its transaction.
export { eraseCustomerMail } from './mail.repository.js';
