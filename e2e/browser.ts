import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const E2E_ADMIN = { email: 'admin@example.com', password: 'e2e-admin-pass' };

/** CONTRACT: Debian's Chromium (or CHROMIUM_PATH), headless, with the flags this closed network needs. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) throw new Error('Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH');
  return found;
}

// launch() gives every run a fresh temporary profile (Playwright's own user-data dir), as CONTRACT asks.
export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export const baseURL = () => inject('baseURL');

export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

export async function signIn(page: Page, email = E2E_ADMIN.email, password = E2E_ADMIN.password) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/dashboard');
}

/** Calls the API directly (to arrange data a test needs), as the admin unless a token is given. */
export async function apiCall<T = unknown>(method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const auth = token ?? (await adminToken());
  const res = await fetch(`${baseURL()}/api/admin/v1.0${url}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${auth}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

let cachedToken: string | undefined;
export async function adminToken(): Promise<string> {
  if (cachedToken) return cachedToken;
  const res = await fetch(`${baseURL()}/api/admin/v1.0/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  cachedToken = (await res.json()).token as string;
  return cachedToken;
}
