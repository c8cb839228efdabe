import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { codeAt } from '../apps/server/src/modules/mfa/totp.js';
import { createUserWithOperations } from './arrange.js';
import { apiCall, launch, newPage, signIn } from './browser.js';
import { seriousViolations, snackbar } from './ui.js';

// CONTRACT "Staff sign-in: second factors and sessions", clicked through in Chromium: an authenticator app set up
// and used to sign in, a role that requires one sending its user to the set-up page, and a session ended from
// another browser.
const ENDED = 'Your session has ended. Please sign in again to continue where you left off.';
const stamp = Date.now();

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The key the set-up shows (grouped by four), as the app would read it from the QR code. */
async function shownKey(page: Page) {
  const text = await page.locator('code').first().textContent();
  return text!.replace(/\s/g, '');
}

/** Enters the code of the step `offset` steps from now (each step's code is used once). */
async function enterCode(page: Page, secret: string, offset = 0) {
  await page.getByRole('textbox', { name: 'Code' }).fill(codeAt(secret, Date.now() + offset * 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
}

describe('the authenticator app', () => {
  it('set up in My Profile > Security, then asked for after the password; a recovery code works once', async () => {
    const email = `totp-${stamp}@example.com`;
    await createUserWithOperations(['List Cities'], email, 'totp-pass-1');
    const { context, page } = await newPage(browser);
    await passwordStep(page, email, 'totp-pass-1');
    await page.waitForURL('**/dashboard');

    await page.goto('/dashboard/profile?tab=security');
    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    await page.getByLabel('Password', { exact: true }).fill('totp-pass-1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).count()).toBe(1);
    const secret = await shownKey(page);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await seriousViolations(page)).toEqual([]);
    await enterCode(page, secret);
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    const recovery = (await codes.allTextContents())[0];
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => page.getByText('10 recovery codes left.').count()).toBe(1);

    // Signed out, the password alone no longer signs in: the code of the app does.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await passwordStep(page, email, 'totp-pass-1');
    await expect.poll(() => page.getByText('Enter the 6-digit code from your authenticator app.').count()).toBe(1);
    await page.getByRole('textbox', { name: 'Code' }).fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByText('Incorrect code.').count()).toBe(1);
    // The set-up used this step's code: the next step's is accepted (one step either side).
    await enterCode(page, secret, 1);
    await page.waitForURL('**/dashboard');

    // And a recovery code, once.
    await page.getByRole('button', { name: 'Logout' }).click();
    await passwordStep(page, email, 'totp-pass-1');
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(recovery.toUpperCase());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/profile?tab=security');
    await expect.poll(() => page.getByText('9 recovery codes left.').count()).toBe(1);
    await context.close();
  });

  it('a role that requires a second factor sends its user to the set-up page first, then to the dashboard', async () => {
    const email = `enrol-${stamp}@example.com`;
    const roleName = `Must enrol ${stamp}`;
    // The administrator turns the switch on in the role form.
    const admin = await newPage(browser);
    await signIn(admin.page);
    await admin.page.goto('/dashboard/settings/roles/add');
    await admin.page.getByLabel('Name').fill(roleName);
    await admin.page.getByRole('checkbox', { name: 'List Cities', exact: true }).check();
    await admin.page.getByRole('switch', { name: 'Require a second factor' }).check();
    await admin.page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => snackbar(admin.page).textContent()).toContain('Role added');
    await admin.context.close();
    const roles = await apiCall<{ list: { id: number; name: string }[] }>('GET', `/roles?search=${encodeURIComponent(roleName)}`);
    const role = roles.list.find((r) => r.name === roleName)!;
    expect(await apiCall('GET', `/roles/${role.id}`)).toMatchObject({ mfa_required: true });
    await apiCall('POST', '/users', { first_name: 'Enrol', last_name: 'Person', email, password: 'enrol-pass-1', role: role.id });
    const { context, page } = await newPage(browser);
    await passwordStep(page, email, 'enrol-pass-1');
    await page.waitForURL('**/setup-second-factor*');
    await expect.poll(() => page.getByRole('heading', { name: 'Set up a second factor' }).count()).toBe(1);
    // Nothing else opens meanwhile.
    await page.goto('/dashboard/cities');
    await page.waitForURL('**/setup-second-factor*');
    await expect.poll(() => page.locator('code').count()).toBe(1);
    await enterCode(page, await shownKey(page));
    await expect.poll(() => page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').count()).toBe(10);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/cities');
    try {
      await expect.poll(() => page.getByRole('heading', { name: 'Cities' }).count()).toBe(1);
    } catch (err) {
      // Failed once in a CI run (2026-12-04) and not since (148 of 148 E2E tests locally): say where the page was.
      const headings = await page.getByRole('heading').allInnerTexts();
      throw new Error(`no Cities heading at ${page.url()}; headings: ${headings.join(' | ') || 'none'}`, { cause: err });
    }
    await context.close();
  });
});

