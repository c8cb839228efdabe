import path from 'node:path';
import { z } from 'zod';
import { canonicalTimeZone } from './lib/time-zone.js';
import { canonicalLocale, DEFAULT_APP_LOCALE } from '@glassdesk/shared';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  // PostgreSQL: the most connections the server holds at once; unset or empty: twice the CPUs, at least 4 (create-db.ts).
  DATABASE_POOL_SIZE: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(1000).optional()),
  ADMIN_EMAIL: z.string().default('admin@example.com'),
  ADMIN_PASSWORD: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('GlassDesk <no-reply@glassdesk.local>'),
  // The outbox sender gives one SMTP hand-over this long, and a message this many tries (backoff from 1
  // minute doubling up to 4 hours: the 13th try comes about 20 hours after the first) before it is marked failed.
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(13),
  // How long activity entries are kept, per kind: "sign_in=365,records=730" (days, or "never"); a kind left
  // out keeps its default (money and access: never; sign_in: 365 days; records: never).
  ACTIVITY_RETENTION_DAYS: z
    .string()
    .default('')
    .transform((v, ctx) => {
      try {
        return parseRetention(v);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    }),
  // Where people open GlassDesk: the links in mail lead there. Default: this server's own address (HOST and PORT).
  APP_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ protocol: /^https?$/, error: 'APP_URL must be an http(s) address such as https://glassdesk.example.com' }).optional(),
  ),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(12),
  // Staff sessions (CONTRACT "Staff sign-in"): unused this long, or this old, a token answers 401.
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(60),
  SESSION_MAX_HOURS: z.coerce.number().positive().default(12),
  // The key that seals authenticator-app secrets at rest: 32 random bytes, as 64 hex digits or base64.
  MFA_SECRET_KEY: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .refine((v) => decodeKey(v) !== null, { error: 'MFA_SECRET_KEY must be 32 random bytes as 64 hex digits or base64 (openssl rand -hex 32)' })
      .optional(),
  ),
  // `npm run demo` only: the demo's Super Admin role requires a second factor.
  DEMO_MFA: z.enum(['true', 'false']).default('false'),
  SUPER_ADMIN_MFA: z.enum(['true', 'false', '']).optional(),
  OTP_TTL_MINUTES: z.coerce.number().positive().default(10),
  OTP_MAX_TRIES: z.coerce.number().int().positive().default(5),
  THROTTLE_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  LOGIN_MAX_FAILURES_ACCOUNT: z.coerce.number().int().positive().default(10),
  LOGIN_MAX_FAILURES_IP: z.coerce.number().int().positive().default(20),
  PUBLIC_MAX_REQUESTS_IP: z.coerce.number().int().positive().default(20),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // false: no two lines per request (`npm run demo` sets it, so its sign-in lines stay on screen); server errors still log.
  LOG_REQUESTS: z.enum(['true', 'false']).default('true'),
  WEB_DIST: z.string().optional(),
  // Where stored UTC instants are read as local dates and times (the tickets export): an IANA zone name.
  TIME_ZONE: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .default('UTC')
      .refine((v) => canonicalTimeZone(v) !== undefined, { error: (issue) => `unknown time zone "${String(issue.input)}": use an IANA name such as Australia/Sydney or UTC` }),
  ),
  // The locale whose order of day, month and year every screen, mail and export writes and every date field reads
  // (a BCP 47 tag: en-AU 27/11/2026, en-US 11/27/2026, de-DE 27.11.2026); unset or empty: en-AU.
  APP_LOCALE: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .default(DEFAULT_APP_LOCALE)
      .refine((v) => canonicalLocale(v) !== undefined, { error: (issue) => `unknown locale "${String(issue.input)}": use a BCP 47 tag such as en-AU or en-US` }),
  ),
  // The hour (0-23, on TIME_ZONE's clock) of the daily overdue-trolley digest; unset or empty: no digest.
  TROLLEY_DIGEST_HOUR: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(23).optional()),
  // Set by `npm run demo`: fill a fresh database with the demo set on start (src/demo).
  DEMO_DATA: z.enum(['true', 'false']).default('false'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL: the pool's most connections; unset: create-db.ts's defaultPoolSize(). */
  databasePoolSize?: number;
  /** PostgreSQL schema to work in (tests use one per run); default: the server's search_path. */
  databaseSchema?: string;
  adminEmail: string;
  adminPassword?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** One SMTP hand-over (or .eml write) at most this long; a message's lease is derived from it. */
  smtpTimeoutMs: number;
  /** Tries of one message before it is marked failed. */
  mailMaxAttempts: number;
  /** Days each kind of activity entry is kept (null: for ever). */
  activityRetentionDays: ActivityRetention;
  /** The web app's address without a trailing slash, for the links in mail. */
  appUrl: string;
  /** How often the outbox sender looks without being woken (tests set it long, to see the wake-up by a commit). */
  mailPollMs?: number;
  /** The customer app's sessions: a lifetime slid on by each use. */
  tokenTtlMs: number;
  /** A staff session unused this long ends (SESSION_IDLE_MINUTES). */
  sessionIdleMs: number;
  /** A staff session ends this long after sign-in, used or not (SESSION_MAX_HOURS). */
  sessionMaxMs: number;
  /** MFA_SECRET_KEY decoded (32 bytes); undefined: the authenticator app cannot be set up. */
  mfaSecretKey?: Buffer;
  /** DEMO_MFA: the demo's Super Admin role requires a second factor. */
  demoMfa: boolean;
  /** SUPER_ADMIN_MFA: whether the built-in Super Admin role (not editable on screen) requires one; unset: left as it is. */
  superAdminMfa?: boolean;
  otpTtlMs: number;
  otpMaxTries: number;
  throttle: { windowMs: number; loginPerAccount: number; loginPerIp: number; publicPerIp: number };
  bodyLimit: number;
  trustProxy: boolean;
  logLevel: string;
  /** Fastify's "incoming request" / "request completed" lines; server errors are logged either way. */
  logRequests: boolean;
  /** IANA time zone (canonical spelling) in which the tickets export writes dates and times. */
  timeZone: string;
  /** APP_LOCALE, canonical: the app's date format (dateFormat(appLocale) in @glassdesk/shared). */
  appLocale: string;
  /** Folder of the built web app; served with an index.html fallback when it exists. */
  webDist?: string;
  /** `npm run demo`: a fresh database is filled with the demo set at start. */
  demo: boolean;
  /** The hour of the daily overdue-trolley digest (TIME_ZONE's clock); undefined: none. */
  trolleyDigestHour?: number;
};

