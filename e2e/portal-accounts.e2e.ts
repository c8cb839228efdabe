import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiCall, launch, signIn } from './browser.js';
import { snackbar } from './ui.js';
import { customerCall, customerToken, customerUrl, DESKTOP, fillPortalSignIn, insertCustomer, jpeg, openContext, PHONE } from './portal-helpers.js';

// The customer portal's accounts, end to end in Chromium at a phone's 390 x 844 (touch): a newcomer signs up and
// waits for approval, staff approve them and link them to a business on the back-office's screens (1366 px), the
// customer signs in, a ticket link opened signed out lands on the ticket after signing in, a notification staff send
// shows on the ticket marked New, and signing out ends the session.
// Registration is throttled per address across the whole E2E run: this suite registers once, through the UI.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const RUN = Date.now().toString(36).slice(-5);
const NINA = { first_name: 'Nina', last_name: `Newcomer${RUN}`, email: `nina.${RUN}@example.com`, number: '0412345670', password: 'nina-pass-1' };
const NINA_NAME = `${NINA.first_name} ${NINA.last_name}`;
const BUSINESS = `Portal Glass ${RUN}`;
const ORDER_NO = `PA-${RUN}`;
const MESSAGE = `Your replacement glass is cut and ships on Monday ${RUN}.`;
const NOT_APPROVED = 'Your account is waiting for approval. You can sign in once it is approved.';
const SESSION_KEY = 'glassdesk-portal-session';

/** The page's status message (a live region that is not the router's empty announcer). */
const notice = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ });
const session = (page: Page) => page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

let ninaId = 0;
let glassTypeId = 0;
let reasonId = 0;
let ticket = { id: 0, ticket_id: '' };
/** The phone the customer reads the ticket on (test 4 signs in on it; test 5 reads the notification and signs out). */
let phone: { context: BrowserContext; page: Page };

beforeAll(async () => {
  // The business the newcomer joins: its master customer arranged without the throttled registration.
  const master = await insertCustomer({ first_name: 'Mona', last_name: `Master${RUN}`, email: `mona.${RUN}@example.com`, password: 'mona-pass-1' });
  await apiCall('POST', '/business', { name: BUSINESS, account_id: null, customer_id: master, contact: '0412000222', address: '1 Portal Road' });
  glassTypeId = (await apiCall<{ id: number }>('POST', '/glass-types', { name: `Laminated ${RUN}` })).id;
  reasonId = (await apiCall<{ id: number }>('POST', '/warranty-reasons', { name: `Chipped edge ${RUN}` })).id;
});
afterAll(() => phone?.context.close());

