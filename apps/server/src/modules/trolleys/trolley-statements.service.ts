import type { Kysely } from 'kysely';
import { holdByMonth, toCents, toDollars, type Statement, type StatementCharge, type StatementLine, type StatementSummary } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/sql.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { WallClock } from '../../lib/time-zone.js';
import type { XlsxColumn } from '../../lib/xlsx-stream.js';
import type { XlsxDownload } from '../../lib/xlsx-reply.js';
import type { AuthUser } from '../../plugins/auth.js';
import { recordChange } from '../activity/activity.service.js';
import { customerCharges, customerHolds, ratesOf } from './trolley-holds.repository.js';
import { closedStatementBodies, insertClosedStatement, isStatementClosed } from './trolley-statements.repository.js';
import { customerExists } from './trolleys.repository.js';

// CONTRACT "Trolley fleet control": monthly statements. Each hold is split by month by the billing engine
// (holdByMonth: a started day falls in the month, TIME_ZONE's calendar, it starts in; the free days are the hold's
// first days), so a hold's months add up to the hold priced whole. A closed month is frozen (its body kept as it
// read); what changes in it later (late hand-overs, new charges) is billed as an adjustment on the next open month:
// the month's figures now, less what it was closed with, less the adjustments already billed for it.

type MonthFigures = { lines: StatementLine[]; charges: StatementCharge[]; cents: number };
/** A closed statement as stored: the statement, its own figures (without adjustments) and what its adjustments settled. */
type Frozen = Statement & { base_cents: number; adjusts: { for_month: string; cents: number }[] };

const clocks = new Map<string, WallClock>();
function monthOf(ms: number, timeZone: string) {
  let clock = clocks.get(timeZone);
  if (!clock) clocks.set(timeZone, (clock = new WallClock(timeZone)));
  return new Date(clock.wallMs(ms)).toISOString().slice(0, 7);
}
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/** Every month's own figures (holds and loss/damage charges; no adjustments) for one customer, computed now. */
async function liveMonths(db: Kysely<Database>, customerId: number, timeZone: string): Promise<Map<string, MonthFigures>> {
  const now = nowIso();
  const [holds, charges] = await Promise.all([customerHolds(db, customerId, 'asc'), customerCharges(db, customerId)]);
  const months = new Map<string, MonthFigures>();
  const of = (month: string) => {
    let m = months.get(month);
    if (!m) months.set(month, (m = { lines: [], charges: [], cents: 0 }));
    return m;
  };
  for (const h of holds) {
    const rates = ratesOf(h);
    for (const share of holdByMonth({ start: h.start, end: h.end, rates }, now, (ms) => monthOf(ms, timeZone))) {
      const m = of(share.month);
      m.lines.push({
        trolley_id: h.trolley_id,
        uid: h.trolley_uid,
        name: h.trolley_name,
        from: h.start,
        to: h.end,
        days_in_month: share.days,
        chargeable_days: share.chargeableDays,
        after_free_day_charge: toDollars(rates.perDayCents),
        cost: toDollars(share.cents),
        delivery_handover_id: h.handover_id ?? null,
        pickup_handover_id: h.end_handover_id ?? null,
      });
      m.cents += share.cents;
    }
  }
  for (const ch of charges) {
    const m = of(monthOf(Date.parse(ch.at), timeZone));
    m.charges.push({ kind: ch.kind, trolley_id: ch.trolley_id, uid: ch.uid, note: ch.note, amount: toDollars(ch.amount_cents) });
    m.cents += ch.amount_cents;
  }
  return months;
}

async function frozenMonths(db: Kysely<Database>, customerId: number): Promise<Map<string, Frozen>> {
  const bodies = await closedStatementBodies(db, customerId);
  return new Map([...bodies].map(([month, body]) => [month, JSON.parse(body) as Frozen]));
}

/**
 * Every statement of the customer from its first hold or charge (or first closed month) to the current month, oldest
 * first: closed ones as frozen, open ones computed now with their adjustment lines.
 */
async function allStatements(db: Kysely<Database>, customerId: number, timeZone: string, upTo?: string): Promise<Map<string, Frozen>> {
  const [live, frozen] = await Promise.all([liveMonths(db, customerId, timeZone), frozenMonths(db, customerId)]);
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
  const all = await allStatements(ctx.db, customerId, ctx.config.timeZone);
  return [...all.values()].reverse().map((s) => ({ month: s.month, closed: s.closed, total: s.total }));
}

/** GET /customers/{id}/statements/{month}: a month after the current one is not there yet (404). */
export async function getStatement(ctx: Pick<AppContext, 'db' | 'config'>, customerId: number, month: string): Promise<Statement> {
  await mustExist(ctx.db, customerId);
  if (month > monthOf(Date.now(), ctx.config.timeZone)) throw notFound('Statement');
  const all = await allStatements(ctx.db, customerId, ctx.config.timeZone, month);
  return publicView(all.get(month) ?? emptyMonth(month));
}

/** PUT /customers/{id}/statements/{month}/close: freezes an ended month, once. */
export async function closeStatement(ctx: Pick<AppContext, 'db' | 'config'>, user: AuthUser, customerId: number, month: string): Promise<Statement> {
  await mustExist(ctx.db, customerId);
  if (month >= monthOf(Date.now(), ctx.config.timeZone)) throw conflict('Only a month that has ended can be closed.');
  return ctx.db.transaction().execute(async (trx) => {
    if (await isStatementClosed(trx, customerId, month)) throw conflict('This statement is already closed.');
    const all = await allStatements(trx, customerId, ctx.config.timeZone, month);
    const frozen: Frozen = { ...(all.get(month) ?? emptyMonth(month)), closed: true };
    const stored = await insertClosedStatement(trx, {
      customer_id: customerId,
      month,
      total_cents: toCents(frozen.total),
      body: JSON.stringify(frozen),
      closed_at: nowIso(),
      closed_by_user_id: user.id,
    });
    if (!stored) throw conflict('This statement is already closed.');
    await recordChange(trx, 'customer', customerId, undefined, 'updated', {
      changes: [{ field: 'statement', before: null, after: `${month} closed: $${frozen.total.toFixed(2)}` }],
    });
    return publicView(frozen);
  });
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
