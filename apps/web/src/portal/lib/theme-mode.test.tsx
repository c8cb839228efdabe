import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppTheme } from '../../app/theme';
import { PortalProviders } from '../app/providers';
import { ThemeToggle } from '../components/theme-toggle';
import script from '../../../portal/public/theme-boot.js?raw';
import indexHtml from '../../../portal/index.html?raw';
import { THEME_KEY } from './theme-mode';

// Runs the boot script as the browser would, against this test's document (the file's own text, on purpose).
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test runs the shipped script text itself
const boot = () => new Function(script)();

/** A device whose system preference is dark or light, switchable like a phone at sunset. */
function systemPrefers(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (text: string) => (text === '(prefers-color-scheme: dark)' ? query : { matches: false, addEventListener() {}, removeEventListener() {} }));
  return (next: boolean) => {
    query.matches = next;
    listeners.forEach((listener) => listener());
  };
}

const page = () => document.documentElement.style;
const DARK = createAppTheme('dark').palette.background.default;
const LIGHT = createAppTheme('light').palette.background.default;

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('style');
});

describe("the portal's theme: the system's unless chosen", () => {
  it('theme-boot.js is loaded from index.html head before the app, as a same-origin file (no inline script)', () => {
    const head = indexHtml.slice(0, indexHtml.indexOf('</head>'));
    expect(head).toContain('<script src="/theme-boot.js"></script>');
    expect(indexHtml.indexOf('/theme-boot.js')).toBeLessThan(indexHtml.indexOf('main.tsx'));
    expect(indexHtml).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(script).toContain(`getItem('${THEME_KEY}')`);
  });

  it.each([
    [true, null, DARK, 'dark'],
    [false, null, LIGHT, 'light'],
    [true, 'light', LIGHT, 'light'],
    [false, 'dark', DARK, 'dark'],
    [false, 'sepia', LIGHT, 'light'],
  ])('theme-boot.js: system dark %s, stored %s -> %s', (dark, stored, colour, scheme) => {
    systemPrefers(dark);
    if (stored) window.localStorage.setItem(THEME_KEY, stored);
    boot();
    expect(page().backgroundColor).toBe(colour);
    expect(page().colorScheme).toBe(scheme);
  });

  it('the app follows the system live, and the toggle stores a choice that then wins', async () => {
    const switchSystem = systemPrefers(false);
    render(
      <PortalProviders>
        <ThemeToggle />
      </PortalProviders>,
    );
    expect(page().colorScheme).toBe('light');
    act(() => switchSystem(true));
    expect(page().colorScheme).toBe('dark');
    expect(page().backgroundColor).toBe(DARK);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(window.localStorage.getItem(THEME_KEY)).toBe('light');
    expect(page().colorScheme).toBe('light');
    act(() => switchSystem(true));
    expect(page().colorScheme).toBe('light');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeTruthy();
  });
});
