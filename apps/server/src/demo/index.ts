import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { hashPassword } from '../lib/passwords.js';
import type { DemoContext } from './context.js';
import { Rng } from './random.js';
import { fillReference } from './reference.js';
import { DEMO_STAFF_EXAMPLES, fillStaff, firstSuperAdmin } from './staff.js';
import { fillBusinesses } from './businesses.js';
import { fillTickets } from './tickets.js';
import { fillTrolleys } from './trolleys.js';

/** `npm run demo` signs the first Super Admin in with this password unless ADMIN_PASSWORD is set. */
export const DEMO_ADMIN_PASSWORD = 'demo-admin';
/** Every demo staff member and demo customer signs in with this one. */
export const DEMO_PASSWORD = 'demo-password';
const SEED = 20_261_122;

export type DemoSummary = {
  cities: number;
  plants: number;
  businesses: number;
  customers: number;
  staff: number;
  tickets: number;
  trolleys: number;
};

async function count(db: Kysely<Database>, table: 'cities' | 'plants' | 'businesses' | 'customers' | 'users') {
  const row = await db
    .selectFrom(table)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * True on the database a first start leaves (one Super Admin and the catalogue, nothing else): the only one the
 * demo fills. A database with anything more (a demo filled before, or real data) is never touched.
 */
export async function isFreshDatabase(db: Kysely<Database>): Promise<boolean> {
  const counts = await Promise.all((['cities', 'plants', 'businesses', 'customers', 'users'] as const).map((t) => count(db, t)));
  return counts.every((n, i) => (i === 4 ? n <= 1 : n === 0));
}

/**
 * Fills a fresh database with the demo set through the app's own repositories, in order: reference data, staff,
 * businesses and customers, tickets, trolleys. Deterministic (a seeded generator; every moment is counted back
 * from today). Answers undefined, and changes nothing, when the database is not fresh.
 */
export async function fillDemo(db: Kysely<Database>, opts: { today?: Date } = {}): Promise<DemoSummary | undefined> {
  if (!(await isFreshDatabase(db))) return undefined;
  const today = opts.today ?? new Date();
  const ctx: DemoContext = {
    db,
    rng: new Rng(SEED),
    today: new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())),
    passwordHash: await hashPassword(DEMO_PASSWORD),
    admin: await firstSuperAdmin(db),
  };
  const reference = await fillReference(ctx);
  const staff = await fillStaff(ctx, reference);
  const people = await fillBusinesses(ctx, staff);
  const tickets = await fillTickets(ctx, { reference, staff, people });
  const trolleys = await fillTrolleys(ctx, { reference, staff, people });
  return {
    cities: reference.cities.size,
    plants: reference.plants.length,
    businesses: people.businesses.filter((b) => b.live).length,
    customers: people.customers.length,
    staff: staff.all.length,
    tickets: tickets.tickets,
    trolleys: trolleys.trolleys,
  };
}

/** The sign-in lines `npm run demo` prints on every start. */
export function demoSignInText(admin: { email: string; password: string | undefined }, filled?: DemoSummary): string {
  const lines = ['', '  GlassDesk demo'];
  if (filled) {
    lines.push(
      `    filled with ${filled.businesses} businesses, ${filled.customers} customers, ${filled.tickets} tickets, ${filled.trolleys} trolleys, ` +
        `${filled.plants} plants and ${filled.staff} staff`,
    );
  }
  lines.push(`    admin:    ${admin.email} / ${admin.password ?? 'the ADMIN_PASSWORD you set'}`);
  lines.push(`    staff and customers: any demo email below (or from Users / Customers) / ${DEMO_PASSWORD}`);
  for (const e of DEMO_STAFF_EXAMPLES) lines.push(`      ${e.role.padEnd(15)} ${e.email}`);
  lines.push('');
  return lines.join('\n');
}
