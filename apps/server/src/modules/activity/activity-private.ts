import type { Kysely } from 'kysely';
import type { ActivityEntry } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import type { AuthUser } from '../../plugins/auth.js';

// Changes only some readers of the log may see (a ticket's comment: those with view_comment). The module that owns
// the rule registers it (its *.module.ts `privateChanges`); the log's readers (the Activity screen, a record's
// History, the export) leave such a change out for everyone else. None of them is in the search text (recorder), so a
// search cannot find an entry by what its reader may not see.

export type PrivateChange = {
  /** The change's field, as recorded ("comment"). */
  field: string;
  /** Whether this staff user may see it. */
  visibleTo: (db: Kysely<Database>, user: AuthUser) => Promise<boolean>;
};

/**
 * What an entry's search text joins its values with (each value's words apart by spaces): a character no one types.
 * PostgreSQL's words of an entry (migration 0047) are its search text's pieces between the two.
 */
export const SEARCH_TEXT_APART = '\u001f';

/** The fields never put in an entry's search text: what some readers may not see. */
export const UNSEARCHABLE_FIELDS: ReadonlySet<string> = new Set(['comment']);

const rules = new Map<string, PrivateChange>();

export function registerPrivateChanges(list: readonly PrivateChange[]) {
  for (const rule of list) {
    if (!UNSEARCHABLE_FIELDS.has(rule.field)) throw new Error(`activity: a private field must be unsearchable too (${rule.field}, activity-private.ts)`);
    rules.set(rule.field, rule);
  }
}

/** The private fields this user may not see (asked once per request). */
export async function hiddenFieldsFor(db: Kysely<Database>, user: AuthUser): Promise<ReadonlySet<string>> {
  const hidden = new Set<string>();
  for (const rule of rules.values()) if (!(await rule.visibleTo(db, user))) hidden.add(rule.field);
  return hidden;
}

/** The entries without the changes their reader may not see. */
export function withoutHidden<E extends Pick<ActivityEntry, 'changes'>>(entries: E[], hidden: ReadonlySet<string>): E[] {
  if (!hidden.size) return entries;
  return entries.map((e) => (e.changes.some((c) => hidden.has(c.field)) ? { ...e, changes: e.changes.filter((c) => !hidden.has(c.field)) } : e));
}
