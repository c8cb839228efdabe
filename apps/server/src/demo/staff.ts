import type { Kysely } from 'kysely';
import { RoleSaveSchema, UserCreateSchema, type OperationName } from '@glassdesk/shared';
import type { Database } from '../db/schema.js';
import type { AuthUser } from '../plugins/auth.js';
import { insertRole, roleOperationNames } from '../modules/roles/roles.repository.js';
import { listOperationNames } from '../modules/operations/operations.repository.js';
import { findUserById, firstSuperAdminId, insertUser } from '../modules/users/users.repository.js';
import { insertUserPlant } from '../modules/users/user-plants.repository.js';
import { daysAgo, later, made, Timeline, type DemoContext } from './context.js';
import type { DemoReference } from './reference.js';

/** Roles the way a glass service would set them up: each holds what its people do, nothing more. */
const ROLES: Record<string, OperationName[]> = {
  'Plant Operator': ['List Trolleys', 'View Trolley', 'Add Trolley', 'Update Trolley'],
  'Fleet Manager': [
    'List Trolleys',
    'View Trolley',
    'Add Trolley',
    'Update Trolley',
    'Delete Trolley',
    'Restore Trolley',
    'View Additional Cost',
    'List Cities',
    'Add City',
    'Update City',
    'List Customers',
    'View Customer',
  ],
  Sales: [
    'List Business',
    'View Business',
    'Add Business',
    'Update Business',
    'List Customers',
    'View Customer',
    'Update Customer',
    'Notify Customer',
    'List Tickets',
    'View Ticket',
    'View Additional Cost',
    'List Trolleys',
    'View Trolley',
  ],
  Production: ['List Tickets', 'View Ticket', 'Update Ticket', 'List Business', 'View Business', 'List Customers', 'View Customer', 'List Glass Types', 'List Warranty Reasons'],
  'Office Manager': [
    'List Business',
    'Add Business',
    'Update Business',
    'View Business',
    'Delete Business',
    'List Deleted Business',
    'Restore Business',
    'List Customers',
    'View Customer',
    'Update Customer',
    'Delete Customer',
    'List Deleted Customers',
    'Restore Customer',
    'Notify Customer',
    'List Tickets',
    'View Ticket',
    'Update Ticket',
    'Disable Ticket',
    'List Deleted Tickets',
    'Restore Ticket',
    'Update Ticket Settings',
    'List Support',
    'Delete Support',
    'List Warranty Reasons',
    'Add Warranty Reason',
    'Update Warranty Reason',
    'List Glass Types',
    'Add Glass Types',
    'Update Glass Types',
    'List FAQs',
    'Add FAQ',
    'Update FAQ',
    'List Help',
    'Update Help',
  ],
};

export type DemoRoleName = keyof typeof ROLES;

/** What each role's people do with the app, for the demo's sign-in lines and the README. */
export const ROLE_DOES: Record<DemoRoleName, string> = {
  'Office Manager': 'businesses, customers, tickets, ticket settings, FAQs, help, support; no trolleys',
  Sales: 'businesses, customers (approve, verify, cost terms); reads tickets and trolleys',
  Production: 'works the tickets (notify, comment, deliver); reads businesses, customers',
  'Plant Operator': 'trolleys only: adds, edits, hands them over at its plants',
  'Fleet Manager': 'the whole fleet, trolley costs, cities; reads customers',
};

/** Demo staff: their role and the plants they work at (by name). */
const STAFF: { first_name: string; last_name: string; role: DemoRoleName; plants: string[] }[] = [
  { first_name: 'Chloe', last_name: 'Martin', role: 'Office Manager', plants: [] },
  { first_name: 'Sophie', last_name: 'Turner', role: 'Fleet Manager', plants: ['Sydney North Plant', 'Sydney West Plant', 'Melbourne Plant', 'Brisbane Plant'] },
  { first_name: 'Liam', last_name: "O'Connor", role: 'Plant Operator', plants: ['Sydney North Plant'] },
  { first_name: 'Aroha', last_name: 'Ngata', role: 'Plant Operator', plants: ['Sydney West Plant'] },
  { first_name: 'Ravi', last_name: 'Sharma', role: 'Plant Operator', plants: ['Sydney North Plant', 'Sydney West Plant'] },
  { first_name: 'Jack', last_name: 'Thompson', role: 'Plant Operator', plants: ['Melbourne Plant'] },
  { first_name: 'Mei', last_name: 'Zhang', role: 'Plant Operator', plants: ['Brisbane Plant'] },
  { first_name: 'Olivia', last_name: 'Bennett', role: 'Sales', plants: ['Sydney North Plant', 'Sydney West Plant'] },
  { first_name: 'Noah', last_name: 'Williams', role: 'Sales', plants: ['Melbourne Plant', 'Brisbane Plant'] },
  { first_name: 'Grace', last_name: 'Kim', role: 'Production', plants: ['Sydney West Plant'] },
  { first_name: 'Ethan', last_name: 'Walker', role: 'Production', plants: ['Melbourne Plant'] },
];

