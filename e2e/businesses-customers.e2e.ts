import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCall, baseURL, launch, newPage, signIn } from './browser.js';
import { row, expectAccessible, snackbar } from './ui.js';

// Businesses and customers end to end: a customer registers through the customer app's API, staff approve, verify and cost
// them, give them a business, and manage businesses (create, edit, trash, restore, employees, ticket settings).
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  ({ page } = await newPage(browser));
  await signIn(page);
});
afterAll(() => browser?.close());

// Unique per run, so the suite never depends on another suite's (or an earlier run's) rows.
const RUN = Date.now().toString(36).slice(-5);
const ERIN = { first_name: 'Erin', last_name: `Walker${RUN}`, email: `erin.${RUN}@example.com`, number: '0412345678', password: 'erin-pass-1' };
const FRED = { first_name: 'Fred', last_name: `Mason${RUN}`, email: `fred.${RUN}@example.com`, number: '0498765432', password: 'fred-pass-1' };
const ERIN_NAME = `${ERIN.first_name} ${ERIN.last_name}`;
const BUSINESS = `Clearview ${RUN}`;
const FRED_NAME = `${FRED.first_name} ${FRED.last_name}`;

async function register(customer: typeof ERIN): Promise<number> {
  const res = await fetch(`${baseURL()}/api/customer/v1.0/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(customer),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const nav = (p: Page) => p.getByRole('navigation', { name: 'Main menu' });
/** A side-menu entry by where it leads (Business and Customers appear twice: at the top and under Trash). */
async function openMenuPath(p: Page, path: string) {
  await nav(p).locator(`a[href="/dashboard/${path}"]`).click();
  await p.waitForURL(`**/dashboard/${path}`);
}

/** Types into the search of the list named `table` (once that list is on screen, not the page it replaced). */
async function searchList(p: Page, table: string, text: string) {
  await p.getByRole('table', { name: table, exact: true }).waitFor();
  await p.getByRole('searchbox', { name: 'Search' }).fill(text);
  await expect.poll(() => new URL(p.url()).searchParams.get('search')).toBe(text);
}

/** Opens a customer row's "More actions" menu and picks an item. */
async function rowAction(p: Page, name: string, item: string) {
  await p.getByRole('button', { name: `More actions for ${name}` }).click();
  await p
    .getByRole('menu', { name: `More actions for ${name}` })
    .getByRole('menuitem', { name: item })
    .click();
}

async function waitDialogGone(p: Page) {
  await expect.poll(() => p.getByRole('dialog').count()).toBe(0);
}

describe('customers and businesses through the UI', () => {
  let erinId = 0;
  let fredId = 0;

  it('a customer registered through the customer API is approved and verified on the Customers screen', async () => {
    erinId = await register(ERIN);
    fredId = await register(FRED);
    await openMenuPath(page, 'customers');
    await searchList(page, 'Customers', ERIN.last_name);
    await expect.poll(() => row(page, ERIN_NAME).count()).toBe(1);
    // A new customer is neither verified nor approved.
    const approve = page.getByRole('switch', { name: `Approve Customer ${ERIN_NAME}` });
    const verify = page.getByRole('switch', { name: `Verify Customer ${ERIN_NAME}` });
    expect(await approve.isChecked()).toBe(false);
    expect(await verify.isChecked()).toBe(false);

    await approve.click();
    // Erin has no business yet: the approval asks for one (optional) and says what approving without one means.
    const approving = page.getByRole('dialog', { name: /Approve Customer/ });
    await approving.getByText(/raise tickets only once they belong to a Business/).waitFor();
    await approving.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('User Approved');
    await expect.poll(() => approve.isChecked()).toBe(true);
    await verify.click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Updated.');
    await expect.poll(() => verify.isChecked()).toBe(true);
    const stored = await apiCall<{ is_approved: boolean; is_verified: boolean }>('GET', `/customers/${erinId}`);
    expect(stored).toMatchObject({ is_approved: true, is_verified: true });
    await expectAccessible(page, 'customers list');
  });

  it('sets the cost and sees it in the cost history', async () => {
    await rowAction(page, ERIN_NAME, 'Set Cost');
    const dialog = page.getByRole('dialog', { name: /Set Cost/ });
    await dialog.getByLabel('Max Days Allowed').fill('100000001');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByText('Max Days Allowed must be at most 100000000.').count()).toBe(1);
    await dialog.getByLabel('Max Days Allowed').fill('7');
    await dialog.getByLabel('Per Day Charge').fill('12.5');
    await expectAccessible(page, 'set cost dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Updated.');
    await waitDialogGone(page);

    await rowAction(page, ERIN_NAME, 'Cost History');
    const history = page.getByRole('dialog', { name: /Cost History/ });
    const first = history.getByRole('row').nth(1);
    await expect.poll(() => first.textContent()).toContain('$12.50');
    expect(await first.textContent()).toContain('7');
    await expectAccessible(page, 'cost history dialog');
    await history.getByRole('button', { name: 'Close' }).click();
    await waitDialogGone(page);
  });

  it('sends a notification', async () => {
    await rowAction(page, ERIN_NAME, 'Send Notification');
    const dialog = page.getByRole('dialog', { name: /Send Notification/ });
    await dialog.getByLabel('Message').fill('Your account is ready.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Sent.');
    await waitDialogGone(page);
  });

  it('creates a business with a customer registered a moment ago as its master customer, and edits it', async () => {
    await openMenuPath(page, 'business');
    await page.getByRole('link', { name: 'Add Business' }).click();
    await page.waitForURL('**/dashboard/business/add');
    await page.getByLabel('Name').fill(BUSINESS);
    await page.getByLabel('Account Id').fill('CV1');
    await page.getByLabel('Contact').fill('123');
    await page.getByLabel('Address').fill('1 Harbour Road');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => page.getByText('Contact must be at least 10 characters.').count()).toBe(1);
    await expect.poll(() => page.getByText('Master Customer is required.').count()).toBe(1);
    await page.getByLabel('Contact').fill('0298765432');
    // The customer registered a moment ago is offered by the searchable dropdown.
    await page.getByRole('combobox', { name: 'Master Customer' }).fill(FRED.last_name);
    await page.getByRole('option', { name: `${FRED_NAME} (${FRED.email})` }).click();
    await expectAccessible(page, 'add business');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Added successfully');
    await page.waitForURL('**/dashboard/business');
    await searchList(page, 'Business', BUSINESS);
    // The master customer's email is the business's email.
    await expect.poll(() => row(page, BUSINESS).textContent()).toContain(FRED.email);
    expect(await row(page, BUSINESS).textContent()).toContain(FRED_NAME);
    await expectAccessible(page, 'business list');

    await row(page, BUSINESS)
      .getByRole('link', { name: `Edit Business ${BUSINESS}` })
      .click();
    await page.waitForURL(/\/dashboard\/business\/\d+$/);
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe(BUSINESS);
    await expect.poll(() => page.getByRole('combobox', { name: 'Master Customer' }).inputValue()).toBe(`${FRED_NAME} (${FRED.email})`);
    await page.getByLabel('Address').fill('2 Harbour Road');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Business updated.');
    await page.waitForURL('**/dashboard/business*');
  });

  it('opens the employees and ticket settings screens of the business', async () => {
    await searchList(page, 'Business', BUSINESS);
    await row(page, BUSINESS)
      .getByRole('link', { name: `Employees of ${BUSINESS}` })
      .click();
    await page.waitForURL(/\/dashboard\/business\/\d+\/customers$/);
    // Creating the business with Fred as master customer made him belong to it.
    await expect.poll(() => page.getByRole('table', { name: 'Employees' }).getByRole('link', { name: FRED_NAME }).count()).toBe(1);
    await expectAccessible(page, 'employees');

    await page.getByRole('navigation', { name: 'Business pages' }).getByRole('link', { name: 'Ticket Settings' }).click();
    await page.waitForURL(/\/dashboard\/business\/\d+\/settings$/);
    await page.getByRole('combobox', { name: 'Access' }).click();
    await page.getByRole('option', { name: new RegExp(FRED.last_name) }).click();
    await page.keyboard.press('Escape');
    await expectAccessible(page, 'business ticket settings');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Saved.');
    const businessId = Number(new URL(page.url()).pathname.split('/')[3]);
    const settings = await apiCall<{ access: number[] }>('GET', `/business/${businessId}/customers/settings`);
    expect(settings.access).toEqual([fredId]);

    await page.getByRole('navigation', { name: 'Business pages' }).getByRole('link', { name: 'Tickets' }).click();
    await page.waitForURL(/\/dashboard\/business\/\d+\/tickets$/);
    await expect.poll(() => page.getByRole('table', { name: 'Business Tickets' }).count()).toBe(1);
  });

  it('moves the customer to a business from the detail page', async () => {
    await page.goto(`/dashboard/customers/${erinId}`);
    await expect.poll(() => page.getByRole('heading', { name: ERIN_NAME }).count()).toBe(1);
    expect(await page.getByRole('link', { name: ERIN.email }).getAttribute('href')).toBe(`mailto:${ERIN.email}`);
    expect(await page.getByRole('link', { name: ERIN.number }).getAttribute('href')).toBe(`tel:${ERIN.number}`);
    await expect.poll(() => page.getByText('Assigned Business').count()).toBe(1);
    expect(await page.getByRole('link', { name: BUSINESS }).count()).toBe(0);

    await page.getByRole('button', { name: 'Update Business' }).click();
    const dialog = page.getByRole('dialog', { name: /Update Business/ });
    await dialog.getByRole('combobox', { name: 'Business' }).fill(BUSINESS);
    await page.getByRole('option', { name: BUSINESS }).click();
    await expectAccessible(page, 'update business dialog');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Business updated.');
    await waitDialogGone(page);
    await expect.poll(() => page.getByRole('link', { name: BUSINESS }).count()).toBe(1);
    expect(await apiCall<{ business_name: string | null }>('GET', `/customers/${erinId}`)).toMatchObject({ business_name: BUSINESS });
    expect(await page.getByRole('table', { name: 'Tickets' }).count()).toBe(1);
    await expectAccessible(page, 'customer detail');
  });

  it('trashes the business and restores it from Trash > Business', async () => {
    await openMenuPath(page, 'business');
    await searchList(page, 'Business', BUSINESS);
    await row(page, BUSINESS)
      .getByRole('button', { name: `Delete Business ${BUSINESS}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete Business' });
    await expect.poll(() => dialog.textContent()).toContain('Are you sure you want to delete the Business ?');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Business deleted.');
    await expect.poll(() => row(page, BUSINESS).count()).toBe(0);

    const trash = nav(page).getByRole('list', { name: 'Trash' });
    expect(await trash.getByRole('link').allTextContents()).toEqual(['Business', 'Customers', 'Tickets']);
    await openMenuPath(page, 'business/trash');
    await searchList(page, 'Business Trash', BUSINESS);
    await expect.poll(() => row(page, BUSINESS).count()).toBe(1);
    await expectAccessible(page, 'business trash');
    await row(page, BUSINESS)
      .getByRole('button', { name: `Restore Business ${BUSINESS}` })
      .click();
    const restore = page.getByRole('dialog', { name: 'Restore Business' });
    await restore.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Restored.');
    await expect.poll(() => row(page, BUSINESS).count()).toBe(0);
    const back = await apiCall<{ list: { name: string }[] }>('GET', `/business?search=${encodeURIComponent(BUSINESS)}`);
    expect(back.list.map((b) => b.name)).toContain(BUSINESS);
  });

  it('deletes a customer, and from Trash > Customers deletes it for good', async () => {
    const gus = { first_name: 'Gus', last_name: `Reed${RUN}`, email: `gus.${RUN}@example.com`, number: '0400000000', password: 'gus-pass-1' };
    await register(gus);
    const name = `${gus.first_name} ${gus.last_name}`;
    await openMenuPath(page, 'customers');
    await searchList(page, 'Customers', gus.last_name);
    await row(page, name)
      .getByRole('button', { name: `Delete Customer ${name}` })
      .click();
    await page.getByRole('dialog', { name: 'Delete Customer' }).getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Deleted.');
    await expect.poll(() => row(page, name).count()).toBe(0);

    await openMenuPath(page, 'customers/trash');
    await searchList(page, 'Customers Trash', gus.last_name);
    await expect.poll(() => row(page, name).count()).toBe(1);
    await expectAccessible(page, 'customers trash');
    await row(page, name)
      .getByRole('button', { name: `Permanently Delete Customer ${name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Permanently Delete Customer' });
    await expect.poll(() => dialog.textContent()).toContain('cannot be undone');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Permanently Deleted.');
    await expect.poll(() => row(page, name).count()).toBe(0);
  });

  it('every screen passes axe in the light theme too, and a row menu works from the keyboard', async () => {
    const { page: light, context } = await newPage(browser);
    await signIn(light);
    await light.evaluate(() => localStorage.setItem('theme', 'light'));
    const business = await apiCall<{ list: { id: number }[] }>('GET', `/business?search=${encodeURIComponent(BUSINESS)}`);
    const id = business.list[0].id;
    for (const url of [
      '/dashboard/business',
      '/dashboard/business/add',
      `/dashboard/business/${id}`,
      '/dashboard/business/trash',
      `/dashboard/business/${id}/customers`,
      `/dashboard/business/${id}/settings`,
      '/dashboard/customers',
      '/dashboard/customers/trash',
      `/dashboard/customers/${erinId}`,
    ]) {
      await light.goto(url);
      await light.getByRole('heading', { level: 1 }).waitFor();
      await expectAccessible(light, `${url} (light)`);
    }

    await light.goto('/dashboard/customers');
    await searchList(light, 'Customers', ERIN.last_name);
    const more = light.getByRole('button', { name: `More actions for ${ERIN_NAME}` });
    await more.focus();
    await light.keyboard.press('Enter');
    await light.getByRole('menu', { name: `More actions for ${ERIN_NAME}` }).waitFor();
    await light.keyboard.press('ArrowDown');
    await light.keyboard.press('ArrowDown');
    await light.keyboard.press('Enter');
    await light.getByRole('dialog', { name: /Cost History/ }).waitFor();
    await light.keyboard.press('Escape');
    await waitDialogGone(light);
    // Focus returns to the row's menu button, so a keyboard user carries on where they were.
    await expect.poll(() => light.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`More actions for ${ERIN_NAME}`);
    // The approval switch answers the space bar.
    const approve = light.getByRole('switch', { name: `Approve Customer ${ERIN_NAME}` });
    await approve.focus();
    await light.keyboard.press('Space');
    await expect.poll(() => snackbar(light).textContent()).toContain('Updated.');
    await expect.poll(() => approve.isChecked()).toBe(false);
    await context.close();
  });
});
