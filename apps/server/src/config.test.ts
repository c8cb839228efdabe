import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig: TIME_ZONE', () => {
  it('defaults to UTC (also when set empty) and keeps a known IANA name in its canonical spelling', () => {
    expect(loadConfig({}).timeZone).toBe('UTC');
    expect(loadConfig({ TIME_ZONE: '' }).timeZone).toBe('UTC');
    expect(loadConfig({ TIME_ZONE: 'Australia/Sydney' }).timeZone).toBe('Australia/Sydney');
    expect(loadConfig({ TIME_ZONE: 'australia/perth' }).timeZone).toBe('Australia/Perth');
  });

  it('refuses an unknown zone at start-up, naming the variable and the value', () => {
    for (const zone of ['Mars/Olympus', 'Australia/Sydne', '+10:00', 'AEST ']) {
      expect(() => loadConfig({ TIME_ZONE: zone }), zone).toThrow(`TIME_ZONE: unknown time zone "${zone}": use an IANA name such as Australia/Sydney or UTC`);
    }
  });

  it('lists every wrong variable on a line of its own', () => {
    expect(() => loadConfig({ TIME_ZONE: 'Nowhere', PORT: '99999' })).toThrow(/^Invalid configuration:\n {2}PORT: .+\n {2}TIME_ZONE: unknown time zone "Nowhere"/);
  });
});

describe('loadConfig: mail', () => {
  it('gives a try 10 s and a message 13 tries by default, and takes other values', () => {
    expect(loadConfig({})).toMatchObject({ smtpTimeoutMs: 10_000, mailMaxAttempts: 13 });
    expect(loadConfig({ SMTP_TIMEOUT_MS: '2500', MAIL_MAX_ATTEMPTS: '3' })).toMatchObject({ smtpTimeoutMs: 2500, mailMaxAttempts: 3 });
    expect(() => loadConfig({ MAIL_MAX_ATTEMPTS: '0' })).toThrow(/MAIL_MAX_ATTEMPTS/);
    expect(() => loadConfig({ SMTP_TIMEOUT_MS: 'soon' })).toThrow(/SMTP_TIMEOUT_MS/);
  });

  it("links mail to APP_URL (without a trailing slash), by default to the server's own address", () => {
    // A loopback or any-address host reads localhost: a passkey's relying party must be a domain.
    expect(loadConfig({}).appUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    expect(loadConfig({ HOST: '::1' }).appUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '192.168.1.20' }).appUrl).toBe('http://192.168.1.20:3000');
    expect(loadConfig({ APP_URL: 'https://glassdesk.example.com/' }).appUrl).toBe('https://glassdesk.example.com');
    expect(loadConfig({ APP_URL: '' }).appUrl).toBe('http://localhost:3000');
    expect(() => loadConfig({ APP_URL: 'glassdesk.example.com' })).toThrow(/APP_URL/);
    // SUPER_ADMIN_MFA: unset (or empty) leaves the role as it is; true and false set it at every start.
    expect([undefined, '', 'true', 'false'].map((v) => loadConfig(v === undefined ? {} : { SUPER_ADMIN_MFA: v }).superAdminMfa)).toEqual([undefined, undefined, true, false]);
    expect(() => loadConfig({ SUPER_ADMIN_MFA: 'yes' })).toThrow(/SUPER_ADMIN_MFA/);
    expect(() => loadConfig({ APP_URL: 'ftp://glassdesk.example.com' })).toThrow(/APP_URL/);
  });
});

describe('loadConfig: DATABASE_POOL_SIZE', () => {
  it('is unset (the default pool) when missing or empty, and takes 1 to 1000 connections', () => {
    expect(loadConfig({}).databasePoolSize).toBeUndefined();
    expect(loadConfig({ DATABASE_POOL_SIZE: '' }).databasePoolSize).toBeUndefined();
    expect(loadConfig({ DATABASE_POOL_SIZE: '1' }).databasePoolSize).toBe(1);
    expect(loadConfig({ DATABASE_POOL_SIZE: '1000' }).databasePoolSize).toBe(1000);
  });

  it('refuses 0, 1001, a fraction or a word at start-up, naming the variable', () => {
    for (const size of ['0', '1001', '2.5', 'many']) expect(() => loadConfig({ DATABASE_POOL_SIZE: size }), size).toThrow(/DATABASE_POOL_SIZE/);
  });
});
