import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCall, launch, newPage, signIn } from './browser.js';
import { openFromMenu, row, seriousViolations, snackbar } from './ui.js';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  ({ page } = await newPage(browser));
  await signIn(page);
});
afterAll(() => browser?.close());

const editorOf = (p: Page) => p.getByRole('textbox', { name: 'Content' });

/** Where the editor's own selection is (TipTap hangs the editor on its element). */
function editorCursor(p: Page) {
  return p.evaluate(() => {
    type PmEditor = { state: { selection: { $head: { parent: { textContent: string; content: { size: number } }; parentOffset: number } } }; isActive: (n: string) => boolean };
    const editor = (document.querySelector('.ProseMirror') as unknown as { editor: PmEditor }).editor;
    const { $head } = editor.state.selection;
    return { inList: editor.isActive('bulletList'), atBlockEnd: $head.parentOffset === $head.parent.content.size, text: $head.parent.textContent };
  });
}

/**
 * Clicks a toolbar button and waits until the editor has the focus back (its command focuses it on a later frame:
 * on a busy machine a keystroke sent at once lands on the button, and Enter presses it again).
 */
async function tool(p: Page, name: string) {
  await p.getByRole('button', { name }).click();
  await expect.poll(() => editorOf(p).evaluate((el) => el === document.activeElement || el.contains(document.activeElement))).toBe(true);
}

/** Types into the rich-text editor as a person does, toolbar clicks in between. */
async function typeInEditor(p: Page, text: string) {
  await p.keyboard.type(text, { delay: 10 });
}

