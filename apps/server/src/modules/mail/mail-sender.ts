import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { now, nowIso } from '../../db/sql.js';
import type { Job } from '../../lib/jobs.js';
import type { Mailer } from '../../lib/mail.js';
import { type MadeAttachment, type MailAttachmentRef, parseAttachments } from './mail-attachments.js';
import { claimMail, type ClaimedMail, dueMailIds, markMailFailure, markMailSent } from './mail.repository.js';

const MINUTE = 60_000;
/** The wait after the n-th failed try: 1 minute, doubling, at most 4 hours (13 tries span about 20 hours). */
export const retryDelayMs = (attempt: number) => Math.min(MINUTE * 2 ** (attempt - 1), 240 * MINUTE);

export type MailSenderOptions = {
  /** One hand-over at most this long (SMTP_TIMEOUT_MS); the lease on a message is derived from it. */
  timeoutMs: number;
  /** Tries before a message is marked failed (MAIL_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** How often the outbox is looked at without a wake-up (mail queued by another instance, retries falling due). */
  pollMs?: number;
  /** Messages handed over at once by this instance. */
  concurrency?: number;
  /** Makes a queued attachment's file (mail-attachments.ts); without it, a message with attachments cannot go. */
  makeAttachment?: (ref: MailAttachmentRef) => Promise<MadeAttachment>;
};

const describe = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/**
 * Hands the outbox's messages to the transport (SMTP or .eml), in the server process and never in a request. Woken
 * by each commit that queues mail (`wake()`), and every `pollMs` besides. Each message is claimed by a guarded update
 * (one sender wins it, on any instance), tried with a time limit, then marked sent, or due again after a backoff, or
 * failed after `maxAttempts` tries. The lease outlives a try (twice the time limit and 5 s), so a message whose
 * sender died (kill -9) is tried again once it runs out, by this instance after a restart or by another.
 */
export class MailSender {
  readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly concurrency: number;
  private readonly inFlight = new Set<Promise<void>>();
  private pumping: Promise<void> | undefined;
  private again = false;
  private closed = false;

  constructor(
    private readonly db: Kysely<Database>,
    /** Read at each try, so tests can swap the transport. */
    private readonly transport: () => Mailer,
    private readonly log: FastifyBaseLogger,
    private readonly opts: MailSenderOptions,
  ) {
    this.leaseMs = opts.timeoutMs * 2 + 5_000;
    this.pollMs = opts.pollMs ?? 1_000;
    this.concurrency = opts.concurrency ?? 4;
  }

  /**
   * The outbox's poll as a job of the app's job runner: a look at start (mail left from before a restart) and every
   * `pollMs`, until stop().
   */
  pollJob(): Job {
    return { name: 'mail outbox', everyMs: this.pollMs, atStart: true, run: async () => this.wake() };
  }

  /** Something may be due: look now (after the caller's commit). Cheap; wake-ups while a look runs fold into one more. */
  wake(): void {
    if (this.closed) return;
    this.again = true;
    this.pumping ??= this.pump().finally(() => {
      this.pumping = undefined;
      // A wake-up that came as this look was ending.
      if (this.again) this.wake();
    });
  }

  private async pump(): Promise<void> {
    // Let the request that woke us finish answering first.
    await new Promise((resolve) => setImmediate(resolve));
    try {
      while (this.again && !this.closed) {
        this.again = false;
        const room = this.concurrency - this.inFlight.size;
        // Full: a finishing try wakes us again.
        if (room <= 0) break;
        const claimed = await this.claim(room);
        for (const message of claimed) this.dispatch(message);
        if (claimed.length === room) this.again = true;
      }
    } catch (err) {
      // The next poll tries again (not at once: the database may be down).
      this.again = false;
      this.log.error({ err }, 'mail: the outbox could not be read; trying again shortly');
    }
  }

  private async claim(room: number): Promise<ClaimedMail[]> {
    const at = now();
    const iso = at.toISOString();
    const leaseUntil = new Date(at.getTime() + this.leaseMs).toISOString();
    const won: ClaimedMail[] = [];
    for (const id of await dueMailIds(this.db, iso, room)) {
      const message = await claimMail(this.db, id, iso, leaseUntil);
      if (message) won.push(message);
    }
    return won;
  }

  private dispatch(message: ClaimedMail) {
    const job: Promise<void> = this.attempt(message).finally(() => {
      this.inFlight.delete(job);
      this.wake();
    });
    this.inFlight.add(job);
  }

  private async attempt(message: ClaimedMail): Promise<void> {
    const about = { mailId: message.id, kind: message.kind, to: message.recipient, attempt: message.attempts };
    try {
      const refs = parseAttachments(message.attachments);
      const make = this.opts.makeAttachment;
      if (refs.length && !make) throw new Error('This sender cannot make attachments');
      const attachments = refs.length ? await Promise.all(refs.map((ref) => make!(ref))) : undefined;
      await this.transport().send({ to: message.recipient, subject: message.subject, text: message.text_body ?? '', html: message.html_body ?? undefined, attachments });
    } catch (err) {
      const last = message.attempts >= this.opts.maxAttempts;
      const retryAt = last ? null : new Date(now().getTime() + retryDelayMs(message.attempts)).toISOString();
      // Logged with the error and never the body (it may hold a reset code).
      this.log[last ? 'error' : 'warn']({ ...about, err, retryAt }, last ? `mail not sent: failed after ${message.attempts} tries` : 'mail not sent: will retry');
      await this.record(() => markMailFailure(this.db, message, nowIso(), describe(err), retryAt), about);
      return;
    }
    await this.record(() => markMailSent(this.db, message, nowIso()), about);
  }

  /** A mark that does not land (database down, lease lost) leaves the lease to run out: the message is tried again. */
  private async record(mark: () => Promise<boolean>, about: object) {
    try {
      if (!(await mark())) this.log.warn(about, 'mail: the lease ran out before the try was recorded');
    } catch (err) {
      this.log.error({ ...about, err }, 'mail: the try could not be recorded');
    }
  }

  /**
   * Sends until nothing is due that this sender could take, waiting for tries under way (tests; a drill). Messages
   * waiting for a retry are not due and are left waiting.
   */
  async flush(timeoutMs = 60_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      this.wake();
      await this.pumping;
      if (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
      else if (!(await dueMailIds(this.db, nowIso(), 1)).length) return;
      else await new Promise((resolve) => setTimeout(resolve, 20));
      if (Date.now() > until) throw new Error(`mail: still sending after ${timeoutMs} ms`);
    }
  }

  /** No new tries; those under way get up to `graceMs` to finish and be recorded (shutdown, before the database closes). */
  async stop(graceMs: number): Promise<void> {
    this.closed = true;
    await this.pumping;
    if (!this.inFlight.size) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.allSettled([...this.inFlight]), new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
    clearTimeout(timer);
  }
}
