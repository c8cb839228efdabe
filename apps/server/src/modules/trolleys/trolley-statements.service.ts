import type { Kysely } from 'kysely';
import {
  holdByMonth,
  NO_RATES,
  nextDayMs,
  type Rates,
  ratesAt,
  toCents,
  toDollars,
  type Statement,
  type StatementCharge,
  type StatementLine,
  type StatementSummary,
} from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/sql.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { clockOf, type WallClock } from '../../lib/time-zone.js';
import type { XlsxColumn } from '../../lib/xlsx-stream.js';
import type { XlsxDownload } from '../../lib/xlsx-reply.js';
import type { AuthUser } from '../../plugins/auth.js';
import { recordChange } from '../activity/activity.service.js';
import { businessMasterId, findCustomer } from '../customers/customers.service.js';
import type { MailAttachmentRef } from '../mail/mail-attachments.js';
import { APP_NAME } from '../mail/mail-layout.js';
import { type Envelope, queueMail } from '../mail/mail.service.js';
import { statementPdf } from './statement-pdf.js';
import { type CreditRow, creditsOfCustomers } from './statement-disputes.repository.js';
import { billedHoldsOf, type ChargeRow, chargesOfCustomers, costHistoriesOf, termsOf } from './trolley-holds.repository.js';
import { billingVersion, closedStatementBodies, closedStatementBody, insertClosedStatement, isStatementClosed } from './trolley-statements.repository.js';
import { customerExists } from './trolleys.repository.js';

// CONTRACT "Trolley fleet control": monthly statements. Each hold is split by month by the billing engine
// (holdByMonth: a started day falls in the month, TIME_ZONE's calendar, it starts in; the free days are the hold's
// first days), so a hold's months add up to the hold priced whole. A closed month is frozen (its body kept as it
// read); what changes in it later (late hand-overs, new charges) is billed as an adjustment on the next open month:
// the month's figures now, less what it was closed with, less the adjustments already billed for it.

type MonthFigures = { lines: StatementLine[]; charges: StatementCharge[]; cents: number };
/**
 * A closed statement as stored: the statement, its own figures (without adjustments), what its adjustments settled,
 * and when it was closed (the row's closed_at; months closed before it was kept here have none).
 */
type Frozen = Statement & { base_cents: number; adjusts: { for_month: string; cents: number }[]; closed_at?: string };

const DAY_MS = 86_400_000;
/** Per time zone: its wall clock, and the month (YYYY-MM) of each wall-clock day asked for so far. */
const calendars = new Map<string, { clock: WallClock; months: Map<number, string> }>();
/**
 * The month an instant falls in on TIME_ZONE's wall clock. The billing engine asks it for every started day of every
 * hold (a customer's two years: thousands of days), so a day's month is worked out once.
 */
function monthOf(ms: number, timeZone: string) {
  let cal = calendars.get(timeZone);
  if (!cal) calendars.set(timeZone, (cal = { clock: clockOf(timeZone), months: new Map() }));
  const wall = cal.clock.wallMs(ms);
  const day = Math.floor(wall / DAY_MS);
  let month = cal.months.get(day);
  if (month === undefined) {
    month = new Date(wall).toISOString().slice(0, 7);
    // Bounded: days spread over more than 270 years start the cache again.
    if (cal.months.size >= 100_000) cal.months.clear();
    cal.months.set(day, month);
  }
  return month;
}
export const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/** A hold as billed: its start and end, the rates in force at its start, and (a statement's lines) its trolley. */
type BilledHold = {
  start: string;
  end: string | null;
  rates: Rates;
  trolley_id?: number;
  trolley_name?: string;
  trolley_uid?: string;
  handover_id?: number | null;
  end_handover_id?: number | null;
};
/** What a customer's statements are worked out from: its holds, charges, credits and closed months' bodies. */
type BillingData = { holds: BilledHold[]; charges: ChargeRow[]; credits: CreditRow[]; bodies: Array<{ month: string; body: string }> };

/**
 * The billing data of each of these customers, read for all of them at once: six statements whatever their number (a
 * business's master customer reads its ten customers' statements; one customer at a time that was 50 statements).
 * Without `detail` the holds are read without their trolleys (a list of months adds up cents).
 */
