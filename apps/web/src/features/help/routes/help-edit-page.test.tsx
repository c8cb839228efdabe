import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HelpEditPage from './help-edit-page';
import { mockFetch, type MockCall } from '../../../test/fetch-mock';
import { renderRoutes, signIn } from '../../../test/render';

// CONTRACT "Concurrent edits" on Update Help: the form saves from the version GET /help answered (its ETag goes with
// the PUT to /help/{id} as If-Match); a 412 keeps the typing and offers their version or a save over it.

const SAVED_AT = new Date(Date.now() - 2 * 60 * 1000).toISOString();
const stale = { detail: 'Someone else saved this Help by Kenji Sato after you opened it.', saved_by: 'Kenji Sato', saved_at: SAVED_AT, version: 4 };

function serve() {
  let current = { content: '<p>Old text</p>', version: 3 };
  return mockFetch((call: MockCall) => {
    const path = call.url.pathname.replace('/api/admin/v1.0', '');
    if (call.method === 'GET' && path === '/help') return { body: { id: 4, content: current.content }, headers: { ETag: `"${current.version}"` } };
    if (call.method === 'PUT' && path === '/help/4') {
      // Someone else saved between this form's GET and its first PUT.
      if (current.version === 3) current = { content: '<p>Their text</p>', version: 4 };
      if (call.headers['If-Match'] !== `"${current.version}"`) return { status: 412, body: stale };
      current = { content: (call.body as { content: string }).content, version: current.version + 1 };
      return { body: { id: 4, content: current.content }, headers: { ETag: `"${current.version}"` } };
    }
    return { status: 404, body: { detail: 'Not Found' } };
  });
}

const open = () =>
  renderRoutes(
    [
      { path: '/dashboard/help/:helpId', element: <HelpEditPage /> },
      { path: '/dashboard/help', element: <p>The help</p> },
    ],
    '/dashboard/help/4',
  );

/** Opens the form and makes the text a heading (a change), then presses Update. */
async function editAndSave(user: ReturnType<typeof userEvent.setup>) {
  const editor = await screen.findByRole('textbox', { name: 'Content' });
  expect(editor.textContent).toBe('Old text');
  await user.click(screen.getByRole('button', { name: 'Heading' }));
  await user.click(screen.getByRole('button', { name: 'Update' }));
  return editor;
}

beforeEach(() => signIn(['List Help', 'Update Help'], ['Help']));
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('Update Help someone else saved first', () => {
  it('sends the version it opened as If-Match; a 412 keeps the typing and says who and when', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    open();
    await editAndSave(user);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Someone else saved this 2 minutes ago');
    expect(alert.textContent).toContain('Kenji Sato saved it after you opened it.');
    expect(screen.getByRole('textbox', { name: 'Content' }).innerHTML).toContain('<h2>Old text</h2>');
    expect(document.activeElement).toBe(alert);
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/admin/v1.0/help/4');
    expect(put.headers['If-Match']).toBe('"3"');
  });

  it('"Save mine anyway" saves the typing over their version, once; the next opening saves from the version it made', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    const { router } = open();
    await editAndSave(user);
    await user.click(await screen.findByRole('button', { name: 'Save mine anyway' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/help'));
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => [c.headers['If-Match'], c.body])).toEqual([
      ['"3"', { content: '<h2>Old text</h2>' }],
      ['"4"', { content: '<h2>Old text</h2>' }],
    ]);

    // Edit again (the help read afresh after the save): no 412 from one's own save.
    await act(() => router.navigate('/dashboard/help/4'));
    await screen.findByRole('textbox', { name: 'Content' });
    await user.click(screen.getByRole('button', { name: 'Heading' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(3));
    expect(calls.filter((c) => c.method === 'PUT').at(-1)!.headers['If-Match']).toBe('"5"');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/help'));
  });

  it('"Load their version" puts their text in the form; the next save goes from their version', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    const { router } = open();
    await editAndSave(user);
    await user.click(await screen.findByRole('button', { name: 'Load their version' }));

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Content' }).textContent).toBe('Their text'));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Heading' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/help'));
    const last = calls.filter((c) => c.method === 'PUT').at(-1)!;
    expect([last.headers['If-Match'], last.body]).toEqual(['"4"', { content: '<h2>Their text</h2>' }]);
  });
});
