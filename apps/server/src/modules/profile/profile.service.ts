import type { Kysely } from 'kysely';
import type { ChangePassword, ProfileUpdate } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { forbidden, found, notFound } from '../../lib/http-error.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { isSuperAdmin } from '../../lib/super-admin.js';
import type { AuthUser } from '../../plugins/auth.js';
import { findPasswordHash, revokeUserSessions, setPasswordHash, updateUser } from '../users/users.service.js';
import { StaleVersion } from '../../lib/record-version.js';
import { recordChange, snapshot, versionedSave } from '../activity/activity.service.js';
import { getNotificationSettings, notificationSettingsVersion, updateNotificationSettings } from './notification-settings.repository.js';

export function updateProfile(db: Kysely<Database>, me: AuthUser, body: ProfileUpdate) {
  return db.transaction().execute(async (trx) => {
    const before = await snapshot(trx, 'user', me.id);
    const user = found(await updateUser(trx, me.id, body), 'User');
    await recordChange(trx, 'user', me.id, before);
    return user;
  });
}

/** The old password proves it is the owner (403 otherwise); the caller's other sessions end (CONTRACT). */
export async function changePassword(db: Kysely<Database>, me: AuthUser, body: ChangePassword) {
  const stored = await findPasswordHash(db, me.id);
  if (!stored || !(await verifyPassword(body.old_password, stored.password_hash))) throw forbidden('Old password is incorrect.');
  const passwordHash = await hashPassword(body.new_password);
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, me.id, passwordHash);
    // The one making the change stays signed in.
    await revokeUserSessions(trx, me.id, me.sessionId);
    await recordChange(trx, 'user', me.id, undefined, 'password_changed');
  });
}

// spec §2 "Profile": Preferences (the notification settings) belong to the Super Admin only, whatever operations
// another role holds.
function requireSuperAdmin(user: AuthUser) {
  if (!isSuperAdmin(user)) throw forbidden('Only the Super Admin can change the preferences.');
}

/** The settings (Super Admin only); with `id`, only when they are those (404 otherwise). */
export async function notificationSettings(db: Kysely<Database>, me: AuthUser, id?: number) {
  requireSuperAdmin(me);
  const settings = await getNotificationSettings(db);
  if (id !== undefined && settings.id !== id) throw notFound('Notification settings');
  return settings;
}

/** `expected`: the version the caller saw (If-Match); another one now is a 412 and nothing is written. */
export async function saveNotificationSettings(db: Kysely<Database>, me: AuthUser, id: number, email: string, expected?: number) {
  requireSuperAdmin(me);
  return versionedSave(db, 'notification_settings', id, 'Notification settings', () =>
    db.transaction().execute(async (trx) => {
      const before = await snapshot(trx, 'notification_settings', id);
      const saved = await updateNotificationSettings(trx, id, email, expected);
      if (!saved) {
        // There, yet not saved: If-Match named another version (CONTRACT "Concurrent edits").
        const now = await notificationSettingsVersion(trx, id);
        if (now !== undefined && expected !== undefined) throw new StaleVersion(now);
        throw notFound('Notification settings');
      }
      await recordChange(trx, 'notification_settings', id, before);
      return saved;
    }),
  );
}

// For other modules: where the alerts of new support requests and registrations go.
export { notificationEmail } from './notification-settings.repository.js';