async function billingDataOf(db: Kysely<Database>, customerIds: readonly number[], detail = true): Promise<Map<number, BillingData>> {
  const data = new Map(customerIds.map((id): [number, BillingData] => [id, { holds: [], charges: [], credits: [], bodies: [] }]));
  // A business of many thousands of customers is read a slice at a time: SQLite takes at most 32,766 parameters.
  for (let from = 0; from < customerIds.length; from += statementTuning.idsPerRead) {
    const ids = customerIds.slice(from, from + statementTuning.idsPerRead);
    const [holds, terms, changes, charges, credits, bodies] = await Promise.all([
      billedHoldsOf(db, ids, detail),
      termsOf(db, ids),
      costHistoriesOf(db, ids),
      chargesOfCustomers(db, ids),
      creditsOfCustomers(db, ids),
      closedStatementBodies(db, ids),
    ]);
    // Each hold's rates: the customer's last cost change at or before its start (the board prices its holds so too).
    for (const h of holds) {
      const id = Number(h.customer_id);
      const rates = ratesAt(changes.get(id) ?? [], terms.get(id) ?? NO_RATES, h.start);
      // Each field named, not spread and added to: that costs V8 (Node 20) microseconds a row.
      const { trolley_id, trolley_name, trolley_uid, handover_id, end_handover_id } = h;
      data.get(id)?.holds.push({ start: h.start, end: h.end, rates, trolley_id, trolley_name, trolley_uid, handover_id, end_handover_id });
    }
    for (const c of charges) data.get(c.customer_id)?.charges.push(c);
    for (const c of credits) data.get(c.customer_id)?.credits.push(c);
    for (const b of bodies) data.get(b.customer_id)?.bodies.push(b);
  }
  return data;
}

/** The most customers whose billing data one statement reads (billingDataOf); the tests lower it to read in slices. */
export const statementTuning = { idsPerRead: 1_000 };

/**
 * Every month's own figures (holds and loss/damage charges; no adjustments) for one customer, computed now. Without
 * `detail` only the cents are added up (a list of months shows their totals, not their lines).
 */
function liveMonths({ holds, charges, credits }: BillingData, timeZone: string, detail: boolean): Map<string, MonthFigures> {
  const now = nowIso();
  const months = new Map<string, MonthFigures>();
  const of = (month: string) => {
    let m = months.get(month);
    if (!m) months.set(month, (m = { lines: [], charges: [], cents: 0 }));
    return m;
  };
  for (const h of holds) {
    const rates = h.rates;
    for (const share of holdByMonth(h, now, (ms) => monthOf(ms, timeZone))) {
      const m = of(share.month);
      m.cents += share.cents;
      if (!detail) continue;
      m.lines.push({
        trolley_id: h.trolley_id!,
        uid: h.trolley_uid!,
        name: h.trolley_name!,
        from: h.start,
        to: h.end,
        days_in_month: share.days,
        chargeable_days: share.chargeableDays,
        after_free_day_charge: toDollars(rates.perDayCents),
        cost: toDollars(share.cents),
        delivery_handover_id: h.handover_id ?? null,
        pickup_handover_id: h.end_handover_id ?? null,
      });
    }
  }
  for (const ch of charges) {
    const m = of(monthOf(Date.parse(ch.at), timeZone));
    if (detail) m.charges.push({ kind: ch.kind, trolley_id: ch.trolley_id, uid: ch.uid, note: ch.note, amount: toDollars(ch.amount_cents) });
    m.cents += ch.amount_cents;
  }
  // A settled dispute's credit: minus its amount on the month it landed on (the first open one when it was settled).
  for (const c of credits) {
    const m = of(c.credit_month);
    if (detail) m.charges.push({ kind: 'adjustment', trolley_id: null, uid: null, note: `Credit for dispute No. ${c.id} (${c.month})`, amount: toDollars(-c.cents) });
    m.cents -= c.cents;
  }
  return months;
}

/**
 * Every statement of a customer from its first hold or charge (or first closed month) to the current month, oldest
 * first: closed ones as frozen, open ones computed now with their adjustment lines (without `detail`, an open month
 * has its total and no lines or charges).
 */
