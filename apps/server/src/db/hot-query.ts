import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema.js';
import { isPostgresDb, pgQuery } from './sql.js';

/**
 * A query that every request runs, with one value from the request: built and compiled by Kysely once per database
 * (building it on every request cost more than running it on SQLite: GET /cities 7,800 -> 11,000 requests/s). On
 * PostgreSQL it also goes out as a named prepared statement, so each pooled connection parses and plans it once:
 * planning the session query was most of its cost (320 µs a round trip unnamed, 60 µs named): pgQuery (SQLite keeps
 * its own statement cache, db/create-db.ts).
 *
 * "Once per database" holds inside its transactions too: the compiled query is kept by the database's dialect
 * adapter, which a Kysely instance shares with every transaction it opens (each transaction is a Kysely instance of
 * its own, so keeping it by instance compiled it again in every one).
 */
export function hotQuery<R, V extends string | number = string>(name: string, build: (db: Kysely<Database>, value: V) => Compilable<R>) {
  // Compiled with a placeholder value, which tells where the request's value goes among the parameters.
  const placeholder = `\u0000${name}`;
  const compiledFor = new WeakMap<object, { query: CompiledQuery<R>; at: number }>();
  return async (db: Kysely<Database>, value: V): Promise<R[]> => {
    const adapter = db.getExecutor().adapter;
    let entry = compiledFor.get(adapter);
    if (!entry) {
      let query = build(db, placeholder as V).compile();
      const at = query.parameters.indexOf(placeholder);
      if (at < 0 || query.parameters.lastIndexOf(placeholder) !== at) throw new Error(`the ${name} query must use its value once`);
      if (isPostgresDb(db)) query = pgQuery(query, { name: `glassdesk_${name}` });
      compiledFor.set(adapter, (entry = { query, at }));
    }
    const parameters = [...entry.query.parameters];
    parameters[entry.at] = value;
    return (await db.executeQuery<R>({ ...entry.query, parameters })).rows;
  };
}
