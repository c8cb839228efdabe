import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { atMoment, Refusal } from '../db/sql.js';
import type { AppContext } from '../app-context.js';
import type { AuthUser } from '../plugins/auth.js';
import type { Rng } from './random.js';

/** What every step of the demo fill works with. */
export type DemoContext = {
  db: Kysely<Database>;
  rng: Rng;
  /** Midnight (UTC) of the day of the fill: every moment of the demo is counted back from it. */
  today: Date;
  /** The demo password's hash, made once and shared by every demo user and customer (scrypt is slow on purpose). */
  passwordHash: string;
  /** The first Super Admin: acts where no other staff member would. */
  admin: AuthUser;
  /**
   * The server's configuration and outbox when the fill runs at a demo's first start: closing the demo's months then
   * mails their statements, as closing one does. Without it (the tests' fills) nothing is mailed.
   */
  mail?: Pick<AppContext, 'config' | 'mailSender'>;
};

/**
 * What the statements' services work with in the fill: the database, the calendar of UTC (the demo's figures are
 * counted in it: the golden billing file), and the outbox when there is one.
 */
export function statementContext(ctx: DemoContext): Pick<AppContext, 'db' | 'config'> & Partial<Pick<AppContext, 'mailSender'>> {
  const config = { ...(ctx.mail?.config ?? ({} as AppContext['config'])), timeZone: 'UTC' };
  return ctx.mail ? { db: ctx.db, config, mailSender: ctx.mail.mailSender } : { db: ctx.db, config };
}

const DAY_MS = 86_400_000;

/** A moment `days` before today, at `minute` minutes past midnight UTC (default: a random office-hours minute). */
export function daysAgo(ctx: DemoContext, days: number, minute = ctx.rng.int(8 * 60, 17 * 60)): Date {
  const at = ctx.today.getTime() - days * DAY_MS + minute * 60_000;
  // Never in the future: a moment of "today" that has not come yet is a minute ago.
  return new Date(Math.min(at, Date.now() - 60_000));
}

/** Runs `work` as if it happened `days` before today: the repositories stamp their rows with that moment. */
export function on<T>(ctx: DemoContext, days: number, work: () => Promise<T>): Promise<T> {
  return atMoment(daysAgo(ctx, days), work);
}

/**
 * A repository's answer in the fill, where nothing is ever refused (a fresh database, names and emails distinct):
 * a Refusal (name taken, row in use) is a bug in the demo set, so the fill stops.
 */
export function made<T>(result: T | Refusal): T {
  if (result instanceof Refusal) throw new Error(`demo: a write was refused (${result.reason})`);
  return result;
}

/** `at` moved on by some days, hours and minutes. */
export function later(at: Date, by: { days?: number; hours?: number; minutes?: number }): Date {
  const ms = ((by.days ?? 0) * 24 * 60 + (by.hours ?? 0) * 60 + (by.minutes ?? 0)) * 60_000;
  return new Date(Math.min(at.getTime() + ms, Date.now() - 60_000));
}

/**
 * Steps planned at moments in any order, then played in time order, each with the clock at its moment: ids then
 * grow with created_at, as they would have in a database filled over months.
 */
export class Timeline {
  private readonly events: { at: number; seq: number; run: () => Promise<unknown> }[] = [];

  add(at: Date, run: () => Promise<unknown>): void {
    this.events.push({ at: at.getTime(), seq: this.events.length, run });
  }

  async play(): Promise<void> {
    const events = this.events.splice(0).sort((a, b) => a.at - b.at || a.seq - b.seq);
    for (const event of events) await atMoment(new Date(event.at), event.run);
  }
}
