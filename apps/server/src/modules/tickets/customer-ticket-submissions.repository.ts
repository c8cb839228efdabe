import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The tickets customers raised with an Idempotency-Key (migration 0016): POST /tickets sent again with the same key
 * answers the ticket the first one raised.
 */

/** The ticket this customer's key raised since `since` (ISO), or undefined. */
export async function findSubmission(db: Kysely<Database>, customerId: number, key: string, since: string) {
  return db
    .selectFrom('customer_ticket_submissions as s')
    .innerJoin('tickets as t', 't.id', 's.ticket_id')
    .select(['t.id', 't.ticket_id'])
    .where('s.customer_id', '=', customerId)
    .where('s.idempotency_key', '=', key)
    .where('s.created_at', '>=', since)
    .executeTakeFirst();
}

/**
 * Records that `key` raised `ticketId`; false when the key is already taken (a request with it committed first). ON
 * CONFLICT DO NOTHING rather than a caught violation: on PostgreSQL the insert waits for a concurrent transaction
 * holding the same key and then answers without aborting this one.
 */
export async function claimSubmission(trx: Kysely<Database>, row: { customer_id: number; idempotency_key: string; ticket_id: number; created_at: string }) {
  const claimed = await trx
    .insertInto('customer_ticket_submissions')
    .values(row)
    .onConflict((oc) => oc.columns(['customer_id', 'idempotency_key']).doNothing())
    .returning('ticket_id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Forgets this customer's keys older than `before` (ISO): a key is honoured for a day. */
export async function forgetSubmissions(trx: Kysely<Database>, customerId: number, before: string) {
  await trx.deleteFrom('customer_ticket_submissions').where('customer_id', '=', customerId).where('created_at', '<', before).execute();
}
