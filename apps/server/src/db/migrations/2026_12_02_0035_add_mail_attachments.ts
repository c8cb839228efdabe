import type { Kysely } from 'kysely';

/**
 * A message's attachments, by reference: a JSON list of {kind, id, filename, content_type} (a hand-over's receipt:
 * kind `handover_receipt`, the hand-over's id). The sender makes each file when it hands the message over, from
 * records that never change, so the outbox holds no file bytes. Null: none. Frozen in time: no application code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('attachments', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('attachments').execute();
}
