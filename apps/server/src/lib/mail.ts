import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { loadOnce } from './load-once.js';

/** One message as the transport takes it: a text part, and an HTML part beside it (multipart/alternative). */
export type MailMessage = { to: string; subject: string; text: string; html?: string; attachments?: Array<{ filename: string; content: Buffer; contentType: string }> };
/** Hands one message over (SMTP or a .eml file); rejects when it could not. Only the outbox sender calls it. */
export type Mailer = { send(message: MailMessage): Promise<void> };

/** nodemailer, loaded at the first message: the server starts without it (about 60 files of its cold start). */
const nodemailer = loadOnce(() => import('nodemailer').then((m) => m.default));

/** Rejects with a readable reason when `work` takes longer than `ms`. */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * CONTRACT: with SMTP_URL mail goes out over SMTP; without it each message is written as an RFC 822 .eml file under
 * DATA_DIR/mail/ and logged (without its body, which may hold an OTP). Either way one hand-over takes at most
 * `timeoutMs`: nodemailer's own connection, greeting and socket timeouts close a silent server's socket, and the
 * overall limit covers a server that answers too slowly line by line.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; dataDir: string; timeoutMs: number; log: FastifyBaseLogger }): Mailer {
  const limit = opts.timeoutMs;
  if (opts.smtpUrl) {
    // The SMTP transport itself (not createTransport(url)), so that the timeouts sit beside the URL's settings.
    const smtpUrl = opts.smtpUrl;
    const smtp = loadOnce(async () => {
      const { default: SMTPTransport } = await import('nodemailer/lib/smtp-transport/index.js');
      return (await nodemailer()).createTransport(new SMTPTransport({ url: smtpUrl, connectionTimeout: limit, greetingTimeout: limit, socketTimeout: limit, dnsTimeout: limit }));
    });
    return {
      async send(message) {
        const transport = await smtp();
        await withTimeout(transport.sendMail({ from: opts.from, ...message }), limit, 'SMTP');
        opts.log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const stream = loadOnce(async () => (await nodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  const dir = path.join(opts.dataDir, 'mail');
  return {
    async send(message) {
      const write = async () => {
        const transport = await stream();
        const info = await transport.sendMail({ from: opts.from, ...message });
        await fs.mkdir(dir, { recursive: true });
        const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`);
        await fs.writeFile(file, info.message as Buffer);
        return file;
      };
      const file = await withTimeout(write(), limit, 'Writing the .eml file');
      opts.log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
  };
}
