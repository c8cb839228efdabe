import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// What the E2E suites read and click on every screen, written once.
export const snackbar = (p: Page) => p.getByRole('alert');
export const row = (p: Page, text: string) => p.getByRole('row').filter({ hasText: text });

/** Opens a screen from the side menu; `path` under /dashboard defaults to the lower-cased entry. */
export async function openFromMenu(p: Page, entry: string, path = entry.toLowerCase()) {
  await p.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: entry, exact: true }).click();
  await p.waitForURL(`**/dashboard/${path}`);
}

// CONVENTIONS "Accessibility": an axe scan of each screen finds no serious or critical violation.
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** The serious and critical axe violations on the page as it is now, one readable line each. */
export async function seriousViolations(p: Page): Promise<string[]> {
  await p.evaluate(axeSource);
  const violations = (await p.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: unknown[] }> } }).axe.run(document);
    return result.violations;
  })) as Violation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * No serious or critical axe violation on the page once it has settled: the network quiet, and nothing people read
 * mid-transition (a snackbar or dialog fading in, a list's rows dimmed while its next answer loads, then fading back
 * over 150 ms): half-transparent text fails the contrast check though nobody reads it that way.
 */
export async function expectAccessible(p: Page, what: string) {
  await p.waitForLoadState('networkidle');
  await p.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"]') &&
      [...document.querySelectorAll('.MuiSnackbar-root .MuiPaper-root, .MuiDialog-container, .MuiTableBody-root')].every((el) => getComputedStyle(el).opacity === '1'),
  );
  expect(await seriousViolations(p), what).toEqual([]);
}

/** A Hand-over visit recorded without a signature, with the reason the receipt shows (CONTRACT hand-over proof). */
export async function noSignature(p: Page, form: Locator, reason: 'Customer not present' | 'Refused to sign' = 'Customer not present') {
  await form.getByRole('combobox', { name: 'No signature' }).click();
  await p.getByRole('option', { name: reason }).click();
}

/** Draws a signature on the Hand-over's pad with the mouse (or a finger's worth of moves), in one stroke. */
export async function sign(p: Page, form: Locator) {
  const pad = form.getByRole('img', { name: 'Signature' });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await p.mouse.move(box.x + 20, box.y + box.height / 2);
  await p.mouse.down();
  for (let i = 1; i <= 16; i++) await p.mouse.move(box.x + 20 + i * ((box.width - 40) / 16), box.y + box.height / 2 + Math.sin(i / 2) * (box.height / 4), { steps: 2 });
  await p.mouse.up();
}
