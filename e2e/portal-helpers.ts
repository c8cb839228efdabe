import path from 'node:path';
import SQLite from 'better-sqlite3';
import sharp from 'sharp';
import { inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { hashPassword } from '../apps/server/src/lib/passwords.js';
import { baseURL } from './browser.js';

// What the customer-portal suites (e2e/portal-*.e2e.ts) share: a phone, the portal's sign-in, customers arranged
// without the throttled registration, and the customer API.

/** A phone: 390 x 844, touch, as e2e/handover.e2e.ts. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
/** The back-office as staff use it. */
export const DESKTOP = { viewport: { width: 1366, height: 900 } };

export async function openContext(browser: Browser, options: typeof PHONE | typeof DESKTOP = PHONE): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseURL(), ...options });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Fills and sends /portal/login's form (the page must be on it). */
export async function fillPortalSignIn(page: Page, email: string, password: string) {
  await page.getByRole('heading', { name: 'Welcome back', level: 1 }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs in at /portal/login and waits for My Tickets (where signing in leads when no page asked for another). */
export async function portalSignIn(page: Page, email: string, password: string) {
  await page.goto('/portal/login');
  await fillPortalSignIn(page, email, password);
  await page.waitForURL('**/portal/tickets');
  await page.getByRole('heading', { name: 'My Tickets', level: 1 }).waitFor();
}

export type NewCustomer = { first_name: string; last_name: string; email: string; password: string; max_day_allowed?: number; business_id?: number | null };

/**
 * An approved, verified customer written straight into the E2E server's SQLite file (as handover.e2e.ts's crowd):
 * the customer API's registration is throttled per address across the whole run. The password is hashed the
 * server's way, so the customer can sign in. Answers the id.
 */
export async function insertCustomer(c: NewCustomer): Promise<number> {
  const hash = await hashPassword(c.password);
  const db = new SQLite(path.join(inject('dataDir'), 'glassdesk.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const now = new Date().toISOString();
    const row = db
      .prepare(
        `insert into customers (first_name, last_name, email, number, password_hash, is_verified, is_approved, business_id, max_day_allowed, per_day_charge_cents, created_at, updated_at)
         values (?, ?, ?, '0400000000', ?, 1, 1, ?, ?, 0, ?, ?) returning id`,
      )
      .get(c.first_name, c.last_name, c.email, hash, c.business_id ?? null, c.max_day_allowed ?? 0, now, now) as { id: number };
    return row.id;
  } finally {
    db.close();
  }
}

export const customerUrl = (url: string) => `${baseURL()}/api/customer/v1.0${url}`;

/** A customer API call with the customer's token; answers the status and the parsed body. */
export async function customerCall<T = unknown>(method: string, url: string, token: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(customerUrl(url), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

export async function customerToken(email: string, password: string): Promise<string> {
  const res = await fetch(customerUrl('/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!res.ok) throw new Error(`customer login: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** A small generated JPEG (a flat colour), for a ticket's photo. */
export const jpeg = (r: number, g: number, b: number) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();
