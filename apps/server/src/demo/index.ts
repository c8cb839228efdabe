import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { hashPassword } from '../lib/passwords.js';
import type { DemoContext } from './context.js';
import { Rng } from './random.js';
import { fillReference } from './reference.js';
import { DEMO_STAFF_EXAMPLES, fillStaff, firstSuperAdmin } from './staff.js';
import { fillBusinesses } from './businesses.js';
import { fillTickets } from './tickets.js';
import { makeDefectImages } from './images.js';
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
 * The whole fill is one database transaction: all or nothing (a failed fill leaves the database fresh, so the next
 * start tries again), and one commit instead of thousands (each costs a disk flush on PostgreSQL). The repositories
 * open transactions of their own; inside the fill those run as part of the one transaction.
 */
function asOneTransaction(trx: Transaction<Database>): Kysely<Database> {
  const joined: Kysely<Database> = new Proxy(trx, {
    get(target, prop) {
      if (prop === 'transaction') return () => ({ execute: <T>(work: (t: Kysely<Database>) => Promise<T>) => work(joined) });
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return joined;
}

/**
 * Fills a fresh database with the demo set through the app's own repositories, in order: reference data, staff,
 * businesses and customers, tickets, trolleys. Deterministic (a seeded generator; every moment is counted back
 * from today). Answers undefined, and changes nothing, when the database is not fresh.
 */
export async function fillDemo(db: Kysely<Database>, opts: { today?: Date } = {}): Promise<DemoSummary | undefined> {
  if (!(await isFreshDatabase(db))) return undefined;
  const today = opts.today ?? new Date();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Each area draws from a generator of its own: changing one area's data leaves the others' as they were.
  const defectImages = await makeDefectImages(new Rng(SEED + 5), 4);
  return db.transaction().execute(async (trx) => {
    const joined = asOneTransaction(trx);
    if (!(await isFreshDatabase(joined))) return undefined;
    const ctx: DemoContext = {
      db: joined,
      rng: new Rng(SEED),
      today: new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())),
      passwordHash,
      admin: await firstSuperAdmin(joined),
    };
    const area = (n: number): DemoContext => ({ ...ctx, rng: new Rng(SEED + n) });
    const reference = await fillReference(area(0));
    const staff = await fillStaff(area(1), reference);
    const people = await fillBusinesses(area(2), staff);
    // One object, so each step takes what it needs of it.
    const data = { reference, staff, people, defectImages };
    const tickets = await fillTickets(area(3), data);
    const trolleys = await fillTrolleys(area(4), data);
    return {
      cities: reference.cities.size,
      plants: reference.plants.length,
      businesses: people.businesses.filter((b) => b.live).length,
      customers: people.customers.length,
      staff: staff.all.length,
      tickets: tickets.tickets,
      trolleys: trolleys.trolleys,
    };
  });
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
