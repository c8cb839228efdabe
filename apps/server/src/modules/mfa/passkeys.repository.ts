import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/sql.js';

// A user's passkeys (WebAuthn credentials) and the challenges of adding one.

const listed = ['id', 'name', 'created_at', 'last_used_at'] as const;

export async function listPasskeys(db: Kysely<Database>, userId: number) {
  const rows = await db.selectFrom('user_passkeys').select(listed).where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export async function countPasskeys(db: Kysely<Database>, userId: number) {
  const row = await db
    .selectFrom('user_passkeys')
    .select(sql<number>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The credential ids of a user's passkeys: an authenticator that holds one is not asked to make another. */
export function passkeyCredentialIds(db: Kysely<Database>, userId: number) {
  return db.selectFrom('user_passkeys').select(['credential_id', 'transports']).where('user_id', '=', userId).execute();
}

export function findPasskeyByCredential(db: Kysely<Database>, credentialId: string) {
  return db.selectFrom('user_passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();
}

/** A new passkey; undefined when its credential is already registered (to anyone). */
export async function insertPasskey(
  db: Kysely<Database>,
  row: { user_id: number; credential_id: string; public_key: string; counter: number; transports: string | null; name: string },
) {
  const inserted = await db
    .insertInto('user_passkeys')
    .values({ ...row, created_at: nowIso(), last_used_at: null })
    .onConflict((oc) => oc.column('credential_id').doNothing())
    .returning(['id', 'name', 'created_at'])
    .executeTakeFirst();
  return inserted && { ...inserted, id: Number(inserted.id) };
}

/**
 * A use: the counter moves forward only (a cloned authenticator replaying an older counter loses), in one statement.
 * Authenticators that keep no counter send 0 each time; those are accepted as they are.
 */
export async function usePasskey(db: Kysely<Database>, id: number, counter: number) {
  const use = db.updateTable('user_passkeys').set({ counter, last_used_at: nowIso() }).where('id', '=', id);
  const res = await (counter === 0 ? use.where('counter', '=', 0) : use.where('counter', '<', counter)).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Removes one of a user's passkeys: its name when it was there. */
export async function deletePasskey(db: Kysely<Database>, userId: number, id: number) {
  const row = await db.deleteFrom('user_passkeys').where('user_id', '=', userId).where('id', '=', id).returning('name').executeTakeFirst();
  return row?.name;
}

/** A user's registration challenge: a new one replaces any earlier (one "Add a passkey" at a time). */
export async function replaceRegistrationChallenge(db: Kysely<Database>, userId: number, tokenHash: string, challenge: string, expiresAt: string) {
  await db.deleteFrom('mfa_challenges').where('kind', '=', 'passkey_register').where('user_id', '=', userId).execute();
  await db
    .insertInto('mfa_challenges')
    .values({ kind: 'passkey_register', token_hash: tokenHash, user_id: userId, challenge, attempts: 0, created_at: nowIso(), expires_at: expiresAt })
    .execute();
}

/**
 * Takes a live challenge once (the first request to delete it gets it): a user's registration challenge, or a sign-in
 * challenge by its id's hash. A passkey answer is checked once, right or wrong.
 */
export async function takeChallenge(db: Kysely<Database>, kind: 'passkey_register' | 'passkey_login', owner: { userId: number } | { tokenHash: string }) {
  const row = await db
    .deleteFrom('mfa_challenges')
    .where('kind', '=', kind)
    .where('expires_at', '>', nowIso())
    .$if('userId' in owner, (q) => q.where('user_id', '=', (owner as { userId: number }).userId))
    .$if('tokenHash' in owner, (q) => q.where('token_hash', '=', (owner as { tokenHash: string }).tokenHash))
    .returning('challenge')
    .executeTakeFirst();
  return row?.challenge ?? undefined;
}