/** A page at APP_URL (localhost: a passkey's relying party is a domain) with Chromium's virtual authenticator: a
 * platform passkey store that verifies its user (as a fingerprint would) without anyone at the keyboard. */
async function pageWithAuthenticator(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: inject('appURL'), viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { context, page };
}

describe('passkeys', () => {
  it('added in My Profile > Security, then signing in on their own; after the password they are offered; removed with the password', async () => {
    const email = `passkey-${stamp}@example.com`;
    await createUserWithOperations(['List Cities'], email, 'passkey-pass-1');
    const { context, page } = await pageWithAuthenticator();
    await passwordStep(page, email, 'passkey-pass-1');
    await page.waitForURL('**/dashboard');

    await page.goto('/dashboard/profile?tab=security');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const form = page.getByRole('form', { name: 'Add a passkey' });
    await form.getByLabel('Name').fill('Desk computer');
    await form.getByLabel('Password', { exact: true }).fill('passkey-pass-1');
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Add passkey' }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Passkey added.');
    const list = page.getByRole('list', { name: 'Passkeys' });
    await expect.poll(() => list.getByText('Desk computer').count()).toBe(1);
    expect(await list.getByText(/Not used yet/).count()).toBe(1);

    // Signed out: the passkey alone signs in (no email, no password).
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL('**/dashboard');

    // The password alone no longer does: the passkey is asked for after it.
    await page.getByRole('button', { name: 'Logout' }).click();
    await passwordStep(page, email, 'passkey-pass-1');
    await expect.poll(() => page.getByText('Use your passkey to finish signing in.').count()).toBe(1);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.waitForURL('**/dashboard');

    await page.goto('/dashboard/profile?tab=security');
    await expect.poll(() => list.getByText(/Last used/).count()).toBe(1);
    await list.getByRole('button', { name: 'Remove the passkey Desk computer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove the passkey "Desk computer"?' });
    await dialog.getByLabel('Password', { exact: true }).fill('passkey-pass-1');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Passkey removed.');
    await expect.poll(() => list.count()).toBe(0);
    await context.close();
  });
});

describe('sessions', () => {
  it('ended from another browser in My Profile > Sessions: that browser is signed out at its next step', async () => {
    const email = `sessions-${stamp}@example.com`;
    await createUserWithOperations(['List Cities'], email, 'sessions-pass-1');
    const phone = await newPage(browser);
    await passwordStep(phone.page, email, 'sessions-pass-1');
    await phone.page.waitForURL('**/dashboard');
    const desk = await newPage(browser);
    await passwordStep(desk.page, email, 'sessions-pass-1');
    await desk.page.waitForURL('**/dashboard');

    await desk.page.goto('/dashboard/profile?tab=sessions');
    const items = desk.page.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.filter({ hasText: 'This browser' }).count()).toBe(1);
    expect(await seriousViolations(desk.page)).toEqual([]);
    await items
      .filter({ hasNotText: 'This browser' })
      .getByRole('button', { name: /^End the session of/ })
      .click();
    await desk.page.getByRole('dialog', { name: 'End this session?' }).getByRole('button', { name: 'End' }).click();
    await expect.poll(() => snackbar(desk.page).textContent()).toContain('Session ended.');
    await expect.poll(() => items.count()).toBe(1);

    await phone.page.goto('/dashboard/cities');
    await phone.page.waitForURL('**/login?next=*');
    await expect.poll(() => phone.page.getByText(ENDED).count()).toBe(1);
    await phone.context.close();
    await desk.context.close();
  });

  it("an administrator ends a user's sessions from Settings > Users: that user is signed out at the next step", async () => {
    const email = `ended-${stamp}@example.com`;
    await createUserWithOperations(['List Cities'], email, 'ended-pass-1');
    const user = await newPage(browser);
    await passwordStep(user.page, email, 'ended-pass-1');
    await user.page.waitForURL('**/dashboard');

    const admin = await newPage(browser);
    await signIn(admin.page);
    await admin.page.goto(`/dashboard/settings/users?search=${encodeURIComponent(email)}`);
    await admin.page.getByRole('button', { name: /^End sessions / }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'End sessions?' });
    await dialog.getByRole('button', { name: 'End sessions' }).click();
    await expect.poll(() => snackbar(admin.page).textContent()).toContain('1 session ended.');

    await user.page.goto('/dashboard/cities');
    await user.page.waitForURL('**/login?next=*');
    await expect.poll(() => user.page.getByText(ENDED).count()).toBe(1);
    await user.context.close();
    await admin.context.close();
  });
});
