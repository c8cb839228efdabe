import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCall, launch, newPage, signIn } from './browser.js';
import { insertCustomer } from './portal-helpers.js';

// CONTRACT "Concurrent edits" in the browser: two people open one business; the first saves a new name, the second a
// new address from the copy it opened. The second is told, keeps its typing, and chooses.
let browser: Browser;
let first: Page;
let second: Page;
let businessId = 0;

const RUN = Date.now().toString(36).slice(-5);
const NAME = `Twin Panes ${RUN}`;

beforeAll(async () => {
  browser = await launch();
  ({ page: first } = await newPage(browser));
  ({ page: second } = await newPage(browser));
  await signIn(first);
  await signIn(second);
  const master = await insertCustomer({ first_name: 'Vera', last_name: `Version${RUN}`, email: `vera.${RUN}@example.com`, password: 'vera-pass-1' });
  businessId = (await apiCall<{ id: number }>('POST', '/business', { name: NAME, account_id: null, customer_id: master, contact: '0412000444', address: '1 First Street' })).id;
});
afterAll(() => browser?.close());

const form = (p: Page) => p.getByRole('main');
/** The business's update screen, once its form holds the saved name. */
async function openBusiness(p: Page) {
  const { name } = await apiCall<{ name: string }>('GET', `/business/${businessId}`);
  await p.goto(`/dashboard/business/${businessId}`);
  await expect.poll(() => p.getByLabel('Name', { exact: true }).inputValue()).toBe(name);
}

describe('two people edit one business', () => {
  it('the second save is told who saved first, loses nothing it typed, and can save over or load theirs', async () => {
    await openBusiness(first);
    await openBusiness(second);

    await first.getByLabel('Name', { exact: true }).fill(`${NAME} Renamed`);
    await form(first).getByRole('button', { name: 'Update', exact: true }).click();
    await first.waitForURL('**/dashboard/business');

    const address = second.getByLabel('Address', { exact: true });
    await address.fill('2 Second Street');
    await form(second).getByRole('button', { name: 'Update', exact: true }).click();
    const stale = second.getByRole('alert').filter({ hasText: 'Someone else saved this' });
    await stale.waitFor();
    expect(await stale.textContent()).toMatch(/Someone else saved this \d+ seconds? ago/);
    // Nothing lost on either side: the second keeps its typing, the first's name is still saved.
    expect(await address.inputValue()).toBe('2 Second Street');
    expect(await second.getByLabel('Name', { exact: true }).inputValue()).toBe(NAME);
    expect((await apiCall<{ name: string; address: string }>('GET', `/business/${businessId}`)).name).toBe(`${NAME} Renamed`);

    // Their version: the renamed business in the form; typing the address again and saving keeps both.
    await stale.getByRole('button', { name: 'Load their version' }).click();
    await expect.poll(() => second.getByLabel('Name', { exact: true }).inputValue()).toBe(`${NAME} Renamed`);
    await address.fill('2 Second Street');
    await form(second).getByRole('button', { name: 'Update', exact: true }).click();
    await second.waitForURL('**/dashboard/business');
    const saved = await apiCall<{ name: string; address: string }>('GET', `/business/${businessId}`);
    expect([saved.name, saved.address]).toEqual([`${NAME} Renamed`, '2 Second Street']);
  });

  it('"Save mine anyway" saves the typing over the other save', async () => {
    await openBusiness(first);
    await openBusiness(second);
    await first.getByLabel('Contact', { exact: true }).fill('0412999888');
    await form(first).getByRole('button', { name: 'Update', exact: true }).click();
    await first.waitForURL('**/dashboard/business');

    await second.getByLabel('Contact', { exact: true }).fill('0412777666');
    await form(second).getByRole('button', { name: 'Update', exact: true }).click();
    await second.getByRole('button', { name: 'Save mine anyway' }).click();
    await second.waitForURL('**/dashboard/business');
    expect((await apiCall<{ contact: string }>('GET', `/business/${businessId}`)).contact).toBe('0412777666');
  });
});
