import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen helpers for migrations only: they never import application code.
export const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export function idColumn<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  return table.addColumn('id', 'integer', (col: ColumnDefinitionBuilder) => (isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()));
}

export function timestamps<T extends string>(table: CreateTableBuilder<T, any>) {
  return table.addColumn('created_at', 'text', (c) => c.notNull()).addColumn('updated_at', 'text', (c) => c.notNull());
}

/** A unique index on lower(column): names that differ only in case are duplicates. */
export async function uniqueLower(db: Kysely<any>, table: string, column: string) {
  await sql`create unique index ${sql.id(`${table}_${column}_lower_unique`)} on ${sql.table(table)} (lower(${sql.ref(column)}))`.execute(db);
}

/** An index on lower(column): lists sort text case-insensitively, and this index serves that order. */
export async function indexLower(db: Kysely<any>, table: string, column: string) {
  await sql`create index ${sql.id(`${table}_${column}_lower_idx`)} on ${sql.table(table)} (lower(${sql.ref(column)}))`.execute(db);
}