function statementsFrom(data: BillingData, timeZone: string, upTo?: string, detail = true): Map<string, Frozen> {
  const live = liveMonths(data, timeZone, detail);
  const frozen = new Map(data.bodies.map(({ month, body }) => [month, JSON.parse(body) as Frozen]));
  const current = monthOf(Date.now(), timeZone);
  const last = upTo && upTo > current ? upTo : current;
  const known = [...live.keys(), ...frozen.keys()].sort();
  const result = new Map<string, Frozen>();
  if (!known.length && !upTo) return result;
  const first = known.length ? (upTo && upTo < known[0] ? upTo : known[0]) : upTo!;

  // What each closed month has been billed so far: its own figures when closed plus the adjustments settled since.
  const billed = new Map<string, number>();
  for (const [month, f] of frozen) billed.set(month, (billed.get(month) ?? 0) + f.base_cents);
  for (const f of frozen.values()) for (const a of f.adjusts) billed.set(a.for_month, (billed.get(a.for_month) ?? 0) + a.cents);

  let pending: string[] = []; // closed months waiting for the next open month
  for (let month = first; month <= last; month = nextMonth(month)) {
    const closed = frozen.get(month);
    if (closed) {
      result.set(month, closed);
      pending.push(month);
      continue;
    }
    const own = live.get(month) ?? { lines: [], charges: [], cents: 0 };
    const adjusts = pending.map((c) => ({ for_month: c, cents: (live.get(c)?.cents ?? 0) - (billed.get(c) ?? 0) })).filter((a) => a.cents !== 0);
    pending = [];
    const adjustmentCharges: StatementCharge[] = adjusts.map((a) => ({
      kind: 'adjustment',
      trolley_id: null,
      uid: null,
      note: `Changes to ${a.for_month} after it was closed`,
      amount: toDollars(a.cents),
    }));
    const total = own.cents + adjusts.reduce((sum, a) => sum + a.cents, 0);
    result.set(month, { month, closed: false, lines: own.lines, charges: [...own.charges, ...adjustmentCharges], total: toDollars(total), base_cents: own.cents, adjusts });
  }
  return result;
}

/** Every statement of the customer (statementsFrom), its data read now. */
async function allStatements(db: Kysely<Database>, customerId: number, timeZone: string, upTo?: string): Promise<Map<string, Frozen>> {
  return statementsFrom((await billingDataOf(db, [customerId])).get(customerId)!, timeZone, upTo);
}

async function mustExist(db: Kysely<Database>, id: number) {
  if (!(await customerExists(db, id))) throw notFound('Customer');
}

// A month closed before hand-overs were linked keeps its lines as frozen: they read without receipts.
const publicView = ({ month, closed, lines, charges, total }: Frozen): Statement => ({
  month,
  closed,
  lines: lines.map((l) => ({ ...l, delivery_handover_id: l.delivery_handover_id ?? null, pickup_handover_id: l.pickup_handover_id ?? null })),
  charges,
  total,
});
const emptyMonth = (month: string): Frozen => ({ month, closed: false, lines: [], charges: [], total: 0, base_cents: 0, adjusts: [] });

/** GET /customers/{id}/statements: newest first. */
export async function listStatements(ctx: Pick<AppContext, 'db' | 'config'>, customerId: number): Promise<StatementSummary[]> {
  await mustExist(ctx.db, customerId);
  return (await statementListsOf(ctx, [customerId])).get(customerId)!;
}

/**
 * A customer's list of months as worked out at `at`, and until when it holds: the first moment one of its open holds
 * starts another day, or the kept list's age limit; and only while the current month is `month`.
 */
type KeptMonths = { list: StatementSummary[]; at: number; validUntil: number; month: string };
/** The lists kept for one database, while its billing version (billingVersion) and time zone stay as they were read. */
type MonthsCache = { version: string; timeZone: string; lists: Map<number, KeptMonths> };
const keptMonths = new WeakMap<Kysely<Database>, MonthsCache>();
/**
 * How many customers' lists are kept (the oldest kept first make room), and for how long at most: a change whose
 * transaction commits after a later one's (PostgreSQL) leaves the version as it was, and shows once the list is
 * this old.
 */
export const keptMonthsTuning = { maxCustomers: 2_000, maxAgeMs: 30_000 };

/**
 * Each of these customers' statements as GET /customers/{id}/statements lists them. The lists are kept per database:
 * every request first reads the billing version (six index probes), and a list is worked out again when the version
 * moved, when one of its open holds starts another day, when the month turns, or when it is older than the age limit.
 * The customers whose lists are not kept have their data read at once.
 */
