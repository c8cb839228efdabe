import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

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

export async function findUserById(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select(userColumns)
    .where('users.id', '=', id)
    .executeTakeFirst();
  return row ? toUser(row) : undefined;
}

export function findUserForLogin(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select([...userColumns, 'users.password_hash'])
    .where(sql`lower(users.email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function setPasswordHash(db: Kysely<Database>, userId: number, passwordHash: string) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: new Date().toISOString() })
    .where('id', '=', userId)
    .execute();
}
