import { type Kysely, sql } from 'kysely';
import { SUPER_ADMIN_ROLE, type PagingQuery, type UserSortColumn } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { nameList, person, text, type Snapshot } from '../activity/activity-snapshots.js';
import { fullName, listBase, pagedList } from '../../db/list-query.js';
import { nowIso, Refusal, unlessTaken } from '../../db/sql.js';

const userColumns = [
  'users.id',
  'users.first_name',
  'users.last_name',
  'users.email',
  'users.created_at',
  'users.role_id',
  'roles.name as role_name',
  'roles.editable as role_editable',
] as const;

type UserJoinRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  created_at: string;
  role_id: number;
  role_name: string;
  role_editable: number;
};

export function toUser(row: UserJoinRow) {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    created_at: row.created_at,
    role: { id: row.role_id, name: row.role_name, editable: row.role_editable === 1 },
  };
}

// Soft-deleted users are gone for every caller: lists, reads, sign-in and sessions.
const selectLiveUsers = (db: Kysely<Database>) => db.selectFrom('users').innerJoin('roles', 'roles.id', 'users.role_id').select(userColumns).where('users.deleted_at', 'is', null);

export async function findUserById(db: Kysely<Database>, id: number) {
  const row = await selectLiveUsers(db).select('users.version').where('users.id', '=', id).executeTakeFirst();
  // With its version (CONTRACT "Concurrent edits": the ETag of GET /users/{id}).
  return row ? { ...toUser(row), version: Number(row.version) } : undefined;
}

/** How many users there are, soft-deleted ones too. */
export async function countUserRows(db: Kysely<Database>) {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The id of the first live Super Admin (the account the first start created). */
export async function firstSuperAdminId(db: Kysely<Database>): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select('users.id')
    .where('roles.name', '=', SUPER_ADMIN_ROLE)
    .where('roles.editable', '=', 0)
    .where('users.deleted_at', 'is', null)
    .orderBy('users.id')
    .executeTakeFirst();
  return row?.id;
}

/**
 * 1 when the user (the `users` row of the query) has a second factor set up (CONTRACT "Staff sign-in"): a confirmed
 * authenticator app; 0 otherwise. The same on both databases.
 */
export const hasSecondFactor = sql<number>`(case when exists (select 1 from user_totp f where f.user_id = users.id and f.confirmed_at is not null) or exists (select 1 from user_passkeys p where p.user_id = users.id) then 1 else 0 end)`;

const loginUsers = (db: Kysely<Database>) =>
  db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select([...userColumns, 'users.password_hash', 'roles.mfa_required', hasSecondFactor.as('has_factor')])
    .where('users.deleted_at', 'is', null)
    .where('roles.deleted_at', 'is', null);

export function findUserForLogin(db: Kysely<Database>, email: string) {
  return loginUsers(db)
    .where(sql`lower(users.email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

/** The same, by id: the second step of a sign-in knows its user from the first. */
export function findUserForLoginById(db: Kysely<Database>, id: number) {
  return loginUsers(db).where('users.id', '=', id).executeTakeFirst();
}
export type LoginUser = NonNullable<Awaited<ReturnType<typeof findUserForLogin>>>;

export function findPasswordHash(db: Kysely<Database>, userId: number) {
  return db.selectFrom('users').select('password_hash').where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
}

export async function setPasswordHash(db: Kysely<Database>, userId: number, passwordHash: string): Promise<boolean> {
  const res = await db.updateTable('users').set({ password_hash: passwordHash, updated_at: nowIso() }).where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

const listedUsers = listBase(selectLiveUsers);

export async function listUsers(db: Kysely<Database>, query: PagingQuery<UserSortColumn>) {
  const page = await pagedList(listedUsers(db), query, {
    sortable: {
      first_name: ['users.first_name', 'users.last_name'],
      last_name: ['users.last_name', 'users.first_name'],
      email: 'users.email',
      role: 'roles.name',
      created_at: 'users.created_at',
      name: ['users.first_name', 'users.last_name'],
    },
    // The full name ("Chloé Tester003") holds every part of either name, so it replaces both name columns.
    searchable: [fullName('users.first_name', 'users.last_name'), 'users.email', 'roles.name'],
    textColumns: ['users.first_name', 'users.last_name', 'users.email', 'roles.name'],
    defaultSort: { column: 'users.id', direction: 'desc' },
    tieBreaker: 'users.id',
    db,
  });
  return { list: page.list.map(toUser), count: page.count };
}

export function listUserOptions(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('deleted_at', 'is', null)
    .orderBy(sql`lower(first_name)`)
    .orderBy(sql`lower(last_name)`)
    .orderBy('id')
    .execute();
}

/** A new user; Refusal('taken') when a live user has the email (any case: the partial unique index decides). */
export async function insertUser(db: Kysely<Database>, data: { first_name: string; last_name: string; email: string; password_hash: string; role_id: number }) {
  const now = nowIso();
  const inserted = await unlessTaken(() =>
    db
      .insertInto('users')
      .values({ ...data, email: data.email.toLowerCase(), created_at: now, updated_at: now, deleted_at: null })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  if (inserted instanceof Refusal) return inserted;
  return (await findUserById(db, inserted.id))!;
}

/**
 * Updates a live user. With `expectedRoleId` (the role the caller's permission checks were made against),
 * only while the user still holds it: if another admin moved the user meanwhile, nothing changes and the
 * answer is undefined. The same with `expectedVersion` (If-Match) for the record's version, which moves on by one.
 */
export async function updateUser(
  db: Kysely<Database>,
  id: number,
  data: { first_name: string; last_name: string; role_id?: number },
  expectedRoleId?: number,
  expectedVersion?: number,
) {
  let q = db
    .updateTable('users')
    .set({ ...data, updated_at: nowIso(), version: sql<number>`version + 1` })
    .where('id', '=', id)
    .where('deleted_at', 'is', null);
  if (expectedRoleId !== undefined) q = q.where('role_id', '=', expectedRoleId);
  if (expectedVersion !== undefined) q = q.where('version', '=', expectedVersion);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows) === 1 ? findUserById(db, id) : undefined;
}

/** Marks the user deleted; false when there was no such live user (already deleted, or never there). */
export async function softDeleteUser(db: Kysely<Database>, id: number): Promise<boolean> {
  const now = nowIso();
  const res = await db.updateTable('users').set({ deleted_at: now, updated_at: now }).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The user as the activity log reads it (activity-snapshots.ts): its label and its fields in readable values. */
export async function userSnapshot(db: Kysely<Database>, id: number): Promise<Snapshot | undefined> {
  const r = await db
    .selectFrom('users as u')
    .leftJoin('roles as r', 'r.id', 'u.role_id')
    .select(['u.first_name', 'u.last_name', 'u.email', 'r.name as role'])
    .where('u.id', '=', id)
    .executeTakeFirst();
  if (!r) return undefined;
  const plants = await db.selectFrom('user_plants as up').innerJoin('plants as p', 'p.id', 'up.plant_id').select('p.name').where('up.user_id', '=', id).execute();
  return {
    label: `User ${person(r.first_name, r.last_name)}`,
    fields: { first_name: r.first_name, last_name: r.last_name, email: r.email, role_id: text(r.role), plants: nameList(plants.map((p) => p.name)) },
  };
}
