import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppTheme } from '../../app/theme';
import { PortalProviders } from '../app/providers';
import { ThemeToggle } from '../components/theme-toggle';
import indexHtml from '../../../portal/index.html?raw';
import { SESSION_KEY } from './session';
import { THEME_KEY } from './theme-mode';

// index.html's one inline script, as the browser runs it (the server allows it by its hash).
const script = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';

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
  document.documentElement.removeAttribute('data-boot');
  window.history.replaceState(null, '', '/');
});

describe("the portal's theme: the system's unless chosen", () => {
  it("index.html's head runs the script before the app, and it is the page's only inline script (CSP: by its hash)", () => {
    const head = indexHtml.slice(0, indexHtml.indexOf('</head>'));
    expect(script).toContain('root.style.backgroundColor');
    expect(head).toContain(script);
    expect(indexHtml.indexOf(script)).toBeLessThan(indexHtml.indexOf('main.tsx'));
    expect(indexHtml.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toHaveLength(1);
    expect(script).toContain(`getItem('${THEME_KEY}')`);
    expect(script).toContain(`getItem('${SESSION_KEY}')`);
  });

  it.each([
    ['/portal/tickets/new', true, 'app'],
    ['/portal/tickets', true, 'app'],
    ['/portal/', true, 'app'],
    ['/portal/tickets/new', false, 'public'],
    ['/portal/login', true, 'public'],
    ['/portal/register', true, 'public'],
    ['/portal/waiting', true, 'public'],
    ['/portal/forgot/', true, 'public'],
    ['/portal/login', false, 'public'],
  ])('paints the frame %s shows first (signed in %s): %s', (path, signedIn, frame) => {
    window.history.replaceState(null, '', path);
    if (signedIn) window.localStorage.setItem(SESSION_KEY, JSON.stringify({ token: 'a-token', id: 7 }));
    boot();
    expect(document.documentElement.getAttribute('data-boot')).toBe(frame);
  });

  it('paints the public frame when the stored session is not one (no token)', () => {
    window.history.replaceState(null, '', '/portal/tickets');
    window.localStorage.setItem(SESSION_KEY, 'null');
    boot();
    expect(document.documentElement.getAttribute('data-boot')).toBe('public');
  });

  it.each([
    [true, null, DARK, 'dark'],
    [false, null, LIGHT, 'light'],
    [true, 'light', LIGHT, 'light'],
    [false, 'dark', DARK, 'dark'],
    [false, 'sepia', LIGHT, 'light'],
  ])('the boot script: system dark %s, stored %s -> %s', (dark, stored, colour, scheme) => {
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
