import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { hashPassword } from '../lib/passwords.js';
import { busiestBusinessMaster, countBusinessRows } from '../modules/businesses/businesses.repository.js';
import { citiesRepository } from '../modules/cities/cities.repository.js';
import { countCustomerRows } from '../modules/customers/customers.repository.js';
import { countPlantRows } from '../modules/plants/plants.repository.js';
import { countUserRows } from '../modules/users/users.repository.js';
import { requireSuperAdminMfa } from '../modules/roles/roles.service.js';
import type { DemoContext } from './context.js';
import { Rng } from './random.js';
import { fillReference } from './reference.js';
import { DEMO_STAFF, fillStaff, firstSuperAdmin, ROLE_DOES } from './staff.js';
import { fillBusinesses } from './businesses.js';
import { fillTickets } from './tickets.js';
import { makeDefectImages } from './images.js';
import { fillTrolleys, closeDemoStatements } from './trolleys.js';
import { fillDisputes } from './disputes.js';

/** `npm run demo` signs the first Super Admin in with this password unless ADMIN_PASSWORD is set. */
export const DEMO_ADMIN_PASSWORD = 'demo-admin';
/** Every demo staff member and demo customer signs in with this one. */
export const DEMO_PASSWORD = 'demo-password';
const SEED = 20_261_122;

/** What the fill made. The first count of each pair is what the lists and the dashboard show, the second the trash's. */
export type DemoSummary = {
  cities: number;
  plants: number;
  staff: number;
  businesses: number;
  businessesInTrash: number;
  customers: number;
  customersInTrash: number;
  /** Customers not in the trash and not approved yet (they cannot sign in to the customer app). */
  customersWaiting: number;
  tickets: number;
  ticketsDisabled: number;
  trolleys: number;
  trolleysDeleted: number;
};

/**
 * True on the database a first start leaves (one Super Admin and the catalogue, nothing else): the only one the
 * demo fills. A database with anything more (a demo filled before, or real data) is never touched.
 */
export async function isFreshDatabase(db: Kysely<Database>): Promise<boolean> {
  const counts = await Promise.all([citiesRepository.countRows(db), countPlantRows(db), countBusinessRows(db), countCustomerRows(db), countUserRows(db)]);
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
export async function fillDemo(db: Kysely<Database>, opts: { today?: Date; mail?: DemoContext['mail'] } = {}): Promise<DemoSummary | undefined> {
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
      mail: opts.mail,
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
    await closeDemoStatements(area(6));
    await fillDisputes(area(7));
    const liveCustomers = people.customers.filter((c) => !c.trashed);
    return {
      cities: reference.cities.size,
      plants: reference.plants.length,
      staff: staff.all.length,
      businesses: people.businesses.filter((b) => b.live).length,
      businessesInTrash: people.businesses.filter((b) => !b.live).length,
      customers: liveCustomers.length,
      customersInTrash: people.customers.length - liveCustomers.length,
      customersWaiting: liveCustomers.filter((c) => !c.approved).length,
      tickets: tickets.tickets - tickets.disabled,
      ticketsDisabled: tickets.disabled,
      trolleys: trolleys.trolleys - trolleys.deleted,
      trolleysDeleted: trolleys.deleted,
    };
  });
}

/**
 * The lines `npm run demo` prints on every start: where it runs, what the first start filled (counted as the lists
 * and the dashboard count, the trash apart), every account with its role and plants, and where customers sign in.
 */
/** A customer to try the portal with: the approved master customer of the live business with the most tickets. */
/**
 * DEMO_MFA=true: the demo's Super Admin role requires a second factor (its users set one up at their next sign-in);
 * otherwise it does not, so a first look is one password. Applied at every demo start, so the switch goes both ways.
 */
export async function applyDemoMfa(db: Kysely<Database>, required: boolean) {
  await requireSuperAdminMfa(db, required);
}

export type DemoPortalCustomer = { email: string; first_name: string; last_name: string; business: string };

export async function demoPortalCustomer(db: Kysely<Database>): Promise<DemoPortalCustomer | undefined> {
  const row = await busiestBusinessMaster(db);
  return row && { email: row.email, first_name: row.first_name, last_name: row.last_name, business: row.business };
}

export function demoSignInText(
  admin: { email: string; password: string | undefined },
  filled: DemoSummary | undefined,
  address: string,
  portal?: DemoPortalCustomer,
  mfa = false,
): string {
  const lines = ['', `  GlassDesk demo: open ${address} and sign in at ${address}/login`];
  if (filled) {
    const f = filled;
    lines.push(
      `    Filled with ${f.businesses} businesses (and ${f.businessesInTrash} in the trash), ${f.customers} customers (${f.customersWaiting} of them waiting ` +
        `for approval; and ${f.customersInTrash} in the trash),`,
      `    ${f.tickets} tickets (and ${f.ticketsDisabled} disabled), ${f.trolleys} trolleys (and ${f.trolleysDeleted} deleted), ${f.plants} plants, ` +
        `${f.staff} staff. The dashboard counts what is not in the trash.`,
    );
  }
  const width = Math.max(...DEMO_STAFF.map((m) => m.email.length), admin.email.length);
  const plantsWidth = Math.max(...DEMO_STAFF.map((m) => plantsText(m.plants).length));
  lines.push('', `    ${'Super Admin'.padEnd(15)} ${admin.email.padEnd(width)}  password ${admin.password ?? 'the ADMIN_PASSWORD you set'}: everything`);
  if (mfa) lines.push(`    (DEMO_MFA=true: the Super Admin role requires a second factor; the first sign-in asks to set one up.)`);
  lines.push(`    Staff, password ${DEMO_PASSWORD}. Trolley moves (Hand-over, Checkout, Checkin, Transfer) act only at the user's plants:`);
  for (const m of DEMO_STAFF) lines.push(`    ${m.role.padEnd(15)} ${m.email.padEnd(width)}  ${plantsText(m.plants).padEnd(plantsWidth)}  ${ROLE_DOES[m.role]}`);
  lines.push(
    '',
    `    Customers do not sign in at /login: they use the customer portal at ${address}/portal/login (on a phone, it installs`,
    `    to the home screen), any approved customer's email with password ${DEMO_PASSWORD}; its API is ${address}/api/customer/v1.0.`,
  );
  if (portal) {
    lines.push(`    For example ${portal.first_name} ${portal.last_name}, master customer of ${portal.business}: ${portal.email}  password ${DEMO_PASSWORD}`);
  }
  lines.push('');
  return lines.join('\n');
}

const plantsText = (plants: string[]) => (plants.length === 0 ? 'no plant' : plants.length === 4 ? 'all four plants' : plants.join(', '));