export async function statementListsOf(ctx: Pick<AppContext, 'db' | 'config'>, customerIds: readonly number[]): Promise<Map<number, StatementSummary[]>> {
  const timeZone = ctx.config.timeZone;
  // The version first: data read after it is at least as new, so no list is kept under a version newer than its data.
  const version = await billingVersion(ctx.db);
  let cache = keptMonths.get(ctx.db);
  if (!cache || cache.version !== version || cache.timeZone !== timeZone) keptMonths.set(ctx.db, (cache = { version, timeZone, lists: new Map() }));
  const nowMs = Date.parse(nowIso());
  const month = monthOf(Date.now(), timeZone);
  const lists = new Map<number, StatementSummary[]>();
  const missing: number[] = [];
  for (const id of customerIds) {
    const kept = cache.lists.get(id);
    if (kept && nowMs >= kept.at && nowMs < kept.validUntil && kept.month === month) lists.set(id, kept.list);
    else missing.push(id);
  }
  if (missing.length) {
    const data = await billingDataOf(ctx.db, missing, false);
    for (const id of missing) {
      const billing = data.get(id)!;
      const all = statementsFrom(billing, timeZone, undefined, false);
      const list = [...all.values()].reverse().map((s) => ({ month: s.month, closed: s.closed, total: s.total }));
      let validUntil = nowMs + keptMonthsTuning.maxAgeMs;
      for (const h of billing.holds) if (h.end === null) validUntil = Math.min(validUntil, nextDayMs(Date.parse(h.start), nowMs));
      cache.lists.delete(id);
      if (cache.lists.size >= keptMonthsTuning.maxCustomers) cache.lists.delete(cache.lists.keys().next().value!);
      cache.lists.set(id, { list, at: nowMs, validUntil, month });
      lists.set(id, list);
    }
  }
  return new Map(customerIds.map((id) => [id, lists.get(id)!]));
}

async function statementOf(ctx: Pick<AppContext, 'db' | 'config'>, customerId: number, month: string): Promise<Frozen> {
  await mustExist(ctx.db, customerId);
  if (month > monthOf(Date.now(), ctx.config.timeZone)) throw notFound('Statement');
  // A closed month reads as it was closed: its body alone, without working out the customer's other months.
  const body = await closedStatementBody(ctx.db, customerId, month);
  if (body !== undefined) return JSON.parse(body) as Frozen;
  const all = await allStatements(ctx.db, customerId, ctx.config.timeZone, month);
  return all.get(month) ?? emptyMonth(month);
}

/** GET /customers/{id}/statements/{month}: a month after the current one is not there yet (404). */
export async function getStatement(ctx: Pick<AppContext, 'db' | 'config'>, customerId: number, month: string): Promise<Statement> {
  return publicView(await statementOf(ctx, customerId, month));
}

/**
 * What closing a month needs: the database and the configuration, and for the statement's mail the outbox. Without it
 * (the demo's closed months) nothing is mailed.
 */
export type StatementContext = Pick<AppContext, 'db' | 'config'> & Partial<Pick<AppContext, 'mailSender'>>;

/** PUT /customers/{id}/statements/{month}/close: freezes an ended month, once, and mails it (statementMail). */
export async function closeStatement(ctx: StatementContext, user: AuthUser, customerId: number, month: string): Promise<Statement> {
  await mustExist(ctx.db, customerId);
  if (month >= monthOf(Date.now(), ctx.config.timeZone)) throw conflict('Only a month that has ended can be closed.');
  const closed = await ctx.db.transaction().execute(async (trx) => {
    if (await isStatementClosed(trx, customerId, month)) throw conflict('This statement is already closed.');
    const all = await allStatements(trx, customerId, ctx.config.timeZone, month);
    const closedAt = nowIso();
    const frozen: Frozen = { ...(all.get(month) ?? emptyMonth(month)), closed: true, closed_at: closedAt };
    const stored = await insertClosedStatement(trx, {
      customer_id: customerId,
      month,
      total_cents: toCents(frozen.total),
      body: JSON.stringify(frozen),
      closed_at: closedAt,
      closed_by_user_id: user.id,
    });
    if (!stored) throw conflict('This statement is already closed.');
    await recordChange(trx, 'customer', customerId, undefined, 'updated', {
      changes: [{ field: 'statement', before: null, after: `${month} closed: $${frozen.total.toFixed(2)}` }],
    });
    if (ctx.mailSender) await queueMail(trx, ctx.config, await statementMail(trx, customerId, month, frozen.total));
    return publicView(frozen);
  });
  ctx.mailSender?.wake();
  return closed;
}

/** The attachment kind of a statement's PDF (the trolleys module makes it: trolleys.module.ts); its key is the month. */
export const STATEMENT_ATTACHMENT = 'statement';

const pdfName = (customerId: number, month: string) => `statement-${customerId}-${month}.pdf`;

