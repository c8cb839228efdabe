import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCall, baseURL, E2E_ADMIN, launch, newPage, signIn } from './browser.js';
import { row } from './ui.js';

// An expired or revoked session says so, and signing in again returns to the page (path and query).
const ENDED = 'Your session has ended. Please sign in again to continue where you left off.';
const CITY = `Session City ${Date.now()}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  await apiCall('POST', '/cities', { name: CITY });
});
afterAll(() => browser?.close());

/** Revokes the page's own token on the server, as an administrator or an expiry would. */
async function revokeSession(page: Page) {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const res = await fetch(`${baseURL()}/api/admin/v1.0/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
}

async function signInAgain(page: Page) {
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

const here = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

describe('an ended session', () => {
  it('acting after the token is revoked leads to /login with the note; signing in returns to the page and its query', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);
    const listUrl = `/dashboard/cities?search=${encodeURIComponent(CITY)}&size=20`;
    await page.goto(listUrl);
    await expect.poll(() => row(page, CITY).count()).toBe(1);

    await revokeSession(page);
    // Act in the UI: sort by name (the list asks the server again, which refuses the token).
    await page.getByRole('button', { name: 'Name' }).click();
    await page.waitForURL('**/login?next=*');
    await expect.poll(() => page.getByText(ENDED).count()).toBe(1);
    const next = new URL(page.url()).searchParams.get('next');
    expect(next).toMatch(/^\/dashboard\/cities\?/);
    expect(new URLSearchParams(next!.split('?')[1]).get('search')).toBe(CITY);
    expect(new URLSearchParams(next!.split('?')[1]).get('size')).toBe('20');
    expect(await page.title()).toBe('Sign In · GlassDesk');

    await signInAgain(page);
    await page.waitForURL((url) => url.pathname === '/dashboard/cities');
    expect(here(page)).toBe(next);
    await expect.poll(() => row(page, CITY).count()).toBe(1);
    // The note belongs to the ended session only.
    await page.goto('/login');
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('a reload with a revoked token does the same for the exact address', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);
    const profileUrl = '/dashboard/profile?tab=password';
    await page.goto(profileUrl);
    await expect.poll(() => page.getByLabel('Old Password').count()).toBe(1);
    await revokeSession(page);
    await page.reload();
    await page.waitForURL('**/login?next=*');
    await expect.poll(() => page.getByText(ENDED).count()).toBe(1);
    await signInAgain(page);
    await page.waitForURL('**/dashboard/profile?tab=password');
    expect(here(page)).toBe(profileUrl);
    await expect.poll(() => page.getByRole('tab', { name: 'Change Password', selected: true }).count()).toBe(1);
    await context.close();
  });

  it('a /dashboard link opened signed out returns there after signing in, with no note', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/dashboard/cities?size=50');
    await page.waitForURL('**/login?next=*');
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    expect(await page.getByText(ENDED).count()).toBe(0);
    await signInAgain(page);
    await page.waitForURL('**/dashboard/cities?size=50');
    await context.close();
  });

  it('a return address of another site is ignored', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`/login?next=${encodeURIComponent('//example.org/dashboard')}`);
    await signInAgain(page);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(new URL(page.url()).host).not.toBe('example.org');
    await context.close();
  });
});
