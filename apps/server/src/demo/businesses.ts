import { BusinessSaveSchema, BusinessTicketSettingsSchema, CustomerCostSchema, CustomerRegisterSchema, NotificationFormSchema } from '@glassdesk/shared';
import { insertBusiness, lockBusiness, softDeleteBusiness } from '../modules/businesses/businesses.repository.js';
import {
  insertCustomer,
  insertNotification,
  liveBusinessMasteredBy,
  lockCustomer,
  replaceBusinessSettings,
  setCustomerBusiness,
  setCustomerCost,
  setCustomerFlag,
  softDeleteCustomer,
} from '../modules/customers/customers.repository.js';
import { daysAgo, later, made, Timeline, type DemoContext } from './context.js';
import type { DemoStaff, DemoStaffMember } from './staff.js';

// Twelve live businesses (and one closed, in the trash) in the three demo cities; `size` is how many employees.
const BUSINESSES = [
  { name: 'Harbour City Glazing', account: 'HCG01', domain: 'harbourcityglazing', city: 'Sydney', address: 'Unit 4, 22 Botany Road, Alexandria NSW 2015', size: 7 },
  { name: 'Northside Shopfitters', account: 'NSF02', domain: 'northsideshopfit', city: 'Sydney', address: '9 Chilvers Road, Thornleigh NSW 2120', size: 6 },
  { name: 'Parramatta Window & Door', account: 'PWD03', domain: 'parrawindowdoor', city: 'Sydney', address: '118 Church Street, Parramatta NSW 2150', size: 6 },
  { name: 'Bondi Showerscreens', account: null, domain: 'bondishowerscreens', city: 'Sydney', address: '47 Hall Street, Bondi Beach NSW 2026', size: 3 },
  { name: 'Inner West Joinery', account: 'IWJ05', domain: 'innerwestjoinery', city: 'Sydney', address: '2/31 Carrington Road, Marrickville NSW 2204', size: 5 },
  { name: 'Yarra Valley Glass & Aluminium', account: 'YVG06', domain: 'yarravalleyglass', city: 'Melbourne', address: '15 Maroondah Highway, Lilydale VIC 3140', size: 4 },
  { name: 'Southbank Facades', account: 'SBF07', domain: 'southbankfacades', city: 'Melbourne', address: 'Level 3, 80 Sturt Street, Southbank VIC 3006', size: 5 },
  { name: 'Dandenong Home Improvements', account: null, domain: 'dandenonghome', city: 'Melbourne', address: '212 Princes Highway, Dandenong VIC 3175', size: 3 },
  { name: 'Bayside Builders Group', account: 'BBG09', domain: 'baysidebuilders', city: 'Melbourne', address: '5 Bay Road, Sandringham VIC 3191', size: 3 },
  { name: 'Riverside Glazing Brisbane', account: 'RGB10', domain: 'riversideglazing', city: 'Brisbane', address: '33 Kingsford Smith Drive, Hamilton QLD 4007', size: 3 },
  { name: 'Gold Coast Shower Screens', account: 'GCS11', domain: 'gcshowerscreens', city: 'Brisbane', address: '8 Olsen Avenue, Southport QLD 4215', size: 2 },
  { name: 'Sunshine Coast Windows', account: null, domain: 'sunshinecoastwindows', city: 'Brisbane', address: '21 Enterprise Street, Kunda Park QLD 4556', size: 2 },
] as const;
const CLOSED_BUSINESS = {
  name: 'Westgate Glass Repairs',
  account: 'WGR99',
  domain: 'westgateglass',
  city: 'Melbourne',
  address: '140 Somerville Road, Yarraville VIC 3013',
  size: 1,
};
export const DEMO_LIVE_BUSINESSES = BUSINESSES.length;

const AREA_CODE: Record<string, string> = { Sydney: '02', Melbourne: '03', Brisbane: '07' };

