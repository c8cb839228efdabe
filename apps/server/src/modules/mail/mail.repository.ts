import { type Kysely, sql } from 'kysely';
import { MAIL_SECRET_KINDS, type MailKind, type MailListQuery, type MailStatus } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { pagedList } from '../../db/list-query.js';
import { nowIso } from '../../db/sql.js';
import type { MailAttachmentRef } from './mail-attachments.js';

export type NewMail = { kind: MailKind; recipient: string; subject: string; text: string; html: string; customerId?: number | null; attachments?: MailAttachmentRef[] };

/** Queued in the caller's transaction: the message exists exactly when the change that causes it commits. */
export async function insertMail(db: Kysely<Database>, mails: readonly NewMail[]) {
  if (!mails.length) return;
  const now = nowIso();
  await db
    .insertInto('mail_outbox')
    .values(
      mails.map((m) => ({
        kind: m.kind,
        recipient: m.recipient,
        subject: m.subject,
        text_body: m.text,
        html_body: m.html,
        attachments: m.attachments?.length ? JSON.stringify(m.attachments) : null,
        customer_id: m.customerId ?? null,
        status: 'queued' as const,
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

/** Queued messages due at `now` that no sender holds (or whose sender's lease ran out), oldest due first. */
export async function dueMailIds(db: Kysely<Database>, now: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Takes one message for a try: a guarded update (no SELECT ... FOR UPDATE on SQLite) whose row count decides, so of
 * several senders (instances) exactly one wins it. The try is counted here: a crash in the middle of it counts too.
 * Answers the message to send, or undefined when another sender won it.
 */
export async function claimMail(db: Kysely<Database>, id: number, now: string, leaseUntil: string) {
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({ claimed_until: leaseUntil, attempts: eb('attempts', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .returning(['id', 'kind', 'recipient', 'subject', 'text_body', 'html_body', 'attachments', 'attempts', 'claimed_until'])
    .executeTakeFirst();
}
export type ClaimedMail = NonNullable<Awaited<ReturnType<typeof claimMail>>>;

/**
 * Sent. A message that carries a secret (MAIL_SECRET_KINDS: a reset code) loses its bodies now, kept no longer than
 * it must be; the others keep theirs for the Mail screen until housekeeping removes them. Only the lease holder may
 * mark it.
 */
export async function markMailSent(db: Kysely<Database>, claimed: ClaimedMail, now: string): Promise<boolean> {
  const secret = MAIL_SECRET_KINDS.includes(claimed.kind);
  const res = await db
    .updateTable('mail_outbox')
    .set({
      status: 'sent',
      sent_at: now,
      claimed_until: null,
      next_attempt_at: null,
      last_error: null,
      ...(secret ? { text_body: null, html_body: null } : {}),
      updated_at: now,
    })
    .where('id', '=', claimed.id)
    .where('claimed_until', '=', claimed.claimed_until)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** A failed try: due again at `retryAt`, or `failed` for good when it is null. */
export async function markMailFailure(db: Kysely<Database>, claimed: ClaimedMail, now: string, error: string, retryAt: string | null): Promise<boolean> {
  const res = await db
    .updateTable('mail_outbox')
    .set({ status: retryAt ? 'queued' : 'failed', next_attempt_at: retryAt, claimed_until: null, last_error: error, updated_at: now })
    .where('id', '=', claimed.id)
    .where('claimed_until', '=', claimed.claimed_until)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** A failed message goes back to the queue, due now, with a fresh count of tries. False: none, or not failed. */
const COLUMNS = ['id', 'kind', 'recipient', 'subject', 'status', 'attempts', 'last_error', 'created_at', 'next_attempt_at', 'sent_at'] as const;

export async function requeueFailedMail(db: Kysely<Database>, id: number) {
  const now = nowIso();
  // The row as requeued comes back from the update itself: read afterwards, a sender already awake (woken by an
  // earlier Retry) could have claimed it in between and it would read 'sending'.
  return db
    .updateTable('mail_outbox')
    .set({ status: 'queued', attempts: 0, next_attempt_at: now, claimed_until: null, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .returning(COLUMNS)
    .executeTakeFirst();
}

export function findMail(db: Kysely<Database>, id: number) {
  return db.selectFrom('mail_outbox').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The message with its bodies (GET /mail/{id}). */
export function findMailWithBodies(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('mail_outbox')
    .select([...COLUMNS, 'text_body', 'html_body', 'attachments'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function listMail(db: Kysely<Database>, query: MailListQuery) {
  let base = db.selectFrom('mail_outbox').select(COLUMNS);
  if (query.status) base = base.where('status', '=', query.status);
  return pagedList(base, query, {
    sortable: { recipient: 'recipient', subject: 'subject', kind: 'kind', status: 'status', attempts: 'attempts', created_at: 'created_at', sent_at: 'sent_at' },
    searchable: ['recipient', 'subject'],
    textColumns: ['recipient', 'subject'],
    defaultSort: { column: 'id', direction: 'desc' },
    tieBreaker: 'id',
    db,
  });
}

/** How many messages each status holds. */
export async function mailTotals(db: Kysely<Database>): Promise<Record<MailStatus, number>> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['status', sql<number>`count(*)`.as('n')])
    .groupBy('status')
    .execute();
  const totals = { queued: 0, sent: 0, failed: 0 };
  for (const row of rows) totals[row.status] = Number(row.n);
  return totals;
}

/** How many messages wait to go out (a first try or a retry) and since when the oldest, and the failed count (/healthz). */
export async function unsentSummary(db: Kysely<Database>) {
  const queued = await db
    .selectFrom('mail_outbox')
    .select([sql<number>`count(*)`.as('n'), sql<string | null>`min(created_at)`.as('at')])
    .where('status', '=', 'queued')
    .executeTakeFirstOrThrow();
  const failed = await db
    .selectFrom('mail_outbox')
    .select(sql<number>`count(*)`.as('n'))
    .where('status', '=', 'failed')
    .executeTakeFirstOrThrow();
  return { unsent: Number(queued.n), oldestQueuedAt: queued.at ?? null, failed: Number(failed.n) };
}

/** Housekeeping: sent and failed messages older than `before` (an ISO time) go. */
export async function purgeOldMail(db: Kysely<Database>, before: string): Promise<number> {
  const res = await db.deleteFrom('mail_outbox').where('status', 'in', ['sent', 'failed']).where('created_at', '<', before).executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** A customer erased for good leaves no mail behind: none to them, none about them (their registration alert). */
export async function eraseCustomerMail(trx: Kysely<Database>, customerId: number, email: string) {
  await trx
    .deleteFrom('mail_outbox')
    .where((eb) => eb.or([eb('customer_id', '=', customerId), eb(sql`lower(recipient)`, '=', email.toLowerCase())]))
    .execute();
}
