import type { Kysely } from 'kysely';
import type { TrolleyReminderResult } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/sql.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { WallClock } from '../../lib/time-zone.js';
import { recordChange, SYSTEM_ACTOR } from '../activity/activity.service.js';
import type { OverdueCustomer } from '../mail/mail-templates.js';
import { type Envelope, queueMail } from '../mail/mail.service.js';
import { settingEmails } from '../tickets/ticket-settings.repository.js';
import { holdFigures } from './trolley-cost.js';
import { holdRows, ratesAtStart, type HoldRow } from './trolley-transactions.repository.js';

// CONTRACT "Trolley fleet control": overdue reminders. A trolley is overdue when its customer's open hold
// has run past its free days (chargeable_days > 0, the hold-time cost counted to now).

type Holder = OverdueCustomer & { email: string | null; masterEmail: string | null; live: boolean };

/** Every customer holding a trolley past its free days (or only `customerId`), worst first: the highest charge, then the longest over. */
export async function overdueCustomers(db: Kysely<Database>, customerId?: number): Promise<Holder[]> {
  let query = holdRows(db)
    .leftJoin('businesses as b', (j) => j.onRef('b.id', '=', 'c.business_id').on('b.deleted_at', 'is', null))
    .leftJoin('customers as m', (j) => j.onRef('m.id', '=', 'b.customer_id').on('m.deleted_at', 'is', null))
    .where('d.hold_end_id', 'is', null)
    .where('d.customer_id', 'is not', null)
    .select(['c.email', 'c.deleted_at as customer_deleted_at', 'b.name as business_name', 'm.email as master_email'])
    .orderBy('d.at')
    .orderBy('d.id');
  if (customerId !== undefined) query = query.where('d.customer_id', '=', customerId);
  const rows = (await query.execute()) as (HoldRow & { email: string | null; customer_deleted_at: string | null; business_name: string | null; master_email: string | null })[];

  const now = nowIso();
  const byCustomer = new Map<number, Holder & { cents: number }>();
  for (const h of rows) {
    const figures = holdFigures({ start: h.start, end: null, ...ratesAtStart(h) }, now);
    if (figures.chargeable_days <= 0) continue;
    const id = Number(h.customer_id);
    const holder = byCustomer.get(id) ?? {
      customer_id: id,
      first_name: h.customer_first_name ?? '',
      name: `${h.customer_first_name ?? ''} ${h.customer_last_name ?? ''}`.trim(),
      business_name: h.business_name,
      email: h.email,
      masterEmail: h.master_email,
      live: h.customer_deleted_at === null,
      trolleys: [],
      charge: 0,
      cents: 0,
    };
    const cents = figures.chargeable_days * Math.round(figures.after_free_day_charge * 100);
    holder.trolleys.push({ uid: h.trolley_uid, name: h.trolley_name, since: h.start, days: figures.time_duration, days_over: figures.chargeable_days, charge: cents / 100 });
    holder.cents += cents;
    byCustomer.set(id, holder);
  }
  const worst = (h: Holder) => Math.max(...h.trolleys.map((t) => t.days_over));
  return [...byCustomer.values()]
    .map(({ cents, ...h }) => ({ ...h, charge: cents / 100 }))
    .sort((a, b) => b.charge - a.charge || worst(b) - worst(a) || a.customer_id - b.customer_id);
}

/** The customer and its business's master customer, each address once (letter case aside). */
function holderAddresses(h: Holder): string[] {
  const seen = new Map<string, string>();
  for (const email of [h.email, h.masterEmail]) if (email && !seen.has(email.toLowerCase())) seen.set(email.toLowerCase(), email);
  return [...seen.values()];
}

function reminderEnvelopes(h: Holder): Envelope[] {
  return holderAddresses(h).map((to) => ({ kind: 'trolley_overdue', to, customerId: h.customer_id, data: { customer: h } }));
}