const FIRST_NAMES = [
  'Olivia',
  'Jack',
  'Charlotte',
  'William',
  'Amelia',
  'Oliver',
  'Isla',
  'Thomas',
  'Ava',
  'James',
  'Lucas',
  'Henry',
  'Zoe',
  'Ruby',
  'Samuel',
  'Emily',
  'Daniel',
  'Hannah',
  'Matthew',
  'Lily',
  'Joshua',
  'Ella',
  'Benjamin',
  'Harper',
  'Ryan',
  'Aisha',
  'Arjun',
  'Kenji',
  'Fatima',
  'Mateo',
  'Nikos',
  'Giulia',
  'Priya',
  'Tane',
  'Leilani',
  'Connor',
  'Sienna',
  'Declan',
  'Maya',
  'Hamish',
] as const;
const LAST_NAMES = [
  'Smith',
  'Jones',
  'Brown',
  'Wilson',
  'Taylor',
  'Johnson',
  'White',
  'Anderson',
  'Nguyen',
  'Walsh',
  'Harris',
  'Robinson',
  'Kelly',
  'King',
  'Davis',
  'Wright',
  'Evans',
  'Roberts',
  'Green',
  'Hall',
  'Wood',
  'Jackson',
  'Clarke',
  'Patel',
  'Chen',
  'Papadopoulos',
  'Russo',
  'Kaur',
  'Singh',
  'Murphy',
  "O'Brien",
  'Campbell',
  'Mitchell',
  'Stewart',
  'Fraser',
  'Tran',
  'Kowalski',
  'Morales',
  'Hughes',
  'Reid',
] as const;

// Free days and the charge per day after them: the terms a business negotiates for trolleys kept on site.
const FREE_DAYS = [7, 10, 14, 14, 21, 30] as const;
const DAILY_CHARGE = [2.5, 3, 4.5, 5, 7.5, 10] as const;

const NOTIFICATIONS = [
  'Your trolley pickup is booked for Thursday morning. Please have the glass racks cleared by 7 am.',
  'Your account is approved: you can now raise warranty tickets from the GlassDesk app.',
  'Reminder: two trolleys at your site are past their free days and now attract a daily charge.',
  'The replacement units for your last ticket leave our plant tomorrow.',
  'Our Christmas shutdown runs from 23 December to 6 January. Deliveries resume on the 7th.',
  'Please add photos of the label with your next ticket: it lets production find the order faster.',
];

/** One demo customer: who they are and what happens to them. */
type CustomerPlan = {
  first_name: string;
  last_name: string;
  email: string;
  number: string;
  business: number | null;
  master: boolean;
  approved: boolean;
  verified: boolean;
  trashed: boolean;
  created: Date;
};

export type DemoCustomer = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  businessId: number | null;
  approved: boolean;
  trashed: boolean;
  created: Date;
  costFrom: Date | null;
  /** The free days of each of its cost terms, oldest first (a trolley hold bills by those in force at its start). */
  freeDays: { from: Date; days: number }[];
};
export type DemoBusiness = { id: number; name: string; city: string; live: boolean; created: Date; masterId: number; customerIds: number[] };
export type DemoCustomers = { businesses: DemoBusiness[]; customers: DemoCustomer[] };

/**
 * 12 businesses, each with its master customer and employees, and 80 customers, made the way the app makes them over
 * months: registration (customer app), verification and approval, business assignment, cost terms and their changes,
 * a few notifications, business ticket settings, the trash. The states tell one story: staff verify a customer
 * before approving it, so every approved customer is verified; the customers not approved yet registered in the last
 * weeks (some verified, waiting for approval); only approved customers of a business have cost terms, raise tickets
 * and receive trolleys.
 */
