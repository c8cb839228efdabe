import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { OPERATION_GROUPS, SUPER_ADMIN_ROLE } from '@glassdesk/shared';
import type { Database } from './schema.js';
import { isUniqueViolation, nowIso } from './sql.js';
import { hashPassword } from '../lib/passwords.js';

/**
 * Keeps the operations catalogue in step with the code (adds what a new version brings) and gives the
 * built-in Super Admin role every operation. Safe to run on every start and from several instances.
 */
export async function syncCatalogue(db: Kysely<Database>): Promise<void> {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    for (const group of OPERATION_GROUPS) {
      await trx
        .insertInto('operation_groups')
        .values({ name: group.name, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const { id: groupId } = await trx.selectFrom('operation_groups').select('id').where('name', '=', group.name).executeTakeFirstOrThrow();
      for (const name of group.operations) {
        await trx
          .insertInto('operations')
          .values({ name, group_id: groupId, created_at: now, updated_at: now })
          .onConflict((oc) => oc.column('name').doNothing())
          .execute();
      }
    }
    // Another instance starting at the same moment may insert it first: then ours does nothing.
    await trx
      .insertInto('roles')
      .values({ name: SUPER_ADMIN_ROLE, editable: 0, created_at: now, updated_at: now })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const role = await trx.selectFrom('roles').select('id').where('name', '=', SUPER_ADMIN_ROLE).where('editable', '=', 0).executeTakeFirstOrThrow();
    const ops = await trx.selectFrom('operations').select('id').execute();
    for (const op of ops) {
      await trx
        .insertInto('role_operations')
        .values({ role_id: role.id, operation_id: op.id })
        .onConflict((oc) => oc.columns(['role_id', 'operation_id']).doNothing())
        .execute();
    }
  });
}

/**
 * On an empty database only: one Super Admin user (CONTRACT). Returns the password when it was generated,
 * so the caller can print it once.
 */
export async function seedFirstAdmin(db: Kysely<Database>, opts: { email: string; password?: string }): Promise<{ email: string; generatedPassword?: string } | undefined> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return undefined;
  const role = await db.selectFrom('roles').select('id').where('name', '=', SUPER_ADMIN_ROLE).where('editable', '=', 0).executeTakeFirstOrThrow();
  const generatedPassword = opts.password ? undefined : randomBytes(12).toString('base64url');
  const now = nowIso();
  try {
    await db
      .insertInto('users')
      .values({
        first_name: 'Super',
        last_name: 'Admin',
        email: opts.email.trim().toLowerCase(),
        password_hash: await hashPassword(opts.password ?? generatedPassword!),
        role_id: role.id,
        created_at: now,
        updated_at: now,
      })
      .execute();
  } catch (err) {
    if (isUniqueViolation(err)) return undefined; // another instance seeded it first
    throw err;
  }
  const now2 = nowIso();
  const settings = await db.selectFrom('notification_settings').select('id').limit(1).executeTakeFirst();
  if (!settings) await db.insertInto('notification_settings').values({ email: null, created_at: now2, updated_at: now2 }).execute();
  return { email: opts.email.trim().toLowerCase(), generatedPassword };
}