/** POST /trolleys/reminders: that customer's overdue list, mailed now to it and its business's master customer. */
export async function sendTrolleyReminder(ctx: Pick<AppContext, 'db' | 'config' | 'mailSender'>, customerId: number): Promise<TrolleyReminderResult> {
  const exists = await ctx.db.selectFrom('customers').select('id').where('id', '=', customerId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!exists) throw notFound('Customer');
  const result = await ctx.db.transaction().execute(async (trx) => {
    const [holder] = await overdueCustomers(trx, customerId);
    if (!holder) throw conflict('This Customer holds no Trolley past its free days.');
    const envelopes = reminderEnvelopes(holder);
    await queueMail(trx, ctx.config, envelopes);
    await recordChange(trx, 'customer', customerId, undefined, 'notified', {
      changes: [{ field: 'message', before: null, after: `Reminder: ${holder.trolleys.length} trolley(s) past their free days` }],
    });
    return { recipients: envelopes.map((e) => e.to), trolleys: holder.trolleys.length };
  });
  ctx.mailSender.wake();
  return result;
}

/** The day (YYYY-MM-DD) and hour of an instant on the wall clock of the service's zone (TIME_ZONE). */
export function wallDayHour(at: Date, clock: WallClock): { day: string; hour: number } {
  const wall = new Date(clock.wallMs(at.getTime()));
  return { day: wall.toISOString().slice(0, 10), hour: wall.getUTCHours() };
}

/**
 * The day's digest, if no instance has sent it yet: the claim (the day's row) and every message go in one
 * transaction, so the day is claimed exactly when its mail is in the outbox. Customers get their list (the reminder);
 * the staff in Ticket Settings' "Trolley alerts" get every customer over, worst first. Returns false when the day was
 * already claimed.
 */
export async function runTrolleyDigest(ctx: Pick<AppContext, 'db' | 'config' | 'mailSender'>, day: string): Promise<boolean> {
  const ran = await ctx.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('trolley_digest_runs')
      .values({ day, ran_at: nowIso(), customers: 0, messages: 0 })
      .onConflict((oc) => oc.column('day').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    const holders = await overdueCustomers(trx);
    const envelopes = digestEnvelopes(holders, await settingEmails(trx, 'trolley_alerts'), day);
    await queueMail(trx, ctx.config, envelopes);
    // The activity log: each customer mailed, by the system (the digest is nobody's request).
    for (const h of holders.filter((x) => x.live)) {
      await recordChange(trx, 'customer', h.customer_id, undefined, 'notified', {
        actor: SYSTEM_ACTOR,
        changes: [{ field: 'message', before: null, after: `Daily digest: ${h.trolleys.length} trolley(s) past their free days` }],
      });
    }
    await trx.updateTable('trolley_digest_runs').set({ customers: holders.length, messages: envelopes.length }).where('day', '=', day).execute();
    return true;
  });
  if (ran) ctx.mailSender.wake();
  return ran;
}

/** A mail per live customer over (to it and its master customer) and, when any is over, one to each alerted user. */
function digestEnvelopes(holders: Holder[], staff: string[], day: string): Envelope[] {
  const envelopes = holders.filter((h) => h.live).flatMap(reminderEnvelopes);
  if (!holders.length) return envelopes;
  const customers: OverdueCustomer[] = holders.map((h) => ({
    customer_id: h.customer_id,
    first_name: h.first_name,
    name: h.name,
    business_name: h.business_name,
    trolleys: h.trolleys,
    charge: h.charge,
  }));
  const seen = new Set<string>();
  for (const to of staff) {
    if (seen.has(to.toLowerCase())) continue;
    seen.add(to.toLowerCase());
    envelopes.push({ kind: 'trolley_digest', to, data: { day, customers } });
  }
  return envelopes;
}

/**
 * TROLLEY_DIGEST_HOUR: every minute, an instance past the hour on today's wall clock tries to claim today's run; the
 * first claim sends, every other (another instance, a restart later that day) finds the day taken. A server started
 * after the hour sends that day's digest at once. Returns the stop function (onClose).
 */
export function startTrolleyDigest(ctx: Pick<AppContext, 'db' | 'config' | 'mailSender'>, hour: number, onError: (err: unknown) => void, everyMs = 60_000) {
  const clock = new WallClock(ctx.config.timeZone);
  let last = '';
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    const now = wallDayHour(new Date(), clock);
    if (now.hour < hour || now.day === last) return;
    running = runTrolleyDigest(ctx, now.day)
      .then(() => (last = now.day))
      .catch(onError)
      .finally(() => (running = undefined));
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** The day's run row (tests, and the check that a day was sent). */
export const digestRun = (db: Kysely<Database>, day: string) => db.selectFrom('trolley_digest_runs').selectAll().where('day', '=', day).executeTakeFirst();
