import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CityEditPage from '../../features/cities/routes/city-edit-page';
import { mockFetch, type MockCall } from '../../test/fetch-mock';
import { renderRoutes, signIn } from '../../test/render';

// CONTRACT "Concurrent edits" on the screens: the form saves from the version it opened; a 412 keeps the typing and
// offers their version or a save over it.

const SAVED_AT = new Date(Date.now() - 2 * 60 * 1000).toISOString();
const stale = { detail: 'Someone else saved this City by Kenji Sato after you opened it.', saved_by: 'Kenji Sato', saved_at: SAVED_AT, version: 4 };

function serve(theirs: { name: string; version: number }) {
  let current = { id: 5, name: 'Perth', version: 3 };
  return mockFetch((call: MockCall) => {
    if (call.method === 'GET' && call.url.pathname.endsWith('/cities/5')) return { body: { id: 5, name: current.name }, headers: { ETag: `"${current.version}"` } };
    if (call.method === 'PUT' && call.url.pathname.endsWith('/cities/5')) {
      // Someone else saved between this form's GET and its first PUT.
      if (current.version === 3) current = { id: 5, ...theirs };
      if (call.headers['If-Match'] !== `"${current.version}"`) return { status: 412, body: stale };
      current = { ...current, name: (call.body as { name: string }).name, version: current.version + 1 };
      return { body: { id: 5, name: current.name }, headers: { ETag: `"${current.version}"` } };
    }
    return { body: { list: [], count: 0 } };
  });
}

const open = () =>
  renderRoutes(
    [
      { path: '/dashboard/cities/:cityId', element: <CityEditPage /> },
      { path: '/dashboard/cities', element: <p>The list</p> },
    ],
    '/dashboard/cities/5',
  );

/** Types a new name over the one opened and presses Update (someone else has saved meanwhile). */
async function renameAndSave() {
  const name = await screen.findByRole('textbox', { name: /city name/i });
  await userEvent.clear(name);
  await userEvent.type(name, 'Perth City');
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  return name;
}

beforeEach(() => signIn(['View City', 'Update City']));
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('an edit form someone else saved first', () => {
  it('sends the version it opened as If-Match; a 412 keeps the typing and says who and when', async () => {
    const { calls } = serve({ name: 'Perth WA', version: 4 });
    open();
    const name = await renameAndSave();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Someone else saved this 2 minutes ago');
    expect(alert.textContent).toContain('Kenji Sato saved it after you opened it.');
    expect((name as HTMLInputElement).value).toBe('Perth City');
    expect(document.activeElement).toBe(alert);
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.headers['If-Match']).toBe('"3"');
  });

  it('"Save mine anyway" saves the typing over their version, once', async () => {
    const { calls } = serve({ name: 'Perth WA', version: 4 });
    const { router } = open();
    await renameAndSave();
    await userEvent.click(await screen.findByRole('button', { name: 'Save mine anyway' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/cities'));
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => [c.headers['If-Match'], c.body])).toEqual([
      ['"3"', { name: 'Perth City' }],
      ['"4"', { name: 'Perth City' }],
    ]);
  });

  it('"Load their version" puts their values in the form; the next save goes from their version', async () => {
    const { calls } = serve({ name: 'Perth WA', version: 4 });
    const { router } = open();
    await renameAndSave();
    await userEvent.click(await screen.findByRole('button', { name: 'Load their version' }));

    const fresh = await screen.findByDisplayValue('Perth WA');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.type(fresh, ' North');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/cities'));
    expect(calls.filter((c) => c.method === 'PUT').at(-1)!.headers['If-Match']).toBe('"4"');
  });
});
