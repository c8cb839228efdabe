import type { Kysely } from 'kysely';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Statement, StatementCharge, StatementLine, StatementSummary } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/sql.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { WallClock } from '../../lib/time-zone.js';
import { sendXlsx } from '../../lib/xlsx-reply.js';
import type { XlsxColumn } from '../../lib/xlsx-stream.js';
import type { AuthUser } from '../../plugins/auth.js';
import { recordChange } from '../activity/activity.service.js';
import { startedDays } from './trolley-cost.js';
import { holdRows, ratesAtStart, type HoldRow } from './trolley-transactions.repository.js';

// CONTRACT "Trolley fleet control": monthly statements. A hold's started days are those of the hold-time
// cost (hours / 24 rounded up, at least 1; an open hold counted to now); day i starts at start + i x 24 h and falls in
// the month (TIME_ZONE's calendar) it starts in; the free days are the hold's first days, at the rates in force when
// it started. So a hold's chargeable days over all months add up to its own. A closed month is frozen (its body kept
// as it read); what changes in it later (late hand-overs, new charges) is billed as an adjustment on the next open
// month: the month's figures now, less what it was closed with, less the adjustments already billed for it.

const DAY = 86_400_000;

type MonthFigures = { lines: StatementLine[]; charges: StatementCharge[]; cents: number };
/** A closed statement as stored: the statement, its own figures (without adjustments) and what its adjustments settled. */
type Frozen = Statement & { base_cents: number; adjusts: { for_month: string; cents: number }[] };

const dollars = (cents: number) => cents / 100;
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
  const holds = (await holdRows(db).where('d.customer_id', '=', customerId).orderBy('d.at').orderBy('d.id').execute()) as HoldRow[];
  const charges = await db
    .selectFrom('trolley_charges as ch')
    .innerJoin('trolleys as t', 't.id', 'ch.trolley_id')
    .select(['ch.kind', 'ch.trolley_id', 't.uid', 'ch.note', 'ch.amount_cents', 'ch.at'])
    .where('ch.customer_id', '=', customerId)
    .where('ch.kind', '!=', 'adjustment')
    .orderBy('ch.at')
    .orderBy('ch.id')
    .execute();

  const months = new Map<string, MonthFigures>();
  const of = (month: string) => {
    let m = months.get(month);
    if (!m) months.set(month, (m = { lines: [], charges: [], cents: 0 }));
    return m;
  };
  for (const h of holds) {
    const { freeDays, perDayCents } = ratesAtStart(h);
    const startMs = Date.parse(h.start);
    const n = startedDays(h.start, h.end ?? now);
    const perMonth = new Map<string, { days: number; chargeable: number }>();
    for (let i = 0; i < n; i++) {
      const month = monthOf(startMs + i * DAY, timeZone);
      const c = perMonth.get(month) ?? { days: 0, chargeable: 0 };
      c.days++;
      if (i >= freeDays) c.chargeable++;
      perMonth.set(month, c);
    }
    for (const [month, c] of perMonth) {
      const m = of(month);
      m.lines.push({
        trolley_id: h.trolley_id,
        uid: h.trolley_uid,
        name: h.trolley_name,
        from: h.start,
        to: h.end,
        days_in_month: c.days,
        chargeable_days: c.chargeable,
        after_free_day_charge: dollars(perDayCents),
        cost: dollars(c.chargeable * perDayCents),
      });
      m.cents += c.chargeable * perDayCents;
    }
  }
  for (const ch of charges) {
    const m = of(monthOf(Date.parse(ch.at), timeZone));
    const cents = Number(ch.amount_cents);
    m.charges.push({ kind: ch.kind, trolley_id: ch.trolley_id, uid: ch.uid, note: ch.note, amount: dollars(cents) });
    m.cents += cents;
  }
  return months;
}

