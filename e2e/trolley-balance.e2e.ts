import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCall, launch, newPage, signIn } from './browser.js';
import { insertCustomer } from './portal-helpers.js';
import { row, seriousViolations } from './ui.js';

// The balance board. A customer holding a trolley (no free days, $5 a day) shows with what it holds and owes
// so far; Send reminder mails it its list; the list sorts by the charge (kept in the URL), and the row opens Customer
// Trolley for that customer.
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  ({ page } = await newPage(browser));
  await signIn(page);
});
afterAll(() => browser?.close());

const RUN = Date.now().toString(36).slice(-5);
const HOLDER = { first_name: 'Bala', last_name: `Nce${RUN}`, email: `bala.${RUN}@example.com`, password: 'bala-pass-1' };
const NAME = `${HOLDER.first_name} ${HOLDER.last_name}`;
const UID = `BAL-${RUN}`.toUpperCase();

beforeAll(async () => {
  const plant = await apiCall<{ id: number }>('POST', '/plants', { name: `Balance Plant ${RUN}`, address: null, contact: '0123456789', city_id: null });
  const customerId = await insertCustomer(HOLDER);
  await apiCall('PUT', `/customers/${customerId}/cost`, { max_day_allowed: 0, per_day_charge: 5 });
  const trolley = await apiCall<{ id: number }>('POST', '/trolleys', {
    name: `Balance ${RUN}`,
    uid: UID,
    trolley_photo_url: null,
    serial_number: null,
    is_certified: true,
    expiry_date: null,
    plant_id: plant.id,
  });
  await apiCall('PUT', `/trolleys/${trolley.id}/delivery`, { customer_id: customerId, no_of_bars: 2, images: [], note: null });
});

/** The .eml files the server wrote for one address (no SMTP_URL: the outbox writes them to DATA_DIR/mail). */
function emlFor(recipient: string): string[] {
  const dir = path.join(inject('dataDir'), 'mail');
  if (!fs.existsSync(dir)) return [];
  return (
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      // Quoted-printable soft line breaks joined, so a line reads as written.
      .map((f) => fs.readFileSync(path.join(dir, f), 'utf8').replace(/=\r?\n/g, ''))
      .filter((text) => text.includes(`To: ${recipient}`))
  );
}

describe('Trolley Balance', () => {
  it('shows the customer with what it holds and owes, sends it a reminder, sorts by the charge, and opens the trolleys it holds', async () => {
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Trolley Balance' }).click();
    await page.getByRole('heading', { name: 'Trolley Balance', level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'The fleet' }).innerText()).toContain('At customers');
    await page.getByRole('searchbox', { name: 'Search' }).fill(HOLDER.last_name);
    await expect.poll(() => row(page, NAME).count()).toBe(1);
    const cells = await row(page, NAME).getByRole('cell').allInnerTexts();
    expect(cells.slice(-6)).toEqual(['1', '1 day', '1', '$5.00', '0', '']);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Charge So Far' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort_by')).toBe('accrued_cost');

    // Send reminder: a confirmation, 'Sent.', and the .eml in the outbox lists the trolley with its charge.
    await page.getByRole('button', { name: `Send reminder ${NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Send reminder' });
    await expect.poll(() => dialog.innerText()).toContain(`Mail ${NAME} the list of its trolley past the free days now? Its business's master customer gets it too.`);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => page.getByRole('alert').first().innerText()).toContain('Sent.');
    // The delivery in the fixture mailed the holder its hand-over receipt too; the reminder is the one about the free days.
    const reminders = () => emlFor(HOLDER.email).filter((text) => text.includes('past the free days'));
    await expect.poll(() => reminders().length, { timeout: 5_000 }).toBe(1);
    const eml = reminders()[0]!;
    expect(eml).toContain('Subject: GlassDesk: 1 trolley past the free days');
    expect(eml).toContain(`${UID} Balance ${RUN}`);
    expect(eml).toContain('1 day over, $5.00 so far');

    await page.getByRole('link', { name: `Trolleys held by ${NAME}` }).click();
    await page.getByRole('heading', { name: 'Customer Trolley', level: 1 }).waitFor();
    await expect.poll(() => row(page, UID).count()).toBe(1);
  });
});
