import type { Kysely } from 'kysely';

/**
 * The newest settled dispute and the newest closed month, each one index probe: with the newest trolley transaction,
 * cost change, charge and customer change they tell whether any customer's statements may have changed since a list
 * of months was kept (trolley-statements.service.ts). Frozen in time: no application code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('statement_disputes_resolved_idx').on('statement_disputes').column('resolved_at').execute();
  await db.schema.createIndex('customer_statements_closed_idx').on('customer_statements').column('closed_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('customer_statements_closed_idx').execute();
  await db.schema.dropIndex('statement_disputes_resolved_idx').execute();
}