async function frozenMonths(db: Kysely<Database>, customerId: number): Promise<Map<string, Frozen>> {
  const rows = await db.selectFrom('customer_statements').select(['month', 'body']).where('customer_id', '=', customerId).execute();
  return new Map(rows.map((r) => [r.month, JSON.parse(r.body) as Frozen]));
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
      amount: dollars(a.cents),
    }));
    const total = own.cents + adjusts.reduce((sum, a) => sum + a.cents, 0);
    result.set(month, { month, closed: false, lines: own.lines, charges: [...own.charges, ...adjustmentCharges], total: dollars(total), base_cents: own.cents, adjusts });
  }
  return result;
}

async function customerExists(db: Kysely<Database>, id: number) {
  if (!(await db.selectFrom('customers').select('id').where('id', '=', id).executeTakeFirst())) throw notFound('Customer');
}

const publicView = ({ month, closed, lines, charges, total }: Frozen): Statement => ({ month, closed, lines, charges, total });

/** GET /customers/{id}/statements: newest first. */
export async function listStatements(ctx: Pick<AppContext, 'db' | 'config'>, customerId: number): Promise<StatementSummary[]> {
  await customerExists(ctx.db, customerId);
  const all = await allStatements(ctx.db, customerId, ctx.config.timeZone);
  return [...all.values()].reverse().map((s) => ({ month: s.month, closed: s.closed, total: s.total }));
}

/** GET /customers/{id}/statements/{month}: a month after the current one is not there yet (404). */
export async function getStatement(ctx: Pick<AppContext, 'db' | 'config'>, customerId: number, month: string): Promise<Statement> {
  await customerExists(ctx.db, customerId);
  if (month > monthOf(Date.now(), ctx.config.timeZone)) throw notFound('Statement');
  const all = await allStatements(ctx.db, customerId, ctx.config.timeZone, month);
  return publicView(all.get(month) ?? { month, closed: false, lines: [], charges: [], total: 0, base_cents: 0, adjusts: [] });
}

/** PUT /customers/{id}/statements/{month}/close: freezes an ended month, once. */
export async function closeStatement(ctx: Pick<AppContext, 'db' | 'config'>, user: AuthUser, customerId: number, month: string): Promise<Statement> {
  await customerExists(ctx.db, customerId);
  if (month >= monthOf(Date.now(), ctx.config.timeZone)) throw conflict('Only a month that has ended can be closed.');
  return ctx.db.transaction().execute(async (trx) => {
    if (await trx.selectFrom('customer_statements').select('month').where('customer_id', '=', customerId).where('month', '=', month).executeTakeFirst()) {
      throw conflict('This statement is already closed.');
    }
    const all = await allStatements(trx, customerId, ctx.config.timeZone, month);
    const open = all.get(month) ?? { month, closed: false, lines: [], charges: [], total: 0, base_cents: 0, adjusts: [] };
    const frozen: Frozen = { ...open, closed: true };
    const inserted = await trx
      .insertInto('customer_statements')
      .values({ customer_id: customerId, month, total_cents: Math.round(frozen.total * 100), body: JSON.stringify(frozen), closed_at: nowIso(), closed_by_user_id: user.id })
      .onConflict((oc) => oc.columns(['customer_id', 'month']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw conflict('This statement is already closed.');
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

/** GET /report/customers/{id}/statements/{month}/export: the statement as statement-<id>-<month>.xlsx. */
export async function exportStatement(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, customerId: number, month: string) {
  const s = await getStatement(ctx, customerId, month);
  return sendXlsx(request, reply, {
    fileName: `statement-${customerId}-${month}.xlsx`,
    sheetName: `Statement ${month}`,
    columns: EXPORT_COLUMNS,
    timeZone: ctx.config.timeZone,
    batches: (async function* () {
      yield [
        ...s.lines.map((l) => ['Hold', l.uid, l.name, l.from, l.to, l.days_in_month, l.chargeable_days, l.after_free_day_charge, l.cost, null]),
        ...s.charges.map((c) => [KIND_LABELS[c.kind], c.uid, null, null, null, null, null, null, c.amount, c.note]),
        [s.closed ? 'Total (closed)' : 'Total (open)', null, null, null, null, null, null, null, s.total, null],
      ];
    })(),
  });
}