/** A 32-byte key written as 64 hex digits or as base64 (url-safe or not); null for anything else. */
export function decodeKey(text: string): Buffer | null {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed) ? Buffer.from(trimmed, 'base64') : null;
  return key && key.length === 32 ? key : null;
}

/** This server's own address, as it prints it at start; an any-address HOST reads as localhost. */
/**
 * The server's own address, as a browser on this machine opens it. A loopback or any-address host reads "localhost":
 * a passkey's relying party must be a domain (an IP address is not one), and localhost is one browsers trust as secure.
 */
export function defaultAppUrl(host: string, port: number) {
  const name = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  // One line per wrong variable, named, instead of a dump of the validation issues.
  if (!parsed.success) throw new Error(`Invalid configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD || undefined,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    smtpTimeoutMs: e.SMTP_TIMEOUT_MS,
    mailMaxAttempts: e.MAIL_MAX_ATTEMPTS,
    activityRetentionDays: e.ACTIVITY_RETENTION_DAYS,
    appUrl: (e.APP_URL ?? defaultAppUrl(e.HOST, e.PORT)).replace(/\/+$/, ''),
    tokenTtlMs: e.TOKEN_TTL_HOURS * 3_600_000,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
    mfaSecretKey: e.MFA_SECRET_KEY ? decodeKey(e.MFA_SECRET_KEY)! : undefined,
    demoMfa: e.DEMO_MFA === 'true',
    superAdminMfa: e.SUPER_ADMIN_MFA ? e.SUPER_ADMIN_MFA === 'true' : undefined,
    otpTtlMs: e.OTP_TTL_MINUTES * 60_000,
    otpMaxTries: e.OTP_MAX_TRIES,
    throttle: {
      windowMs: e.THROTTLE_WINDOW_MINUTES * 60_000,
      loginPerAccount: e.LOGIN_MAX_FAILURES_ACCOUNT,
      loginPerIp: e.LOGIN_MAX_FAILURES_IP,
      publicPerIp: e.PUBLIC_MAX_REQUESTS_IP,
    },
    bodyLimit: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY === 'true',
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS === 'true',
    timeZone: canonicalTimeZone(e.TIME_ZONE)!,
    appLocale: canonicalLocale(e.APP_LOCALE)!,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    demo: e.DEMO_DATA === 'true',
    trolleyDigestHour: e.TROLLEY_DIGEST_HOUR,
  };
}

export const ACTIVITY_KINDS = ['money', 'access', 'sign_in', 'records'] as const;
export type ActivityRetention = Record<(typeof ACTIVITY_KINDS)[number], number | null>;
const RETENTION_DEFAULTS: ActivityRetention = { money: null, access: null, sign_in: 365, records: null };

/** "sign_in=90, records=730, money=never" -> days per kind over the defaults; anything else names what is wrong. */
export function parseRetention(value: string): ActivityRetention {
  const out = { ...RETENTION_DEFAULTS };
  for (const part of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [kind, days] = part.split('=').map((p) => p.trim());
    if (!(ACTIVITY_KINDS as readonly string[]).includes(kind)) throw new Error(`ACTIVITY_RETENTION_DAYS: unknown kind "${kind}" (use ${ACTIVITY_KINDS.join(', ')})`);
    if (days === 'never') out[kind as keyof ActivityRetention] = null;
    else if (/^\d+$/.test(days ?? '') && Number(days) >= 1) out[kind as keyof ActivityRetention] = Number(days);
    else throw new Error(`ACTIVITY_RETENTION_DAYS: ${kind} needs a whole number of days (1 or more) or "never"`);
  }
  return out;
}