const staffEmail = (first: string, last: string) => `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + '@glassdesk.example';

/** Every demo staff account: its sign-in, role and plants (the plants decide where trolley moves are allowed). */
export const DEMO_STAFF = STAFF.map((m) => ({ name: `${m.first_name} ${m.last_name}`, email: staffEmail(m.first_name, m.last_name), role: m.role, plants: m.plants }));

/** One demo account per role. */
export const DEMO_STAFF_EXAMPLES = (['Office Manager', 'Sales', 'Production', 'Plant Operator', 'Fleet Manager'] as const).map((role) => {
  const member = DEMO_STAFF.find((m) => m.role === role)!;
  return { role, email: member.email };
});

export type DemoStaffMember = AuthUser & { plantIds: number[] };
export type DemoStaff = { all: DemoStaffMember[]; byRole: (role: DemoRoleName) => DemoStaffMember[] };

/** A signed-in user as the route handlers see one (the demo acts through services that take it). */
export async function authUser(db: Kysely<Database>, userId: number): Promise<AuthUser> {
  const user = (await findUserById(db, userId))!;
  return { sessionId: 0, ...user, operations: new Set(await roleOperationNames(db, user.role.id)), signedInAt: new Date().toISOString(), mfaEnrolmentRequired: false };
}

/** The first Super Admin (the account the first start created). */
export async function firstSuperAdmin(db: Kysely<Database>): Promise<AuthUser> {
  const id = await firstSuperAdminId(db);
  if (id === undefined) throw new Error('The database has no Super Admin: the first start creates one.');
  return authUser(db, id);
}

/** The roles above and a user or two in each, with their plants; every user signs in with the demo password. */
export async function fillStaff(ctx: DemoContext, reference: DemoReference): Promise<DemoStaff> {
  const { db } = ctx;
  const operations = await listOperationNames(db);
  const operationId = new Map(operations.map((o) => [o.name, o.id]));
  const roleIds = new Map<string, number>();
  const plantId = new Map(reference.plants.map((p) => [p.name, p.id]));
  const timeline = new Timeline();
  const all: DemoStaffMember[] = [];

  let at = daysAgo(ctx, 395);
  for (const [name, ops] of Object.entries(ROLES)) {
    at = later(at, { minutes: ctx.rng.int(2, 9) });
    timeline.add(at, async () => {
      const save = RoleSaveSchema.parse({ name, operations: ops.map((op) => operationId.get(op)!) });
      roleIds.set(name, made(await insertRole(db, save)).id);
    });
  }
  at = daysAgo(ctx, 390);
  for (const member of STAFF) {
    at = later(at, { days: ctx.rng.int(0, 12), minutes: ctx.rng.int(5, 300) });
    timeline.add(at, async () => {
      const data = UserCreateSchema.parse({ ...member, email: staffEmail(member.first_name, member.last_name), password: 'unused-here', role: roleIds.get(member.role)! });
      const user = made(await insertUser(db, { first_name: data.first_name, last_name: data.last_name, email: data.email, password_hash: ctx.passwordHash, role_id: data.role }));
      const plantIds = member.plants.map((p) => plantId.get(p)!);
      for (const id of plantIds) made(await insertUserPlant(db, user.id, id));
      all.push({ ...(await authUser(db, user.id)), plantIds });
    });
  }
  await timeline.play();
  return { all, byRole: (role) => all.filter((u) => u.role.name === role) };
}
