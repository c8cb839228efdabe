import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer } from './mail.js';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Mail that must never fail or slow down the request that causes it (tickets, notifications, comments): the caller
 * enqueues it AFTER its transaction commits and answers at once; each message is sent in the background and, when
 * a send fails, logged and tried again after each of `retryDelaysMs` (in this process: a restart in between loses
 * it, which the log shows). `drain()` waits for everything under way (tests; shutdown, with a cap).
 */
export class MailQueue {
  private readonly pending = new Set<Promise<void>>();
  /** Waits before the 2nd, 3rd, ... attempt. */
  retryDelaysMs: number[] = [2_000, 15_000, 60_000];

  constructor(
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  enqueue(messages: readonly MailMessage[]): void {
    for (const message of messages) {
      const job: Promise<void> = this.deliver(message).finally(() => this.pending.delete(job));
      this.pending.add(job);
    }
  }

  private async deliver(message: MailMessage): Promise<void> {
    const delays = this.retryDelaysMs;
    for (let attempt = 0; ; attempt++) {
      try {
        await this.mailer.send(message);
        return;
      } catch (err) {
        const last = attempt >= delays.length;
        this.log[last ? 'error' : 'warn']({ err, to: message.to, subject: message.subject, attempt: attempt + 1 }, last ? 'mail not sent: giving up' : 'mail not sent: will retry');
        if (last) return;
        await sleep(delays[attempt]);
      }
    }
  }

  /** Resolves once every message enqueued so far is sent or given up (or after `timeoutMs`). */
  async drain(timeoutMs = Number.POSITIVE_INFINITY): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (this.pending.size && Date.now() < until) {
      const all = Promise.allSettled([...this.pending]);
      await (Number.isFinite(timeoutMs) ? Promise.race([all, sleep(Math.max(0, until - Date.now()))]) : all);
    }
  }
}
