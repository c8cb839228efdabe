import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appRoutes } from '../../../app/routes';
import { mockFetch, type MockCall } from '../../../test/fetch-mock';
import { renderRoutes, signIn } from '../../../test/render';

let help = { id: 4, content: '<h2>Welcome</h2><p>Use the <strong>menu</strong>.</p>' };

function server(operations: string[]) {
  return ({ method, url, body }: MockCall) => {
    const path = url.pathname.replace('/api/admin/v1.0', '');
    if (path === '/operations') return { body: { operations, menu: ['Help'] } };
    if (method === 'GET' && path === '/help') return { body: help };
    if (method === 'PUT' && path === '/help/4') {
      help = { id: 4, content: (body as { content: string }).content };
      return { body: help };
    }
    return { status: 404, body: { detail: 'Help not found.' } };
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('Help page (spec §2 "Other screens")', () => {
  it('shows the help content and an Edit button to Update Help holders', async () => {
    signIn(['List Help', 'Update Help'], ['Help']);
    mockFetch(server(['List Help', 'Update Help']));
    renderRoutes(appRoutes, '/dashboard/help');
    const content = await screen.findByRole('article', { name: 'Help content' });
    expect(content.textContent).toContain('Welcome');
    expect(content.textContent).toContain('Use the menu.');
    expect(screen.getByRole('heading', { name: 'Help', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/dashboard/help/4');
  });

  it('has no Edit button for a reader holding only List Help', async () => {
    signIn(['List Help'], ['Help']);
    mockFetch(server(['List Help']));
    renderRoutes(appRoutes, '/dashboard/help');
    await screen.findByRole('article', { name: 'Help content' });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('the edit screen has the 700 px editor, Back and Update, and says "Help updated."', async () => {
    help = { id: 4, content: '<p>Old text</p>' };
    const user = userEvent.setup();
    signIn(['List Help', 'Update Help'], ['Help']);
    const { calls } = mockFetch(server(['List Help', 'Update Help']));
    const { router } = renderRoutes(appRoutes, '/dashboard/help/4');
    const editor = await screen.findByRole('textbox', { name: 'Content' });
    expect(editor.textContent).toBe('Old text');
    expect(window.getComputedStyle(editor).height).toBe('700px');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/dashboard/help');

    await user.click(screen.getByRole('button', { name: 'Heading' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Help updated.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/help'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ content: '<h2>Old text</h2>' });
    expect((await screen.findByRole('article', { name: 'Help content' })).textContent).toContain('Old text');
  });

  it('refuses to save an emptied help text', async () => {
    help = { id: 4, content: '<p>Some text</p>' };
    const user = userEvent.setup();
    signIn(['List Help', 'Update Help'], ['Help']);
    const { calls } = mockFetch(server(['List Help', 'Update Help']));
    renderRoutes(appRoutes, '/dashboard/help/4');
    const editor = await screen.findByRole('textbox', { name: 'Content' });
    await user.click(editor);
    // Select all, then delete: a click's caret in the test DOM can land before the text, where a lone Backspace
    // deletes nothing (the editor can put its own selection back when the page re-renders as its other reads answer).
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(editor.textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Content is required.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows Page not found when the address names another help document', async () => {
    signIn(['List Help', 'Update Help'], ['Help']);
    mockFetch(server(['List Help', 'Update Help']));
    renderRoutes(appRoutes, '/dashboard/help/99');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Content' })).toBeNull();
  });
});
