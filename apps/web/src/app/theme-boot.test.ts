import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@glassdesk/shared';
import { createAppTheme } from './theme';
import indexHtml from '../../index.html?raw';

// index.html's one inline script, as the browser runs it (the server allows it by its hash).
const script = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';

// Runs the boot script as the browser would, against this test's document (the file's own text, on purpose).
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test runs the shipped script text itself
const boot = () => new Function(script)();

afterEach(() => {
  document.documentElement.removeAttribute('style');
});

describe("index.html's theme script (no white flash before the app starts)", () => {
  it("runs in the head, before the app, and is the page's only inline script (CSP: allowed by its hash)", () => {
    const head = indexHtml.slice(0, indexHtml.indexOf('</head>'));
    expect(script).toContain('root.style.backgroundColor');
    expect(head).toContain(script);
    expect(indexHtml.indexOf(script)).toBeLessThan(indexHtml.indexOf('/src/main.tsx'));
    expect(indexHtml.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toHaveLength(1);
  });

  it('reads the theme key the app stores', () => {
    expect(script).toContain(`getItem('${STORAGE_KEYS.theme}')`);
  });

  it('paints the dark page colour by default', () => {
    boot();
    expect(document.documentElement.style.backgroundColor).toBe(createAppTheme('dark').palette.background.default);
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it("paints the light page colour when the stored choice is 'light'", () => {
    window.localStorage.setItem(STORAGE_KEYS.theme, 'light');
    boot();
    expect(document.documentElement.style.backgroundColor).toBe(createAppTheme('light').palette.background.default);
    expect(document.documentElement.style.colorScheme).toBe('light');
  });

  it('stays dark for any other stored value', () => {
    window.localStorage.setItem(STORAGE_KEYS.theme, 'sepia');
    boot();
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it.each(['dark', 'light'] as const)('colours the product name index.html shows as the public pages do (%s)', (mode) => {
    if (mode === 'light') window.localStorage.setItem(STORAGE_KEYS.theme, 'light');
    boot();
    // components/public-layout.tsx: primary.light on a dark page, primary.main on a light one.
    const { primary } = createAppTheme(mode).palette;
    expect(document.documentElement.style.getPropertyValue('--boot-brand')).toBe(mode === 'dark' ? primary.light : primary.main);
  });

  it('shows the product name with the page, where the public pages show it, and the app removes it (lib/boot.ts)', () => {
    const body = indexHtml.slice(indexHtml.indexOf('<body>'));
    expect(body).toContain('<p id="boot-brand" aria-hidden="true">GlassDesk</p>');
    expect(indexHtml).toMatch(/#boot-brand \{[^}]*top: 48px;[^}]*font-size: 2\.125rem;[^}]*font-weight: 700;/);
  });
});