describe('FAQs with the rich-text editor', () => {
  it('creates an FAQ with bold text and a bulleted list from the toolbar, sees it rendered, and edits it', async () => {
    await openFromMenu(page, 'FAQs', 'faqs');
    await page.getByRole('link', { name: 'Add FAQ' }).click();
    await page.waitForURL('**/dashboard/faqs/add');

    // Client-side rules first: nothing typed, nothing sent.
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    // An empty required field reads '<Label> is required.'.
    await expect.poll(() => page.getByText('Title is required.').count()).toBe(1);
    await expect.poll(() => page.getByText('Content is required.').count()).toBe(1);

    await page.getByLabel('Title').fill('How do I claim a replacement?');
    await editorOf(page).click();
    await tool(page, 'Bold');
    await expect.poll(() => page.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
    await typeInEditor(page, 'Claims need a photo');
    await expect.poll(() => editorOf(page).locator('strong').textContent()).toBe('Claims need a photo');
    await tool(page, 'Bold');
    // Each toolbar step is waited for: on a busy machine the next keystroke can land before the editor took it.
    await expect.poll(() => page.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.press('Enter');
    await tool(page, 'Bullet list');
    await expect.poll(() => page.getByRole('button', { name: 'Bullet list' }).getAttribute('aria-pressed')).toBe('true');
    await typeInEditor(page, 'Photo of the defect');
    await page.keyboard.press('Enter');
    await typeInEditor(page, 'Photo of the label');

    // What the editor shows while editing.
    await expect.poll(() => editorOf(page).locator('strong').textContent()).toBe('Claims need a photo');
    await expect.poll(() => editorOf(page).locator('ul > li').count()).toBe(2);

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Added successfully');
    await page.waitForURL('**/dashboard/faqs');
    await expect.poll(() => row(page, 'How do I claim a replacement?').count()).toBe(1);

    // Stored as the safe HTML the editor produced.
    const stored = await apiCall<{ list: Array<{ id: number; content: string }> }>('GET', '/faqs?search=claim%20a%20replacement');
    expect(stored.list[0].content).toContain('<strong>Claims need a photo</strong>');
    expect(stored.list[0].content).toMatch(/<ul><li><p>Photo of the defect<\/p><\/li><li><p>Photo of the label<\/p><\/li><\/ul>/);

    // The edit page renders it: <strong> and <li> in the editor.
    await row(page, 'How do I claim a replacement?').getByRole('link', { name: 'Edit FAQ' }).click();
    await page.waitForURL(/\/dashboard\/faqs\/\d+$/);
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe('How do I claim a replacement?');
    await expect.poll(() => editorOf(page).locator('strong').textContent()).toBe('Claims need a photo');
    expect(await editorOf(page).locator('li').allTextContents()).toEqual(['Photo of the defect', 'Photo of the label']);

    await page.getByLabel('Title').fill('How do I claim a glass replacement?');
    await editorOf(page).locator('li').last().click();
    await page.keyboard.press('End');
    // Wait until the editor itself (not only the DOM) has the cursor at the end of the last item, as it does
    // long before a person presses the next key.
    await expect.poll(() => editorCursor(page)).toEqual({ inList: true, atBlockEnd: true, text: 'Photo of the label' });
    await page.keyboard.press('Enter');
    await typeInEditor(page, 'Your order number');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Faq updated.');
    await page.waitForURL('**/dashboard/faqs');
    await expect.poll(() => row(page, 'How do I claim a glass replacement?').count()).toBe(1);
    const updated = await apiCall<{ list: Array<{ content: string }> }>('GET', '/faqs?search=glass%20replacement');
    expect(updated.list[0].content).toContain('<li><p>Your order number</p></li>');

    // Delete with the spec's question.
    await row(page, 'How do I claim a glass replacement?').getByRole('button', { name: 'Delete FAQ' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete FAQ' });
    await expect.poll(() => dialog.textContent()).toContain('Are you sure you want to delete the FAQ ?');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('FAQ deleted.');
    await expect.poll(() => row(page, 'How do I claim a glass replacement?').count()).toBe(0);
  });
});

describe('Help', () => {
  it('shows the starting help text, edits it in the 700 px editor and shows the new text', async () => {
    await openFromMenu(page, 'Help', 'help');
    const content = page.getByRole('article', { name: 'Help content' });
    await expect.poll(() => content.getByRole('heading', { name: 'Welcome to GlassDesk' }).count()).toBe(1);
    await expect.poll(() => content.textContent()).toContain('Forgot password?');

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/dashboard\/help\/\d+$/);
    const box = await editorOf(page).boundingBox();
    expect(Math.round(box!.height)).toBe(700);

    await editorOf(page).click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await expect.poll(() => editorOf(page).textContent()).toBe('');
    await tool(page, 'Heading');
    // Each toolbar step is waited for: on a busy machine the next keystroke can land before the editor took it.
    await expect.poll(() => page.getByRole('button', { name: 'Heading' }).getAttribute('aria-pressed')).toBe('true');
    await typeInEditor(page, 'Help from the E2E run');
    await expect.poll(() => editorOf(page).locator('h2, h3').first().textContent()).toBe('Help from the E2E run');
    await page.keyboard.press('Enter');
    await tool(page, 'Numbered list');
    await expect.poll(() => page.getByRole('button', { name: 'Numbered list' }).getAttribute('aria-pressed')).toBe('true');
    await typeInEditor(page, 'First step');
    await expect.poll(() => editorOf(page).locator('ol > li').textContent()).toBe('First step');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Help updated.');
    await page.waitForURL('**/dashboard/help');
    await expect.poll(() => content.getByRole('heading', { name: 'Help from the E2E run' }).count()).toBe(1);
    expect(await content.locator('ol > li').allTextContents()).toEqual(['First step']);
    await expect.poll(() => content.getByText('Welcome to GlassDesk').count()).toBe(0);

    // A reload reads it back from the server.
    await page.reload();
    await expect.poll(() => page.getByRole('article', { name: 'Help content' }).getByRole('heading', { name: 'Help from the E2E run' }).count()).toBe(1);
  });

  it('sanitises again when rendering: hostile HTML from the server never runs', async () => {
    const hostile =
      '<h2 onclick="window.__pwned = 1">Safe heading</h2><p>Text <strong>kept</strong><script>window.__pwned = 2</script>' +
      '<img src="x" onerror="window.__pwned = 3"><a href="javascript:window.__pwned = 4">bad link</a> <a href="https://example.com" target="_blank">good link</a></p>' +
      '<iframe srcdoc="<script>parent.__pwned = 5</script>"></iframe><style>body { display: none }</style>';
    await page.route('**/api/admin/v1.0/help', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ id: 1, content: hostile }) });
    });
    try {
      await page.goto('/dashboard/help');
      const content = page.getByRole('article', { name: 'Help content' });
      await expect.poll(() => content.getByRole('heading', { name: 'Safe heading' }).count()).toBe(1);
      const html = await content.innerHTML();
      expect(html).not.toMatch(/<script|<img|<iframe|<style|onclick|onerror|javascript:|target=/i);
      expect(await content.locator('strong').textContent()).toBe('kept');
      expect(await content.getByRole('link', { name: 'good link' }).getAttribute('rel')).toBe('noopener noreferrer');
      expect(await content.getByText('bad link').getAttribute('href')).toBeNull();
      await content.getByRole('heading', { name: 'Safe heading' }).click();
      await content.getByText('bad link').click();
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(await page.locator('body').isVisible()).toBe(true);
    } finally {
      await page.unroute('**/api/admin/v1.0/help');
    }
  });

  it('loads the editor code only on the screens that edit', async () => {
    const { page: fresh, context } = await newPage(browser);
    const scripts: string[] = [];
    fresh.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''));
    });
    await signIn(fresh);
    await fresh.goto('/dashboard/help');
    await fresh.getByRole('article', { name: 'Help content' }).waitFor();
    await fresh.waitForLoadState('networkidle');
    const hasEditor = () => scripts.some((body) => body.includes('ProseMirror'));
    expect(hasEditor()).toBe(false);
    await fresh.getByRole('link', { name: 'Edit' }).click();
    await editorOf(fresh).waitFor();
    await expect.poll(hasEditor).toBe(true);
    await context.close();
  });
});