describe('customer portal accounts at 390 px', () => {
  it('a newcomer signs up at /portal/register and lands on the waiting page; signing in before approval shows it again, not an error', async () => {
    const { context, page } = await openContext(browser, PHONE);
    await page.goto('/portal/register');
    await page.getByRole('heading', { name: 'Create your account', level: 1 }).waitFor();
    expect(await page.title()).toContain('Register');
    const form = page.getByRole('form', { name: 'Create your account' });
    await form.getByLabel('First Name').fill(NINA.first_name);
    await form.getByLabel('Last Name').fill(NINA.last_name);
    await form.getByLabel('Email').fill(NINA.email);
    await form.getByLabel('Number').fill(NINA.number);
    await form.getByLabel('Password', { exact: true }).fill(NINA.password);
    await form.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL('**/portal/waiting');
    await page.getByRole('heading', { name: 'Waiting for approval', level: 1 }).waitFor();
    expect(await notice(page).innerText()).toBe('Your account has been created.');
    expect(await page.getByRole('main').innerText()).toContain(`Once your account is approved, sign in with ${NINA.email} and the password you chose.`);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The account exists, neither approved nor linked to a business.
    const found = await apiCall<{ list: { id: number; is_approved: boolean; business_id: number | null }[]; count: number }>(
      'GET',
      `/customers?search=${encodeURIComponent(NINA.email)}`,
    );
    expect(found.count).toBe(1);
    ninaId = found.list[0]!.id;
    expect(found.list[0]).toMatchObject({ is_approved: false });

    // "Back to Sign In" carries the email; signing in before approval comes back to the waiting page with the server's word.
    await page.getByRole('link', { name: 'Back to Sign In' }).click();
    await page.waitForURL('**/portal/login');
    expect(await page.getByLabel('Email').inputValue()).toBe(NINA.email);
    await page.getByLabel('Password', { exact: true }).fill(NINA.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/portal/waiting');
    await page.getByRole('heading', { name: 'Waiting for approval', level: 1 }).waitFor();
    await expect.poll(() => notice(page).innerText()).toBe(NOT_APPROVED);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await session(page)).toBeNull();
    await context.close();
  });

  it('staff approve the customer on the Customers screen, linking them to a business in the same dialog (1366 px)', async () => {
    const { context, page } = await openContext(browser, DESKTOP);
    await signIn(page);
    await page.getByRole('navigation', { name: 'Main menu' }).locator('a[href="/dashboard/customers"]').click();
    await page.waitForURL('**/dashboard/customers');
    await page.getByRole('table', { name: 'Customers', exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill(NINA.last_name);
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(NINA.last_name);
    await expect.poll(() => page.getByRole('row').filter({ hasText: NINA.email }).count()).toBe(1);
    const approve = page.getByRole('switch', { name: `Approve Customer ${NINA_NAME}` });
    expect(await approve.isChecked()).toBe(false);
    await approve.click();
    // Nina has no business: the approval dialog offers it, so she can raise tickets from her first sign-in.
    const dialog = page.getByRole('dialog', { name: /Approve Customer/ });
    await dialog.getByRole('combobox', { name: 'Business (optional)' }).fill(BUSINESS);
    await page.getByRole('option', { name: BUSINESS }).click();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('User Approved');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => approve.isChecked()).toBe(true);
    expect(await apiCall('GET', `/customers/${ninaId}`)).toMatchObject({ is_approved: true, business_name: BUSINESS });
    await context.close();
  });

  it('once approved, the customer signs in at /portal/login and lands on My Tickets', async () => {
    const { context, page } = await openContext(browser, PHONE);
    await page.goto('/portal/login');
    await fillPortalSignIn(page, NINA.email, NINA.password);
    await page.waitForURL('**/portal/tickets');
    expect(pathAndQuery(page)).toBe('/portal/tickets');
    await page.getByRole('heading', { name: 'My Tickets', level: 1 }).waitFor();
    await page.getByText('No tickets yet.', { exact: true }).waitFor();
    expect(JSON.parse((await session(page))!)).toMatchObject({ id: ninaId, email: NINA.email, first_name: NINA.first_name });
    // The bottom navigation marks the section.
    const tickets = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tickets' });
    await expect.poll(() => tickets.filter({ visible: true }).getAttribute('aria-current')).toBe('page');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  it('a ticket link opened signed out goes through sign-in and lands on that ticket', async () => {
    // The customer raises a ticket through the customer API (multipart, one generated JPEG).
    const token = await customerToken(NINA.email, NINA.password);
    const form = new FormData();
    const fields = { glass_order_no: ORDER_NO, glass_type_id: String(glassTypeId), warranty_reason_id: String(reasonId), glass_size: '900x600', received_date: '2026-01-20' };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('defect_images', new Blob([new Uint8Array(await jpeg(190, 60, 40))], { type: 'image/jpeg' }), 'defect.jpg');
    const created = await fetch(customerUrl('/tickets'), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(created.status, await created.clone().text()).toBe(201);
    ticket = (await created.json()) as typeof ticket;
    await fetch(customerUrl('/logout'), { method: 'POST', headers: { authorization: `Bearer ${token}` } });

    phone = await openContext(browser, PHONE);
    const { page } = phone;
    await page.goto(`/portal/tickets/${ticket.id}`);
    await page.waitForURL('**/portal/login?**');
    expect(pathAndQuery(page)).toBe(`/portal/login?next=${encodeURIComponent(`/portal/tickets/${ticket.id}`)}`);
    await fillPortalSignIn(page, NINA.email, NINA.password);
    await page.waitForURL(`**/portal/tickets/${ticket.id}`);
    expect(pathAndQuery(page)).toBe(`/portal/tickets/${ticket.id}`);
    await page.getByRole('heading', { name: `Ticket ${ticket.ticket_id}`, level: 1 }).waitFor();
    const details = page.getByRole('region', { name: 'Details' });
    expect(await details.innerText()).toContain(ORDER_NO);
    expect(await details.innerText()).toContain(`${NINA_NAME} (you)`);
    expect(await details.innerText()).toContain(BUSINESS);
    const notifications = page.getByRole('region', { name: 'Notifications' });
    expect(await notifications.innerText()).toContain('No notifications yet.');
  });

  it('a notification staff send from the ticket screen shows on the ticket in the portal, marked New; signing out ends the session', async () => {
    // Staff, at 1366 px: the back-office's ticket screen, Send Notification.
    const staff = await openContext(browser, DESKTOP);
    await signIn(staff.page);
    await staff.page.goto(`/dashboard/Tickets/${ticket.id}`);
    await staff.page.getByRole('heading', { name: `Ticket ${ticket.ticket_id}`, level: 1 }).waitFor();
    await staff.page.getByRole('button', { name: 'Send Notification' }).click();
    const dialog = staff.page.getByRole('dialog', { name: /Send Notification/ });
    await dialog.getByLabel('Message').fill(MESSAGE);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => snackbar(staff.page).textContent()).toContain('Sent.');
    await expect.poll(() => staff.page.getByRole('list', { name: 'Notifications' }).textContent()).toContain(MESSAGE);
    await staff.context.close();

    const token = await customerToken(NINA.email, NINA.password);
    const detail = await customerCall<{ status: string; notifications: { message: string; sender: string }[] }>('GET', `/tickets/${ticket.id}`, token);
    expect(detail.body.status).toBe('Notified');
    expect(detail.body.notifications.map((n) => n.message)).toEqual([MESSAGE]);
    const sender = detail.body.notifications[0]!.sender;

    // The customer opens the portal again on the phone signed in a moment ago (a fresh load: within the same load,
    // the ticket read in the last test would be kept for 30 s; see the report): My Tickets marks the ticket New, and
    // the ticket shows the message.
    const { page } = phone;
    await page.goto('/portal/tickets');
    await page.getByRole('heading', { name: 'My Tickets', level: 1 }).waitFor();
    const card = page.getByRole('article', { name: ticket.ticket_id });
    await expect.poll(() => card.innerText()).toContain('Notified');
    expect(await card.innerText()).toContain('New');
    await card.getByRole('link', { name: ticket.ticket_id }).click();
    await page.waitForURL(`**/portal/tickets/${ticket.id}`);
    const timeline = page.getByRole('list', { name: /^Notifications/ });
    await expect.poll(() => timeline.getByRole('listitem').count()).toBe(1);
    const item = timeline.getByRole('listitem');
    expect(await item.innerText()).toContain(MESSAGE);
    expect(await item.innerText()).toContain(sender);
    expect(await item.getByText('New notification', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Notifications', level: 2 }).innerText()).toMatch(/Notifications\s*\(1 new\)/);
    expect(await page.getByText('Notified', { exact: true }).count()).toBeGreaterThan(0);

    // Seen: opened again, it is no longer new.
    await page.reload();
    await page.getByRole('heading', { name: `Ticket ${ticket.ticket_id}`, level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('list', { name: /^Notifications/ }).innerText()).toContain(MESSAGE);
    expect(
      await page
        .getByRole('list', { name: /^Notifications/ })
        .getByText('New notification', { exact: true })
        .count(),
    ).toBe(0);
    expect(await page.getByRole('heading', { name: 'Notifications', level: 2 }).innerText()).toBe('Notifications');

    // Sign out: Account, Sign Out; the device forgets the session and the server the token.
    const stored = JSON.parse((await session(page))!) as { token: string };
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).filter({ visible: true }).click();
    await page.waitForURL('**/portal/account');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/portal/login');
    await page.getByRole('heading', { name: 'Welcome back', level: 1 }).waitFor();
    await expect.poll(() => session(page)).toBeNull();
    expect((await customerCall('GET', '/me', stored.token)).status).toBe(401);
    await page.goto(`/portal/tickets/${ticket.id}`);
    await page.waitForURL('**/portal/login?**');
    expect(pathAndQuery(page)).toBe(`/portal/login?next=${encodeURIComponent(`/portal/tickets/${ticket.id}`)}`);
  });
});
