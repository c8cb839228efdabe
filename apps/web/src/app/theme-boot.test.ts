import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@glassdesk/shared';
import { createAppTheme } from './theme';
import script from '../../public/theme-boot.js?raw';
import indexHtml from '../../index.html?raw';

// Runs the boot script as the browser would, against this test's document (the file's own text, on purpose).
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test runs the shipped script text itself
const boot = () => new Function(script)();

afterEach(() => {
  document.documentElement.removeAttribute('style');
});

describe('theme-boot.js (no white flash before the app starts)', () => {
  it('is loaded from index.html head, before the app, as a same-origin classic script (CSP script-src self)', () => {
    const head = indexHtml.slice(0, indexHtml.indexOf('</head>'));
    expect(head).toContain('<script src="/theme-boot.js"></script>');
    expect(indexHtml.indexOf('/theme-boot.js')).toBeLessThan(indexHtml.indexOf('/src/main.tsx'));
    // No inline script anywhere: the CSP has no 'unsafe-inline' for scripts.
    expect(indexHtml).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
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
});
