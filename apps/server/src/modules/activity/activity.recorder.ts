import type { Kysely } from 'kysely';
import type { ActivityAction, ActivityChange, ActivityEntityType } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/sql.js';
import { currentRequest } from '../../lib/request-context.js';
import type { HashedEntry } from './activity-hash.js';
import { insertPendingEntries, insertPendingEntry } from './activity-chain.repository.js';
import { readSnapshot, snapshotOfRow } from './activity-snapshots.js';
import { SEARCH_TEXT_APART, UNSEARCHABLE_FIELDS } from './activity-private.js';

export type ActivityActor = { type: 'user' | 'customer' | 'system'; id: number | null; name: string };
/** Retention classes (ACTIVITY_RETENTION_DAYS): money and access are kept for ever unless configured otherwise. */
export type ActivityKind = 'money' | 'access' | 'sign_in' | 'records' | 'retention';

export type ActivityRecord = {
  action: ActivityAction;
  entity: { type: ActivityEntityType; id: number | null; label: string };
  changes?: ActivityChange[];
  /** Who acted, when not the request's signed-in user or customer (a sign-in, a guest, the system). */
  actor?: ActivityActor;
  kind?: ActivityKind;
};

export const SYSTEM_ACTOR: ActivityActor = { type: 'system', id: null, name: 'System' };

// The fields whose change is about money (cost terms, hold-time charges, a loss or damage charge) or access (who may do what).
const MONEY_FIELDS = new Set(['max_day_allowed', 'per_day_charge', 'charge']);
const ACCESS_FIELDS = new Set(['role_id', 'operations', 'plants', 'access', 'is_approved', 'email']);
const ACCESS_ACTIONS = new Set<ActivityAction>(['approved', 'unapproved', 'password_changed', 'password_reset']);

export function kindOf(r: ActivityRecord): ActivityKind {
  if (r.kind) return r.kind;
  if (r.action === 'signed_in' || r.action === 'sign_in_failed') return 'sign_in';
  const fields = (r.changes ?? []).map((c) => c.field);
  if (fields.some((f) => MONEY_FIELDS.has(f))) return 'money';
  if (r.entity.type === 'user' || r.entity.type === 'role' || ACCESS_ACTIONS.has(r.action) || fields.some((f) => ACCESS_FIELDS.has(f))) return 'access';
  return 'records';
}

/** The actor of the request being served: its staff user, else its customer (name read as it is now), else the system. */
async function requestActor(trx: Kysely<Database>): Promise<ActivityActor> {
  const request = currentRequest();
  if (request?.user) return { type: 'user', id: request.user.id, name: `${request.user.first_name} ${request.user.last_name}` };
  if (request?.customer) {
    // Through the customers module's snapshot reader (the registry), as it reads in this transaction.
    const c = (await readSnapshot(trx, 'customer', request.customer.id))?.fields;
    return { type: 'customer', id: request.customer.id, name: c ? `${c.first_name} ${c.last_name}` : `Customer ${request.customer.id}` };
  }
  return SYSTEM_ACTOR;
}

/** The words a free-text search looks in: the actor, the label and every changed value, lower-cased. */
function searchText(actorName: string, label: string, changes: ActivityChange[]) {
  // Not what only some readers may see (a ticket's comment): a search must not find an entry by it.
  const searchable = changes.filter((c) => !UNSEARCHABLE_FIELDS.has(c.field));
  // Each value once: a rename's label is its new name too, and every copy was stored, hashed and indexed again.
  const words = new Set([actorName, label, ...searchable.flatMap((c) => [c.before ?? '', c.after ?? ''])].map((w) => w.toLowerCase()));
  words.delete('');
  return [...words].join(SEARCH_TEXT_APART);
}

/**
 * Records entries, inside the caller's transaction: the change and its entries commit or roll back together. They are
 * written pending (one small insert each) and linked into the hash chain by the sealer right after (activity.sealer.ts).
 */
export async function recordActivity(trx: Kysely<Database>, ...records: ActivityRecord[]): Promise<void> {
  if (!records.length) return;
  const entries = await pendingEntries(trx, records);
  // One statement for one entry (compiled once), one for several (a hand-over's trolleys): in order either way.
  if (entries.length === 1) await insertPendingEntry(trx, entries[0]);
  else await insertPendingEntries(trx, entries);
}

/** The records' entries as they are written pending (JSON): their actor, moment and request, in the caller's transaction. */
export async function pendingEntries(trx: Kysely<Database>, records: ActivityRecord[]): Promise<string[]> {
  if (!trx.isTransaction) throw new Error('recordActivity needs the transaction of the change it records');
  const request = currentRequest();
  const defaultActor = records.every((r) => r.actor) ? SYSTEM_ACTOR : await requestActor(trx);
  const at = nowIso();
  return records.map((r) => JSON.stringify(entryOf(r, r.actor ?? defaultActor, at, request && { id: request.id, ip: request.ip })));
}

/** The key of `was` that carries the id of the record an INSERT made (entryCreatedInStatement). */
export const ENTITY_ID_KEY = '#id';

/**
 * A pending entry completed with what its change's statement read as it wrote (`was`: key -> value, see withEntry):
 * the id of the record it made (ENTITY_ID_KEY), or the values it replaced, which become each field's "before" as the
 * record's module makes a snapshot from a row (its reader must be registered). A field whose "before" is its
 * "after" is dropped, and so is an `updated` entry left with no change (null: nothing to seal). The searched words
 * follow the changes.
 */
export function filledEntry(entry: HashedEntry, was: string | null): HashedEntry | null {
  if (was === null) return entry;
  const { [ENTITY_ID_KEY]: id, ...values } = JSON.parse(was) as Record<string, string | number | null>;
  if (id !== undefined) entry = { ...entry, entity_id: Number(id) };
  const fields = Object.keys(values);
  if (!fields.length) return entry;
  // Never the raw values instead: an FAQ's "before" would be its markup. A process that seals registers the readers.
  const before = snapshotOfRow(entry.entity_type as ActivityEntityType, values)?.fields;
  if (!before) throw new Error(`activity: no snapshot reader maps rows of ${entry.entity_type} (its module's *.module.ts registers it)`);
  const changes = (JSON.parse(entry.changes) as ActivityChange[])
    .map((c) => (c.field in values ? { ...c, before: before[c.field] ?? null } : c))
    .filter((c) => !(c.field in values) || c.before !== c.after);
  if (entry.action === 'updated' && !changes.length) return null;
  return { ...entry, changes: JSON.stringify(changes), search_text: searchText(entry.actor_name, entry.entity_label, changes) };
}

/** An entry's content, as the chain stores and hashes it. */
export function entryOf(r: ActivityRecord, actor: ActivityActor, at = nowIso(), request?: { id: string; ip: string }): HashedEntry {
  const changes = r.changes ?? [];
  return {
    at,
    actor_type: actor.type,
    actor_id: actor.id,
    actor_name: actor.name,
    action: r.action,
    entity_type: r.entity.type,
    entity_id: r.entity.id,
    entity_label: r.entity.label,
    changes: JSON.stringify(changes),
    search_text: searchText(actor.name, r.entity.label, changes),
    request_id: request?.id ?? null,
    client_address: request?.ip ?? null,
    kind: kindOf(r),
  };
}