export async function fillBusinesses(ctx: DemoContext, staff: DemoStaff): Promise<DemoCustomers> {
  const { db, rng } = ctx;
  const timeline = new Timeline();
  const deskStaff = [...staff.byRole('Sales'), ...staff.byRole('Office Manager')];
  const usedEmails = new Set<string>();
  const usedNames = new Set<string>();

  function person(domain: string | null) {
    for (;;) {
      const first_name = rng.pick(FIRST_NAMES);
      const last_name = rng.pick(LAST_NAMES);
      if (usedNames.has(`${first_name} ${last_name}`)) continue;
      const local = `${first_name}.${last_name}`.toLowerCase().replace(/[^a-z.]/g, '');
      const email = domain ? `${local}@${domain}.example` : `${local}${rng.int(1, 99)}@example.com`;
      if (usedEmails.has(email)) continue;
      usedNames.add(`${first_name} ${last_name}`);
      usedEmails.add(email);
      return { first_name, last_name, email, number: `04${rng.digits(8)}` };
    }
  }

  // ---- the plan: who, in which business, in which state, since when -------------------------------------------
  const specs = [...BUSINESSES, CLOSED_BUSINESS];
  const businessCreated = specs.map(() => daysAgo(ctx, rng.int(250, 360)));
  const plans: CustomerPlan[] = [];
  specs.forEach((b, index) => {
    plans.push({
      ...person(b.domain),
      business: index,
      master: true,
      approved: true,
      verified: true,
      trashed: false,
      created: later(businessCreated[index], { days: -rng.int(1, 6) }),
    });
    // Counted from the fill's today, not the wall clock: a fill for a given day is the same whatever day it runs.
    const sinceDays = Math.round((ctx.today.getTime() - businessCreated[index].getTime()) / 86_400_000);
    for (let i = 0; i < b.size; i++) {
      const closed = index === BUSINESSES.length;
      // A new employee in the last three weeks: verified with the business and given to it, not approved yet.
      const waiting = !closed && rng.chance(0.08);
      plans.push({
        ...person(b.domain),
        business: index,
        master: false,
        approved: !waiting,
        verified: true,
        trashed: false,
        // The closed business's people joined in its first weeks, long before it closed.
        created: closed ? later(businessCreated[index], { days: rng.int(10, 40) }) : daysAgo(ctx, waiting ? rng.int(1, 21) : rng.int(22, Math.max(23, sinceDays - 1))),
      });
    }
  });
  // Employees who left: in the trash now.
  const longAgo = daysAgo(ctx, 90).getTime();
  for (const plan of rng.sample(
    plans.filter((p) => !p.master && p.business !== BUSINESSES.length && p.created.getTime() < longAgo),
    5,
  ))
    plan.trashed = true;
  // Registered through the customer app but not (yet) given a business: new registrations waiting for staff to check
  // them (the last two weeks), some checked and waiting for approval, a few approved while their business is being
  // set up, and old registrations nobody could place, in the trash.
  const independents: { approved: boolean; verified: boolean; trashed: boolean; days: [number, number]; count: number }[] = [
    { approved: false, verified: false, trashed: false, days: [1, 14], count: 5 },
    { approved: false, verified: true, trashed: false, days: [2, 30], count: 3 },
    { approved: true, verified: true, trashed: false, days: [20, 120], count: 6 },
    { approved: false, verified: false, trashed: true, days: [120, 300], count: 3 },
  ];
  for (const { approved, verified, trashed, days, count } of independents) {
    for (let i = 0; i < count; i++) plans.push({ ...person(null), business: null, master: false, approved, verified, trashed, created: daysAgo(ctx, rng.int(...days)) });
  }

  // ---- the timeline -------------------------------------------------------------------------------------------
  const businesses: DemoBusiness[] = specs.map((b, index) => ({
    id: 0,
    name: b.name,
    city: b.city,
    live: index < BUSINESSES.length,
    created: businessCreated[index],
    masterId: 0,
    customerIds: [],
  }));
  const customers: DemoCustomer[] = [];
  const termsOf = specs.map(() => ({ max_day_allowed: rng.pick(FREE_DAYS), per_day_charge: rng.pick(DAILY_CHARGE) }));

  for (const plan of plans) {
    const customer: DemoCustomer = {
      id: 0,
      first_name: plan.first_name,
      last_name: plan.last_name,
      email: plan.email,
      businessId: null,
      approved: plan.approved,
      trashed: plan.trashed,
      created: plan.created,
      costFrom: null,
      freeDays: [],
    };
    customers.push(customer);
    const business = plan.business === null ? undefined : businesses[plan.business];

    // Registration in the customer app (CustomerRegisterSchema is what POST /register checks).
    timeline.add(plan.created, async () => {
      const { password: _unused, ...fields } = CustomerRegisterSchema.parse({ ...plan, password: 'unused-here' });
      customer.id = made(await insertCustomer(db, { ...fields, password_hash: ctx.passwordHash })).id;
    });
    let at = plan.created;
    if (plan.verified) {
      at = later(at, { hours: rng.int(1, 30) });
      timeline.add(at, () => setCustomerFlag(db, customer.id, 'is_verified', true));
    }
    if (plan.approved) {
      at = later(at, { hours: rng.int(2, 60) });
      timeline.add(at, () => setCustomerFlag(db, customer.id, 'is_approved', true));
    }
    if (business && !plan.master) {
      // PUT /customers/{id}/business: after the business exists.
      at = new Date(Math.max(later(at, { hours: rng.int(1, 48) }).getTime(), later(business.created, { hours: 2 }).getTime()));
      timeline.add(at, () =>
        db.transaction().execute(async (trx) => {
          if (!(await lockCustomer(trx, customer.id)) || !(await lockBusiness(trx, business.id))) throw new Error('demo: customer or business missing');
          if (await liveBusinessMasteredBy(trx, customer.id, business.id)) throw new Error('demo: a master customer cannot move');
          await setCustomerBusiness(trx, customer.id, business.id);
          customer.businessId = business.id;
          business.customerIds.push(customer.id);
        }),
      );
    }
    if (business && plan.approved) {
      // Cost terms (PUT /customers/{id}/cost), set by the office: the business's terms, renegotiated now and then.
      const terms = termsOf[plan.business!];
      const by = rng.pick(deskStaff);
      at = new Date(Math.max(later(at, { days: rng.int(0, 3), hours: 1 }).getTime(), later(business.created, { hours: 3 }).getTime()));
      customer.costFrom = at;
      customer.freeDays.push({ from: at, days: terms.max_day_allowed });
      timeline.add(at, () => setCost(ctx, customer, terms, by));
      for (let change = 0; change < 2 && rng.chance(change === 0 ? 0.45 : 0.3); change++) {
        at = later(at, { days: rng.int(30, 120) });
        const next = { max_day_allowed: rng.pick(FREE_DAYS), per_day_charge: rng.pick(DAILY_CHARGE) };
        const changedBy = rng.pick(deskStaff);
        if (at.getTime() < ctx.today.getTime() - 86_400_000) {
          customer.freeDays.push({ from: at, days: next.max_day_allowed });
          timeline.add(at, () => setCost(ctx, customer, next, changedBy));
        }
      }
    }
    if (plan.trashed) {
      at = later(at, { days: rng.int(10, 60) });
      timeline.add(at, () =>
        db.transaction().execute(async (trx) => {
          if (!(await lockCustomer(trx, customer.id))) throw new Error('demo: customer missing');
          if (await liveBusinessMasteredBy(trx, customer.id)) throw new Error('demo: a master customer cannot go to the trash');
          await softDeleteCustomer(trx, customer.id);
        }),
      );
    }
  }

  // Businesses (POST /business): the master customer, registered and approved a few days before, belongs to it.
  specs.forEach((spec, index) => {
    const business = businesses[index];
    const master = customers[plans.findIndex((p) => p.business === index && p.master)];
    const contact = `${AREA_CODE[spec.city]}${rng.digits(8)}`;
    timeline.add(business.created, () =>
      db.transaction().execute(async (trx) => {
        const save = BusinessSaveSchema.parse({
          name: spec.name,
          account_id: spec.account ?? '',
          customer_id: master.id,
          contact,
          address: spec.address,
        });
        if (!(await lockCustomer(trx, master.id))) throw new Error('demo: master customer missing');
        if (await liveBusinessMasteredBy(trx, master.id)) throw new Error('demo: master of two businesses');
        business.id = made(await insertBusiness(trx, save));
        business.masterId = master.id;
        await setCustomerBusiness(trx, master.id, business.id);
        master.businessId = business.id;
        business.customerIds.push(master.id);
      }),
    );
    if (!business.live) timeline.add(daysAgo(ctx, rng.int(20, 60)), () => softDeleteBusiness(db, business.id));
  });

  // A few messages from the office to customers (POST /customers/notification).
  for (const message of NOTIFICATIONS) {
    const customer = rng.pick(customers.filter((c) => c.approved && !c.trashed));
    const at = new Date(Math.max(daysAgo(ctx, rng.int(1, 30)).getTime(), later(customer.created, { days: 5 }).getTime()));
    const by = rng.pick(deskStaff);
    timeline.add(at, () => insertNotification(db, customer.id, NotificationFormSchema.parse({ message }).message, by.id));
  }

  await timeline.play();

  // Business ticket settings (PUT /business/{id}/customers/settings): who sees, and is told about, the tickets.
  for (const business of businesses.filter((b) => b.live)) {
    const members = customers.filter((c) => c.businessId === business.id && c.approved && !c.trashed).map((c) => c.id);
    const others = members.filter((id) => id !== business.masterId);
    const settings = BusinessTicketSettingsSchema.parse({
      access: [business.masterId, ...rng.sample(others, Math.min(2, others.length))],
      emails: [business.masterId],
      notifications: [business.masterId, ...rng.sample(others, Math.min(1, others.length))],
    });
    await db.transaction().execute(async (trx) => {
      if (!(await lockBusiness(trx, business.id))) throw new Error('demo: business missing');
      await replaceBusinessSettings(trx, business.id, settings);
    });
  }
  return { businesses, customers };
}

async function setCost(ctx: DemoContext, customer: DemoCustomer, terms: { max_day_allowed: number; per_day_charge: number }, by: DemoStaffMember) {
  const cost = CustomerCostSchema.parse(terms);
  await ctx.db.transaction().execute(async (trx) => (await lockCustomer(trx, customer.id)) && setCustomerCost(trx, customer.id, cost, by.id));
}
