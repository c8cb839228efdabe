import { type Kysely, sql } from 'kysely';
import { TICKET_SETTING_KINDS, type TicketSettingKind, type TicketSettings } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { isPostgresDb } from '../../db/sql.js';
import { nameList, person, type Snapshot } from '../activity/activity-snapshots.js';

/** The global ticket settings: each list of live users, ids ascending. */
export async function getTicketSettings(db: Kysely<Database>): Promise<Record<TicketSettingKind, number[]>> {
  const rows = await db
    .selectFrom('ticket_settings as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.kind', 's.user_id'])
    .where('u.deleted_at', 'is', null)
    .orderBy('s.user_id')
    .execute();
  return Object.fromEntries(TICKET_SETTING_KINDS.map((kind) => [kind, rows.filter((r) => r.kind === kind).map((r) => r.user_id)])) as Record<TicketSettingKind, number[]>;
}

/** The ids among `ids` that are not live users. */
export async function notLiveUsers(db: Kysely<Database>, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const ok = new Set((await db.selectFrom('users').select('id').where('id', 'in', ids).where('deleted_at', 'is', null).execute()).map((r) => r.id));
  return ids.filter((id) => !ok.has(id));
}

/** The version of the ticket settings (CONTRACT "Concurrent edits": the ETag of GET /ticket-settings). */
export async function ticketSettingsVersion(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('settings_versions').select('version').where('name', '=', 'ticket_settings').executeTakeFirstOrThrow();
  return Number(row.version);
}

/**
 * Replaces every list the settings carry; one left out (trolley_alerts, optional) stays as it is. The version moves on
 * by one, first, and only from `expected` when given: false when the settings are at another version (nothing written).
 */
export async function replaceTicketSettings(trx: Kysely<Database>, settings: TicketSettings, expected?: number): Promise<boolean> {
  const bumped = await trx
    .updateTable('settings_versions')
    .set({ version: sql<number>`version + 1` })
    .where('name', '=', 'ticket_settings')
    .$if(expected !== undefined, (u) => u.where('version', '=', expected!))
    .executeTakeFirst();
  if (Number(bumped.numUpdatedRows) !== 1) return false;
  const kinds = TICKET_SETTING_KINDS.filter((kind) => settings[kind] !== undefined);
  await trx.deleteFrom('ticket_settings').where('kind', 'in', kinds).execute();
  const values = kinds.flatMap((kind) => settings[kind]!.map((user_id) => ({ kind, user_id })));
  if (values.length) await trx.insertInto('ticket_settings').values(values).execute();
  return true;
}

/** The ticket-settings lists one user is in. */
export async function settingKindsOf(db: Kysely<Database>, userId: number): Promise<Set<TicketSettingKind>> {
  const rows = await db.selectFrom('ticket_settings').select('kind').where('user_id', '=', userId).execute();
  return new Set(rows.map((r) => r.kind));
}

/** The email addresses of the live users in one list. */
export async function settingEmails(db: Kysely<Database>, kind: TicketSettingKind): Promise<string[]> {
  const rows = await db
    .selectFrom('ticket_settings as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select('u.email')
    .where('s.kind', '=', kind)
    .where('u.deleted_at', 'is', null)
    .execute();
  return rows.map((r) => r.email);
}

/**
 * Holds the ticket settings for a change (the activity log's "before"): their version's row, which every save moves on
 * first. PostgreSQL: its row lock; SQLite: nothing (one transaction at a time; see holdRow).
 */
export async function holdTicketSettings(trx: Kysely<Database>) {
  if (!isPostgresDb(trx)) return;
  await trx.selectFrom('settings_versions').select('version').where('name', '=', 'ticket_settings').forNoKeyUpdate().execute();
}

/** The ticket settings as the activity log reads it (activity-snapshots.ts): its label and its fields in readable values. */
export async function ticketSettingsSnapshot(db: Kysely<Database>): Promise<Snapshot | undefined> {
  const rows = await db.selectFrom('ticket_settings as s').innerJoin('users as u', 'u.id', 's.user_id').select(['s.kind', 'u.first_name', 'u.last_name']).execute();
  const of = (kind: string) => nameList(rows.filter((r) => r.kind === kind).map((r) => person(r.first_name, r.last_name)));
  return {
    label: 'Ticket Settings',
    fields: { access: of('access'), emails: of('emails'), production: of('production'), sales: of('sales'), trolley_alerts: of('trolley_alerts') },
  };
}
