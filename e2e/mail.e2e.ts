import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { E2E_ADMIN, baseURL, launch, newPage, signIn } from './browser.js';
import { createFailedMail } from './arrange.js';
import { openFromMenu, row, seriousViolations, snackbar } from './ui.js';

// The Mail screen (Settings) shows the outbox; Retry sends a failed message again. The E2E server has no
// SMTP_URL, so a sent message is a .eml file in its DATA_DIR/mail.

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  ({ page } = await newPage(browser));
  await signIn(page);
});
afterAll(() => browser?.close());

const emlFor = (recipient: string) => {
  const dir = path.join(inject('dataDir'), 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((f) => f.endsWith('.eml') && fs.readFileSync(path.join(dir, f), 'utf8').includes(`To: ${recipient}`));
};

describe('Mail screen', () => {
  it('shows a password reset sent through the outbox, and retries a failed message until it is sent', async () => {
    // A reset code mailed through the public call: it appears on the screen as sent.
    const res = await fetch(`${baseURL()}/api/admin/v1.0/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: E2E_ADMIN.email }),
    });
    expect(res.status).toBe(200);
    await expect.poll(() => emlFor(E2E_ADMIN.email).length).toBeGreaterThan(0);
    const subject = `E2E failed message ${Date.now()}`;
    createFailedMail('e2e-failed@example.com', subject);

    await openFromMenu(page, 'Mail', 'settings/mail');
    const table = page.getByRole('table', { name: 'Mail' });
    await expect.poll(() => row(page, 'GlassDesk password reset code').first().textContent()).toContain('Sent');
    expect(await row(page, 'GlassDesk password reset code').first().textContent()).toContain(E2E_ADMIN.email);
    expect(await seriousViolations(page)).toEqual([]);

    // The failed one, on the Failed tab, with its tries and its last error.
    await page.getByRole('tab', { name: /^Failed \(\d+\)$/ }).click();
    await page.waitForURL('**/dashboard/settings/mail?status=failed');
    // The previous tab's rows stay until the answer comes: wait for the sent reset to leave.
    await expect.poll(() => table.getByRole('row').filter({ hasText: 'GlassDesk password reset code' }).count()).toBe(0);
    const failed = row(page, subject);
    await expect.poll(() => failed.textContent()).toContain('connect ECONNREFUSED');
    expect(await failed.textContent()).toContain('13');

    await failed.getByRole('button', { name: 'Retry Message e2e-failed@example.com' }).click();
    await expect.poll(() => snackbar(page).textContent()).toBe('Queued again.');
    // It leaves the Failed tab, goes out at once (a .eml file), and shows as sent under All.
    await expect.poll(() => page.getByRole('row').filter({ hasText: subject }).count()).toBe(0);
    await expect.poll(() => emlFor('e2e-failed@example.com').length).toBe(1);
    await page.getByRole('tab', { name: /^All \(\d+\)$/ }).click();
    await expect.poll(() => row(page, subject).textContent()).toContain('Sent');

    // Opened by its subject: its headers and the text it was sent with, kept once sent; back closes it.
    await row(page, subject)
      .getByRole('button', { name: `Open ${subject} to e2e-failed@example.com` })
      .click();
    const dialog = page.getByRole('dialog', { name: subject });
    await expect.poll(() => dialog.getByLabel('Message text').textContent()).toBe(`${subject}\n`);
    expect(await dialog.textContent()).toContain('Support alert');
    await dialog.getByRole('tab', { name: 'HTML preview' }).click();
    expect(await dialog.getByTitle('Message as HTML').getAttribute('sandbox')).toBe('');
    expect(new URL(page.url()).searchParams.get('message')).not.toBeNull();
    await page.goBack();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // The password reset opens without its code.
    await row(page, 'GlassDesk password reset code')
      .first()
      .getByRole('button', { name: /^Open GlassDesk password reset code/ })
      .click();
    await page.getByRole('dialog').getByText('This message holds a password-reset code: its text is never shown here, and it is not kept once sent.').waitFor();
    expect(await page.getByRole('dialog').getByLabel('Message text').count()).toBe(0);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });
});