/**
 * CONTRACT "Statements the customer confirms or disputes": the closed month's mail, the PDF attached (made when the
 * message goes out, from the month as frozen now), to the customer and to its business's master customer, who sees
 * the business's statements in the portal. Only an approved, live customer with an address gets mail (as approval
 * opens the portal); a master customer closing its own month gets it once, an address shared by both too.
 */
async function statementMail(db: Kysely<Database>, customerId: number, month: string, total: number): Promise<Envelope[]> {
  const customer = await findCustomer(db, customerId);
  if (!customer) return [];
  const attachments: MailAttachmentRef[] = [{ kind: STATEMENT_ATTACHMENT, id: customerId, key: month, filename: pdfName(customerId, month), content_type: 'application/pdf' }];
  const envelopes: Envelope[] = [];
  const seen = new Set<string>();
  // Each message is about the statement's customer (its erasure takes the master's copy too).
  const mail = (to: { email: string; first_name: string; is_approved: boolean }, of: { name: string; business: string | null } | null) => {
    if (!to.is_approved || !to.email || seen.has(to.email.toLowerCase())) return;
    seen.add(to.email.toLowerCase());
    envelopes.push({ kind: 'statement_closed', to: to.email, customerId, data: { first_name: to.first_name, month, total, of }, attachments });
  };
  mail(customer, null);
  if (customer.business) {
    const masterId = await businessMasterId(db, customer.business.id);
    const master = masterId && masterId !== customer.id ? await findCustomer(db, masterId) : undefined;
    if (master) mail(master, { name: `${customer.first_name} ${customer.last_name}`.trim(), business: customer.business.name });
  }
  return envelopes;
}

/**
 * GET /report/customers/{id}/statements/{month}/pdf (and the customer API's): the month's statement as a PDF named
 * statement-<id>-<month>.pdf; a customer in the trash keeps its statements. 404s as GET .../statements/{month}.
 */
export async function statementPdfOf(ctx: Pick<AppContext, 'db' | 'config'>, customerId: number, month: string): Promise<{ fileName: string; pdf: Buffer }> {
  const statement = await statementOf(ctx, customerId, month);
  const customer = (await findCustomer(ctx.db, customerId)) ?? (await findCustomer(ctx.db, customerId, { deleted: true }));
  if (!customer) throw notFound('Customer');
  const pdf = await statementPdf(
    { ...publicView(statement), closed_at: statement.closed_at ?? null },
    { first_name: customer.first_name, last_name: customer.last_name, email: customer.email, business_name: customer.business?.name ?? null },
    { appName: APP_NAME, timeZone: ctx.config.timeZone, appLocale: ctx.config.appLocale },
  );
  return { fileName: pdfName(customerId, month), pdf };
}

const EXPORT_COLUMNS: XlsxColumn[] = [
  { header: 'Kind', width: 14 },
  { header: 'Trolley UID', width: 16 },
  { header: 'Trolley Name', width: 24 },
  { header: 'From', width: 18, type: 'datetime' },
  { header: 'To', width: 18, type: 'datetime' },
  { header: 'Days In Month', width: 14 },
  { header: 'Chargeable Days', width: 16 },
  { header: 'Per Day ($)', width: 12 },
  { header: 'Amount ($)', width: 14 },
  { header: 'Note', width: 40 },
];
const KIND_LABELS = { lost: 'Loss', damaged: 'Damage', adjustment: 'Adjustment' } as const;

/** GET /report/customers/{id}/statements/{month}/export: the statement as the rows of statement-<id>-<month>.xlsx. */
export async function statementSheet(ctx: Pick<AppContext, 'db' | 'config'>, customerId: number, month: string): Promise<XlsxDownload> {
  const s = await getStatement(ctx, customerId, month);
  return {
    fileName: `statement-${customerId}-${month}.xlsx`,
    sheetName: `Statement ${month}`,
    columns: EXPORT_COLUMNS,
    timeZone: ctx.config.timeZone,
    locale: ctx.config.appLocale,
    batches: (async function* () {
      yield [
        ...s.lines.map((l) => ['Hold', l.uid, l.name, l.from, l.to, l.days_in_month, l.chargeable_days, l.after_free_day_charge, l.cost, null]),
        ...s.charges.map((c) => [KIND_LABELS[c.kind], c.uid, null, null, null, null, null, null, c.amount, c.note]),
        [s.closed ? 'Total (closed)' : 'Total (open)', null, null, null, null, null, null, null, s.total, null],
      ];
    })(),
  };
}
