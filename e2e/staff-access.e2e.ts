import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiCall, launch, newPage, signIn } from './browser.js';
import { openFromMenu, row, expectAccessible, snackbar } from './ui.js';

// Staff access end to end: a role built from operations, a user with that role and two plants, what that user
// sees, their password changed from the profile, reset by the admin, and the user deleted.
let browser: Browser;
let admin: Page;
beforeAll(async () => {
  browser = await launch();
  ({ page: admin } = await newPage(browser));
  await signIn(admin);
});
afterAll(() => browser?.close());

const CLARA = { first: 'Clara', last: 'Clerk', email: 'clara.e2e@example.com' };
const ROLE = 'Cities Clerks E2E';

async function choose(p: Page, combobox: string, option: string) {
  await p.getByRole('combobox', { name: combobox }).click();
  await p.getByRole('option', { name: option, exact: true }).click();
  // The menu fades out: wait until it is gone, so nothing half transparent is left on the page.
  await p.waitForFunction(() => !document.querySelector('.MuiPopover-root'));
}

describe('staff and access lifecycle', () => {
  let clara: { context: BrowserContext; page: Page };

  it('an administrator builds a role from operations on the Roles screen', async () => {
    await openFromMenu(admin, 'Roles', 'settings/roles');
    await admin.getByRole('link', { name: 'Add Role' }).click();
    await admin.waitForURL('**/dashboard/settings/roles/add');
    await admin.getByLabel('Name').fill(ROLE);
    await admin.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => admin.getByText('Select at least one operation.').count()).toBe(1);

    // Select-all on a group, then narrow it down to one operation.
    await admin.getByRole('checkbox', { name: 'Select all Cities and Plants' }).check();
    expect(await admin.getByRole('checkbox', { name: 'Delete City', exact: true }).isChecked()).toBe(true);
    await admin.getByRole('checkbox', { name: 'Select all Cities and Plants' }).uncheck();
    await admin.getByRole('checkbox', { name: 'List Cities', exact: true }).check();
    await admin.getByRole('checkbox', { name: 'List Users', exact: true }).check();
    await expectAccessible(admin, 'add role');
    await admin.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => snackbar(admin).textContent()).toContain('Role added');
    await admin.waitForURL('**/dashboard/settings/roles');
    await expect.poll(() => row(admin, ROLE).count()).toBe(1);
    // The built-in Super Admin offers no edit or delete.
    expect(await row(admin, 'Super Admin').getByRole('button', { name: 'Delete Role' }).count()).toBe(0);
    await expectAccessible(admin, 'roles list');
  });

  it('creates a user with that role on the Users screen and assigns two plants', async () => {
    await apiCall('POST', '/plants', { name: 'E2E Plant Alpha', contact: '0123456789' });
    await apiCall('POST', '/plants', { name: 'E2E Plant Beta', contact: '0123456789' });

    await openFromMenu(admin, 'Users', 'settings/users');
    await admin.getByRole('link', { name: 'Add User' }).click();
    await admin.waitForURL('**/dashboard/settings/users/add');
    await admin.getByLabel('First Name').fill(CLARA.first);
    await admin.getByLabel('Last Name').fill(CLARA.last);
    await admin.getByLabel('Email').fill(CLARA.email);
    await admin.getByLabel('Password', { exact: true }).fill('clara-pass-1');
    await admin.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => admin.getByText('Role is required.').count()).toBe(1);
    await choose(admin, 'Role', ROLE);
    await expectAccessible(admin, 'add user');
    await admin.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => snackbar(admin).textContent()).toContain('User added');
    await admin.waitForURL('**/dashboard/settings/users');
    await expect.poll(() => row(admin, CLARA.email).count()).toBe(1);
    expect(await row(admin, CLARA.email).textContent()).toContain(ROLE);
    await expectAccessible(admin, 'users list');

    await row(admin, CLARA.email).getByRole('link', { name: 'Edit User' }).click();
    await admin.waitForURL(/\/dashboard\/settings\/users\/\d+$/);
    await expect.poll(() => admin.getByLabel('First Name').inputValue()).toBe(CLARA.first);
    const plants = admin.getByRole('list', { name: 'Assigned plants' });
    await admin.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => admin.getByText('Please select Plant').count()).toBe(1);
    await choose(admin, 'Plant', 'E2E Plant Alpha');
    await admin.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => snackbar(admin).textContent()).toContain('Added successfully');
    await choose(admin, 'Plant', 'E2E Plant Beta');
    await admin.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => plants.getByRole('listitem').allTextContents()).toEqual(['E2E Plant Alpha', 'E2E Plant Beta']);
    await expectAccessible(admin, 'edit user with plants');
  });

  it('that user sees only the permitted menu entries, and other routes lead to the Unauthorized page', async () => {
    clara = await newPage(browser);
    const { page } = clara;
    await signIn(page, CLARA.email, 'clara-pass-1');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect.poll(() => nav.getByRole('link', { name: 'Users', exact: true }).count()).toBe(1);
    const links = await nav.getByRole('link').allTextContents();
    expect(links).toEqual(['Dashboard', 'Cities', 'Plants', 'Users', 'My Profile']);
    // Stored after sign-in: the user's plants (spec §3).
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user_plants') ?? '[]'));
    expect(stored.map((p: { name: string }) => p.name).sort()).toEqual(['E2E Plant Alpha', 'E2E Plant Beta']);

    await page.goto('/dashboard/settings/roles');
    await page.waitForURL('**/dashboard/unauthorized');
    await expect.poll(() => page.getByText('You do not have the permission to view this page').count()).toBe(1);
    await expect.poll(() => snackbar(page).textContent()).toContain("You don't have permission.");

    // Users opens, read-only: no Add, no actions.
    await openFromMenu(page, 'Users', 'settings/users');
    await expect.poll(() => row(page, CLARA.email).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Add User' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Edit User' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete User' }).count()).toBe(0);
    await page.goto('/dashboard/settings/users/add');
    await page.waitForURL('**/dashboard/unauthorized');
  });

  it('that user changes their password from the profile and signs in with it', async () => {
    const { page } = clara;
    await openFromMenu(page, 'My Profile', 'profile');
    expect(await page.getByRole('tab', { name: 'Preferences' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Change Password' }).click();
    await page.getByLabel('Old Password').fill('not-my-password');
    await page.getByLabel('New Password').fill('clara-pass-2');
    await page.getByLabel('Confirm Password').fill('clara-pass-x');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => page.getByText('Passwords are not same.').count()).toBe(1);
    await page.getByLabel('Confirm Password').fill('clara-pass-2');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Old password is incorrect.');
    await page.getByLabel('Old Password').fill('clara-pass-1');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Password changed.');
    await expectAccessible(page, 'profile, change password');

    await page.getByRole('button', { name: /logout/i }).click();
    await page.waitForURL('**/login');
    await signIn(page, CLARA.email, 'clara-pass-2');
  });

  it('the administrator resets it from the Users screen, and the old session of that user ends', async () => {
    await admin.goto('/dashboard/settings/users');
    await row(admin, CLARA.email).getByRole('link', { name: 'Reset Password' }).click();
    await admin.waitForURL(/\/dashboard\/settings\/users\/reset-password\/\d+$/);
    await expect.poll(() => admin.getByLabel('First Name').inputValue()).toBe(CLARA.first);
    expect(await admin.getByLabel('Last Name').inputValue()).toBe(CLARA.last);
    expect(await admin.getByLabel('Email').inputValue()).toBe(CLARA.email);
    expect(await admin.getByLabel('Email').isDisabled()).toBe(true);
    await admin.getByLabel('New Password').fill('clara-pass-3');
    await admin.getByLabel('Confirm Password').fill('clara-pass-4');
    await admin.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => admin.getByText('Passwords are not same', { exact: true }).count()).toBe(1);
    await expectAccessible(admin, 'reset password');
    await admin.getByLabel('Confirm Password').fill('clara-pass-3');
    await admin.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => snackbar(admin).textContent()).toContain('Updated Successfully');
    await admin.waitForURL('**/dashboard/settings/users');

    // Clara's next call answers 401 (her sessions were revoked): she is sent to /login, her storage cleared.
    const { page } = clara;
    await page.getByRole('navigation').getByRole('link', { name: 'Cities', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await signIn(page, CLARA.email, 'clara-pass-3');
  });

  it('a role still held cannot be deleted; the user is deleted with the exact dialog, then the role', async () => {
    await admin.goto('/dashboard/settings/roles');
    await row(admin, ROLE).getByRole('button', { name: 'Delete Role' }).click();
    const roleDialog = admin.getByRole('dialog', { name: 'Delete Role' });
    await expect.poll(() => roleDialog.textContent()).toContain('Are you sure you want to delete the Role ?');
    await roleDialog.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => snackbar(admin).textContent()).toContain('This Role is held by 1 User and cannot be deleted.');

    await openFromMenu(admin, 'Users', 'settings/users');
    await row(admin, CLARA.email).getByRole('button', { name: 'Delete User' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Delete User' });
    await expect.poll(() => dialog.getByText('Are you sure you want to delete the User ?', { exact: true }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => snackbar(admin).textContent()).toContain('User Deleted.');
    await expect.poll(() => row(admin, CLARA.email).count()).toBe(0);

    // Her live session ends with the deletion, and she cannot sign in again.
    const { page, context } = clara;
    await page.reload();
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(CLARA.email);
    await page.getByLabel('Password', { exact: true }).fill('clara-pass-3');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Incorrect email or password.');
    await context.close();

    await openFromMenu(admin, 'Roles', 'settings/roles');
    await row(admin, ROLE).getByRole('button', { name: 'Delete Role' }).click();
    await admin.getByRole('dialog', { name: 'Delete Role' }).getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => snackbar(admin).textContent()).toContain('Role Deleted');
    await expect.poll(() => row(admin, ROLE).count()).toBe(0);
  });

  it('the Super Admin renames themself (the top bar follows at once) and sets the registration alert email', async () => {
    await openFromMenu(admin, 'My Profile', 'profile');
    const first = admin.getByLabel('First Name');
    await expect.poll(() => first.inputValue()).not.toBe('');
    await first.fill('Chief');
    await admin.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => snackbar(admin).textContent()).toContain('Profile updated.');
    await expect.poll(() => admin.getByRole('banner').getByRole('link', { name: 'Chief' }).count()).toBe(1);
    await expectAccessible(admin, 'profile, personal information');

    await admin.getByRole('tab', { name: 'Preferences' }).click();
    const email = admin.getByLabel('Customer Registration Alert Email');
    await email.fill('alerts.e2e@example.com');
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => snackbar(admin).textContent()).toContain('Saved.');
    expect((await apiCall<{ email: string }>('GET', '/notification-settings')).email).toBe('alerts.e2e@example.com');
    await expectAccessible(admin, 'profile, preferences');
    // Leave the shared admin as the other suites expect it.
    await apiCall('PUT', '/profile', { first_name: 'Super', last_name: 'Admin' });
  });
});
