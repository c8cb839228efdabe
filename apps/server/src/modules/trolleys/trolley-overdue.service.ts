import type { Kysely } from 'kysely';
import { isOverdue, priceHold, toDollars, type TrolleyReminderResult } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/sql.js';
import { conflict, notFound } from '../../lib/http-error.js';
import type { Job } from '../../lib/jobs.js';
import { WallClock } from '../../lib/time-zone.js';
import { recordChange, SYSTEM_ACTOR } from '../activity/activity.service.js';
import type { OverdueCustomer } from '../mail/mail-templates.js';
import { type Envelope, queueMail } from '../mail/mail.service.js';
import { trolleyAlertEmails } from '../tickets/ticket-settings.service.js';
import { openHoldsWithContacts, ratesOf } from './trolley-holds.repository.js';
import { claimDigestDay, recordDigestRun } from './trolley-overdue.repository.js';
import { customerExists } from './trolleys.repository.js';

// CONTRACT "Trolley fleet control": overdue reminders and the daily digest. A trolley is overdue when its customer's
// open hold has run past its free days (the billing engine's isOverdue, counted to now).

type Holder = OverdueCustomer & { email: string | null; masterEmail: string | null; masterFirstName: string | null; live: boolean };

/** Every customer holding a trolley past its free days (or only `customerId`), worst first: the highest charge, then the longest over. */
export async function overdueCustomers(db: Kysely<Database>, customerId?: number): Promise<Holder[]> {
  const rows = await openHoldsWithContacts(db, customerId);
  const now = nowIso();
  const byCustomer = new Map<number, Holder & { cents: number }>();
  for (const h of rows) {
    const price = priceHold({ start: h.start, end: null, rates: ratesOf(h) }, now);
    if (!isOverdue(price)) continue;
    const id = Number(h.customer_id);
    const holder = byCustomer.get(id) ?? {
      customer_id: id,
      first_name: h.customer_first_name ?? '',
      name: `${h.customer_first_name ?? ''} ${h.customer_last_name ?? ''}`.trim(),
      business_name: h.business_name,
      email: h.email,
      masterEmail: h.master_email,
      masterFirstName: h.master_first_name,
      live: h.customer_deleted_at === null,
      trolleys: [],
      charge: 0,
      cents: 0,
    };
    holder.trolleys.push({ uid: h.trolley_uid, name: h.trolley_name, since: h.start, days: price.days, days_over: price.chargeableDays, charge: toDollars(price.cents) });
    holder.cents += price.cents;
    byCustomer.set(id, holder);
  }
  const worst = (h: Holder) => Math.max(...h.trolleys.map((t) => t.days_over));
  return [...byCustomer.values()]
    .map(({ cents, ...h }) => ({ ...h, charge: toDollars(cents) }))
    .sort((a, b) => b.charge - a.charge || worst(b) - worst(a) || a.customer_id - b.customer_id);
}

/**
 * The customer and its business's master customer, each address once (letter case aside), each with the name to
 * greet: the master reads about someone else's trolleys, so its mail greets the master and names the holder.
 */
function holderRecipients(h: Holder): Array<{ to: string; firstName: string; forHolder: boolean }> {
  const seen = new Map<string, { to: string; firstName: string; forHolder: boolean }>();
  if (h.email) seen.set(h.email.toLowerCase(), { to: h.email, firstName: h.first_name, forHolder: true });
  if (h.masterEmail && !seen.has(h.masterEmail.toLowerCase())) seen.set(h.masterEmail.toLowerCase(), { to: h.masterEmail, firstName: h.masterFirstName ?? '', forHolder: false });
  return [...seen.values()];
}

function reminderEnvelopes(h: Holder): Envelope[] {
  return holderRecipients(h).map(({ to, firstName, forHolder }) => ({
    kind: 'trolley_overdue',
    to,
    customerId: h.customer_id,
    data: { customer: h, greet: firstName, forHolder },
  }));
}

/** POST /trolleys/reminders: that customer's overdue list, mailed now to it and its business's master customer. */
export async function sendTrolleyReminder(ctx: Pick<AppContext, 'db' | 'config' | 'mailSender'>, customerId: number): Promise<TrolleyReminderResult> {
  if (!(await customerExists(ctx.db, customerId, { live: true }))) throw notFound('Customer');
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

/**
 * The day's digest, if no instance has sent it yet: the claim (the day's row) and every message go in one
 * transaction, so the day is claimed exactly when its mail is in the outbox. Customers get their list (the reminder);
 * the staff in Ticket Settings' "Trolley alerts" get every customer over, worst first. Returns false when the day was
 * already claimed.
 */
export async function runTrolleyDigest(ctx: Pick<AppContext, 'db' | 'config' | 'mailSender'>, day: string): Promise<boolean> {
  const ran = await ctx.db.transaction().execute(async (trx) => {
    if (!(await claimDigestDay(trx, day))) return false;
    const holders = await overdueCustomers(trx);
    const envelopes = digestEnvelopes(holders, await trolleyAlertEmails(trx), day);
    await queueMail(trx, ctx.config, envelopes);
    // The activity log: each customer mailed, by the system (the digest is nobody's request).
    for (const h of holders.filter((x) => x.live)) {
      await recordChange(trx, 'customer', h.customer_id, undefined, 'notified', {
        actor: SYSTEM_ACTOR,
        changes: [{ field: 'message', before: null, after: `Daily digest: ${h.trolleys.length} trolley(s) past their free days` }],
      });
    }
    await recordDigestRun(trx, day, { customers: holders.length, messages: envelopes.length });
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

/** The day (YYYY-MM-DD) and hour of an instant on the wall clock of the service's zone (TIME_ZONE). */
export function wallDayHour(at: Date, clock: WallClock): { day: string; hour: number } {
  const wall = new Date(clock.wallMs(at.getTime()));
  return { day: wall.toISOString().slice(0, 10), hour: wall.getUTCHours() };
}

/**
 * TROLLEY_DIGEST_HOUR, as a job of the app's job runner (every minute, and at start): past the hour on today's wall
 * clock, try to claim today's run; the first claim sends, every other (another instance, a restart later that day)
 * finds the day taken. A server started after the hour sends that day's digest at once.
 */
export function trolleyDigestJob(ctx: Pick<AppContext, 'db' | 'config' | 'mailSender'>, hour: number, everyMs = 60_000): Job {
  const clock = new WallClock(ctx.config.timeZone);
  let last = '';
  const run = async () => {
    const now = wallDayHour(new Date(), clock);
    if (now.hour < hour || now.day === last) return;
    await runTrolleyDigest(ctx, now.day);
    last = now.day;
  };
  return { name: 'trolley digest', everyMs, atStart: true, run };
}