describe('warranty reasons and glass types', () => {
  it('adds a warranty reason through its screens; a duplicate shows the 409 detail', async () => {
    await openFromMenu(page, 'Warranty Reasons', 'warrantyReason');
    await page.getByRole('link', { name: 'Add Warranty Reason' }).click();
    await page.waitForURL('**/dashboard/warrantyReason/add');
    await page.getByLabel('Name').fill('ab');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => page.getByText('Name must be at least 3 characters.').count()).toBe(1);
    await page.getByLabel('Name').fill('Stone chip E2E');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Added successfully');
    await page.waitForURL('**/dashboard/warrantyReason');
    await expect.poll(() => row(page, 'Stone chip E2E').count()).toBe(1);

    await page.getByRole('link', { name: 'Add Warranty Reason' }).click();
    await page.getByLabel('Name').fill('STONE CHIP E2E');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('A Warranty Reason with this name already exists.');
    await page.getByRole('link', { name: 'Back' }).click();
    // The refused name is still typed in: leaving asks first.
    await page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL('**/dashboard/warrantyReason');

    await row(page, 'Stone chip E2E').getByRole('link', { name: 'Edit Warranty Reason' }).click();
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Stone chip E2E');
    await page.getByLabel('Name').fill('Stone chip (windscreen) E2E');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Updated Successfully');
    await page.waitForURL('**/dashboard/warrantyReason');
    await expect.poll(() => row(page, 'Stone chip (windscreen) E2E').count()).toBe(1);
  });

  it('adds a glass type through its screens and deletes it', async () => {
    await openFromMenu(page, 'Glass Types', 'glassTypes');
    await page.getByRole('link', { name: 'Add Glass Type' }).click();
    await page.waitForURL('**/dashboard/glassTypes/add');
    await page.getByLabel('Name').fill('Laminated 6.4mm E2E');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Added successfully');
    await page.waitForURL('**/dashboard/glassTypes');
    await expect.poll(() => row(page, 'Laminated 6.4mm E2E').count()).toBe(1);
    const all = await apiCall<Array<{ name: string }>>('GET', '/glass-types/all');
    expect(all.map((g) => g.name)).toContain('Laminated 6.4mm E2E');

    await row(page, 'Laminated 6.4mm E2E').getByRole('button', { name: 'Delete Glass Type' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Glass Type' });
    await expect.poll(() => dialog.textContent()).toContain('Are you sure you want to delete the Glass Type ?');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Deleted successfully');
    await expect.poll(() => row(page, 'Laminated 6.4mm E2E').count()).toBe(0);
  });
});

describe('support requests', () => {
  it('a signed-out visitor submits the public form; an admin finds it in the Support List and deletes it', async () => {
    const { page: visitor, context } = await newPage(browser);
    await visitor.goto('/login');
    // The login page links the privacy policy; the support page links it and the login page.
    expect(await visitor.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
    await visitor.goto('/support');
    await visitor.getByRole('heading', { name: 'Support' }).waitFor();
    expect(await visitor.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await visitor.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(await visitor.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(await visitor.getByLabel('Support Description').getAttribute('rows')).toBe('5');

    await visitor.getByLabel('Name').fill('Visitor E2E');
    await visitor.getByLabel('Email Address').fill('not-an-email');
    await visitor.getByLabel('Support Description').fill('ab');
    await visitor.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => visitor.getByText('Invalid email.').count()).toBe(1);
    await expect.poll(() => visitor.getByText('Support Description must be at least 3 characters.').count()).toBe(1);

    await visitor.getByLabel('Email Address').fill('visitor.e2e@example.com');
    await visitor.getByLabel('Support Description').fill('My trolley <b>list</b> is empty since Monday.');
    // The field says, before saving, that its tags will go.
    await expect.poll(() => visitor.getByText('Tags such as <b> are removed when saved.').count()).toBe(1);
    await visitor.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => visitor.getByRole('alert').textContent()).toBe('Success');
    await expect.poll(() => visitor.getByLabel('Name').inputValue()).toBe('');
    expect(await visitor.getByLabel('Email Address').inputValue()).toBe('');
    expect(await visitor.getByLabel('Support Description').inputValue()).toBe('');

    await visitor.getByRole('link', { name: 'Privacy Policy' }).click();
    await visitor.waitForURL('**/privacy-policy');
    for (const heading of ['Information we collect about staff', 'Information we collect about customers', 'Why we use it', 'How long we keep it', 'Contact']) {
      await expect.poll(() => visitor.getByRole('heading', { name: heading }).count()).toBe(1);
    }
    await context.close();

    await page.goto('/dashboard');
    await openFromMenu(page, 'Support List', 'support');
    const table = page.getByRole('table', { name: 'Support List' });
    await expect.poll(() => row(page, 'Visitor E2E').count()).toBe(1);
    const cells = await row(page, 'Visitor E2E').getByRole('cell').allTextContents();
    expect(cells.slice(1, 4)).toEqual(['Visitor E2E', 'visitor.e2e@example.com', 'My trolley list is empty since Monday.']);
    expect(cells[4]).not.toBe('');
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['#', 'Name', 'Email', 'Description', 'Received', 'Action']);

    await page.getByLabel('Search').fill('visitor.e2e');
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('visitor.e2e');
    await row(page, 'Visitor E2E').getByRole('button', { name: 'Delete Support Request' }).click();
    await page.getByRole('dialog', { name: 'Delete Support Request' }).getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => snackbar(page).textContent()).toBe('Deleted.');
    await expect.poll(() => row(page, 'Visitor E2E').count()).toBe(0);
  });
});

