import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newPage, signIn } from './browser.js';
import { createUserWithOperations } from './arrange.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** The reset code from the newest .eml the server wrote to its outbox for this address (no SMTP_URL set). */
function latestCodeFor(email: string): string | undefined {
  const dir = path.join(inject('dataDir'), 'mail');
  if (!fs.existsSync(dir)) return undefined;
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of files) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    if (text.includes(`To: ${email}`)) return /code is (\d{4})/.exec(text)?.[1];
  }
  return undefined;
}

describe('forgot password', () => {
  it('mails a code to the outbox, sets a new password with it, and the new password signs in', async () => {
    await createUserWithOperations(['List Cities'], 'forgetful@example.com', 'old-password');
    const { page, context } = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot');

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByText('Invalid email.').count()).toBe(1);
    await page.getByLabel('Email').fill('forgetful@example.com');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect.poll(() => page.getByLabel('OTP').count()).toBe(1);
    await expect.poll(() => latestCodeFor('forgetful@example.com')).toMatch(/^\d{4}$/);
    const code = latestCodeFor('forgetful@example.com')!;

    await page.getByLabel('OTP').fill(code);
    await page.getByLabel('Password', { exact: true }).fill('new-password-1');
    await page.getByLabel('Confirm Password').fill('new-password-2');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByText('Passwords are not same.').count()).toBe(1);

    await page.getByLabel('Confirm Password').fill('new-password-1');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Password changed.');

    await signIn(page, 'forgetful@example.com', 'new-password-1');
    await context.close();
  });
});
