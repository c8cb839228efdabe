import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, type MockCall } from '../../test/fetch-mock';
import { renderRoutes, signIn } from '../../test/render';
import { appRoutes } from '../routes';

const server = ({ url }: MockCall) => {
  const path = url.pathname.replace('/api/admin/v1.0', '');
  if (path === '/operations') return { body: { operations: ['List Cities', 'Add City', 'List Plants'], menu: [] } };
  if (path === '/cities' || path === '/plants') return { body: { list: [], count: 0 } };
  if (path.endsWith('/user-plant')) return { body: [] };
  return { status: 404, body: { detail: 'Not Found' } };
};

/** The width the page is shown at: happy-dom answers media queries from it. */
function viewport(width: number) {
  (window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }).happyDOM.setViewport({ width, height: 844 });
}

const menuLink = (name: string) => screen.getByRole('navigation', { name: 'Main menu' }).querySelector(`a[href="${name}"]`);

beforeEach(() => {
  signIn(['List Cities', 'Add City', 'List Plants']);
  mockFetch(server);
});
afterEach(() => {
  vi.unstubAllGlobals();
  viewport(1024);
});

describe('Shell on a phone (below md)', () => {
  it('hides the menu behind a named menu button; the drawer opens, and a navigation closes it', async () => {
    viewport(390);
    const user = userEvent.setup();
    const { router } = renderRoutes(appRoutes, '/dashboard');
    const open = await screen.findByRole('button', { name: 'Open menu' });
    // Closed at first: no menu on the page, the content has the width.
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(open.getAttribute('aria-expanded')).toBe('false');

    await user.click(open);
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const drawerPaper = nav.closest('.MuiDrawer-paper');
    expect(drawerPaper).not.toBeNull();
    expect(nav.closest('.MuiDrawer-modal')).not.toBeNull();
    await user.click(within(nav).getByRole('link', { name: 'Cities' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/cities'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Cities', level: 1 })).toBeTruthy();
  });

  it('closes with Escape and with its own Close menu button', async () => {
    viewport(390);
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await screen.findByRole('navigation', { name: 'Main menu' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull());
  });

  it('keeps every top-bar control named, Logout as an icon button', async () => {
    viewport(390);
    renderRoutes(appRoutes, '/dashboard');
    const banner = await screen.findByRole('banner');
    for (const name of ['Open menu', 'Toggle light/dark theme', 'Logout']) expect(within(banner).getByRole('button', { name })).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Ada' })).toBeTruthy();
    expect(within(banner).queryByText('Logout')).toBeNull();
  });
});

describe('Shell from md up', () => {
  it('shows the permanent drawer and no menu button', async () => {
    viewport(1280);
    renderRoutes(appRoutes, '/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(nav.closest('.MuiDrawer-docked')).not.toBeNull();
    expect(menuLink('/dashboard/cities')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Logout' }).textContent).toContain('Logout');
  });
});

describe('Shell accessibility and titles', () => {
  it('starts with a skip link that moves the focus to the main element', async () => {
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/dashboard');
    const skip = await screen.findByRole('link', { name: 'Skip to main content' });
    await user.tab();
    expect(document.activeElement).toBe(skip);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(skip.getAttribute('href')).toBe('#main-content');
  });

  it('titles the document after the page: "Cities · GlassDesk", "Add City · GlassDesk"', async () => {
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/dashboard');
    await waitFor(() => expect(document.title).toBe('Dashboard · GlassDesk'));
    await user.click(await screen.findByRole('link', { name: 'Cities' }));
    await waitFor(() => expect(document.title).toBe('Cities · GlassDesk'));
    await user.click(await screen.findByRole('link', { name: 'Add City' }));
    await waitFor(() => expect(document.title).toBe('Add City · GlassDesk'));
  });
});