describe('accessibility of these screens (axe)', () => {
  for (const theme of ['dark', 'light'] as const) {
    it(`has no serious or critical violation (${theme})`, async () => {
      const faq = await apiCall<{ id: number }>('POST', '/faqs', { title: `Axe FAQ ${theme}`, content: '<p><strong>Bold</strong></p><ul><li>item</li></ul>' });
      const reason = await apiCall<{ id: number }>('POST', '/warranty-reasons', { name: `Axe reason ${theme}` });
      const glass = await apiCall<{ id: number }>('POST', '/glass-types', { name: `Axe glass ${theme}` });
      const help = await apiCall<{ id: number }>('GET', '/help');
      const { page: p, context } = await newPage(browser);
      await p.goto('/support');
      await p.evaluate((t) => localStorage.setItem('theme', t), theme);
      await p.goto('/support');
      await p.waitForLoadState('networkidle');
      expect(await seriousViolations(p), '/support').toEqual([]);
      await signIn(p);
      const screens = [
        '/dashboard/faqs',
        '/dashboard/faqs/add',
        `/dashboard/faqs/${faq.id}`,
        '/dashboard/help',
        `/dashboard/help/${help.id}`,
        '/dashboard/warrantyReason',
        '/dashboard/warrantyReason/add',
        `/dashboard/warrantyReason/${reason.id}`,
        '/dashboard/glassTypes',
        '/dashboard/glassTypes/add',
        `/dashboard/glassTypes/${glass.id}`,
        '/dashboard/support',
      ];
      for (const url of screens) {
        await p.goto(url);
        await p.waitForLoadState('networkidle');
        expect(await seriousViolations(p), url).toEqual([]);
      }
      await context.close();
    });
  }
});
