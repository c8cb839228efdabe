import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from 'playwright-core';

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
