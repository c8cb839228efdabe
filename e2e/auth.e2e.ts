import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiCall, E2E_ADMIN, launch, newPage, signIn } from './browser.js';
import { createUserWithOperations } from './arrange.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('sign-in and the shell', () => {
  it('a wrong password shows the server message and stays on /login with nothing stored', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Incorrect email or password.');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it('signs in to the dashboard showing the first name, and logs out to /login', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page);
    // Another suite may have renamed the admin: the top bar shows whatever the first name is now.
    const { first_name } = await apiCall<{ first_name: string }>('GET', '/user');
    await expect.poll(() => page.getByRole('banner').getByRole('link', { name: first_name }).count()).toBe(1);
    // A stored token sends /login and / to the dashboard.
    await page.goto('/login');
    await page.waitForURL('**/dashboard');
    await page.goto('/');
    await page.waitForURL('**/dashboard');

    await page.getByRole('button', { name: /logout/i }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // Without a token the shell sends you to /login, which will come back to the page after signing in.
    await page.goto('/dashboard/cities');
    await page.waitForURL('**/login?next=%2Fdashboard%2Fcities');
    await context.close();
  });

  it('the theme is dark by default and the light choice survives a reload', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const dark = await background();
    await page.getByRole('button', { name: 'Toggle light/dark theme' }).click();
    await expect.poll(background).not.toBe(dark);
    const light = await background();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await expect.poll(background).toBe(light);
    await page.getByRole('button', { name: 'Toggle light/dark theme' }).click();
    await expect.poll(background).toBe(dark);
    await context.close();
  });

  it('a limited role sees only its menu entries and is sent to the Unauthorized page elsewhere', async () => {
    await createUserWithOperations(['List Cities'], 'limited@example.com', 'limited-pass');
    const { page, context } = await newPage(browser);
    await signIn(page, 'limited@example.com', 'limited-pass');
    const nav = page.getByRole('navigation');
    await expect.poll(() => nav.getByRole('link', { name: 'Cities' }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'Plants' }).count()).toBe(1); // spec: plants need List Cities
    expect(await nav.getByRole('link', { name: 'My Profile' }).count()).toBe(1);

    await page.goto('/dashboard/cities/add');
    await page.waitForURL('**/dashboard/unauthorized');
    await expect.poll(() => page.getByText('You do not have the permission to view this page').count()).toBe(1);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain("You don't have permission.");
    // The list the role holds opens, without an Add City button.
    await page.goto('/dashboard/cities');
    await expect.poll(() => page.getByRole('heading', { name: 'Cities' }).count()).toBeGreaterThan(0);
    expect((await page.getByRole('button', { name: 'Add City' }).count()) + (await page.getByRole('link', { name: 'Add City' }).count())).toBe(0);
    await context.close();
  });
});
