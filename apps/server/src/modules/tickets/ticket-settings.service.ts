import type { Kysely } from 'kysely';
import { TICKET_SETTING_KINDS, type TicketPermissions, type TicketSettings } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { invalidField } from '../../lib/http-error.js';
import { isSuperAdmin } from '../../lib/super-admin.js';
import type { AuthUser } from '../../plugins/auth.js';
import { StaleVersion } from '../../lib/record-version.js';
import { recordChange, snapshot, versionedSave } from '../activity/activity.service.js';
import { getTicketSettings, notLiveUsers, replaceTicketSettings, settingEmails, settingKindsOf, ticketSettingsVersion } from './ticket-settings.repository.js';

export { getTicketSettings } from './ticket-settings.repository.js';

/** The addresses of the users in Ticket Settings' "Trolley alerts" list (the overdue digest's staff recipients). */
export const trolleyAlertEmails = (db: Kysely<Database>) => settingEmails(db, 'trolley_alerts');

/** The ticket settings with their version (the ETag of GET /ticket-settings). */
export async function readTicketSettings(db: Kysely<Database>) {
  return { ...(await getTicketSettings(db)), version: await ticketSettingsVersion(db) };
}

/**
 * spec §7 PUT /ticket-settings: each list names live users only (422 on that list otherwise). `expected`: the version
 * the caller saw (If-Match); another one now is a 412 and nothing is written.
 */
export async function saveTicketSettings(db: Kysely<Database>, settings: TicketSettings, expected?: number) {
  await versionedSave(db, 'ticket_settings', null, 'Ticket Settings', () =>
    db.transaction().execute(async (trx) => {
      for (const kind of TICKET_SETTING_KINDS) {
        const strangers = await notLiveUsers(trx, settings[kind] ?? []);
        if (strangers.length) throw invalidField(kind, `Only existing users can be chosen (not ${strangers.join(', ')}).`);
      }
      const before = await snapshot(trx, 'ticket_settings', 0);
      if (!(await replaceTicketSettings(trx, settings, expected))) throw new StaleVersion(await ticketSettingsVersion(trx));
      await recordChange(trx, 'ticket_settings', null, before);
    }),
  );
  return readTicketSettings(db);
}

/** CONTRACT: production both, sales view_comment only, the Super Admin both; nobody else either. */
export async function ticketPermissions(db: Kysely<Database>, user: AuthUser): Promise<TicketPermissions> {
  if (isSuperAdmin(user)) return { add_comment: true, view_comment: true };
  const kinds = await settingKindsOf(db, user.id);
  return { add_comment: kinds.has('production'), view_comment: kinds.has('production') || kinds.has('sales') };
}
