import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PreferencesTab } from './preferences-tab';
import { mockFetch, type MockCall } from '../../../test/fetch-mock';
import { renderAt, signIn } from '../../../test/render';

// CONTRACT "Concurrent edits" on Preferences (the notification settings): the form saves from the version GET
// /notification-settings answered (If-Match on the PUT to /notification-settings/{id}); a 412 keeps the typing and
// offers their version or a save over it, and the form stays where it is.

const SAVED_AT = new Date(Date.now() - 2 * 60 * 1000).toISOString();
const stale = { detail: 'Someone else saved this Notification settings by Kenji Sato after you opened it.', saved_by: 'Kenji Sato', saved_at: SAVED_AT, version: 4 };

function serve() {
  let current = { email: 'alerts@example.com', version: 3 };
  return mockFetch((call: MockCall) => {
    const path = call.url.pathname.replace('/api/admin/v1.0', '');
    if (call.method === 'GET' && path === '/notification-settings') return { body: { id: 3, email: current.email }, headers: { ETag: `"${current.version}"` } };
    if (call.method === 'PUT' && path === '/notification-settings/3') {
      // Someone else saved between this form's GET and its first PUT.
      if (current.version === 3) current = { email: 'theirs@example.com', version: 4 };
      if (call.headers['If-Match'] !== `"${current.version}"`) return { status: 412, body: stale };
      current = { email: (call.body as { email: string }).email, version: current.version + 1 };
      return { body: { id: 3, email: current.email }, headers: { ETag: `"${current.version}"` } };
    }
    return { status: 404, body: { detail: 'Not Found' } };
  });
}

async function typeAndSave(user: ReturnType<typeof userEvent.setup>, email: string) {
  const field = await screen.findByRole('textbox', { name: /customer registration alert email/i });
  await user.clear(field);
  await user.type(field, email);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return field as HTMLInputElement;
}

const staleAlert = async () => (await screen.findByText(/Someone else saved this 2 minutes ago/)).closest('[role="alert"]') as HTMLElement;

beforeEach(() => signIn([]));
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('Preferences someone else saved first', () => {
  it('sends the version it opened as If-Match; a 412 keeps the typing and says who and when (no error snackbar)', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderAt(<PreferencesTab />);
    const field = await typeAndSave(user, 'mine@example.com');

    const alert = await staleAlert();
    expect(alert.textContent).toContain('Kenji Sato saved it after you opened it.');
    expect(document.activeElement).toBe(alert);
    expect(field.value).toBe('mine@example.com');
    expect(screen.queryByText(/Nothing was changed/)).toBeNull();
    expect(calls.find((c) => c.method === 'PUT')!.headers['If-Match']).toBe('"3"');
  });

  it('"Save mine anyway" saves the typing over their version; the next save goes from the one it made', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderAt(<PreferencesTab />);
    await typeAndSave(user, 'mine@example.com');
    await user.click(await screen.findByRole('button', { name: 'Save mine anyway' }));

    expect(await screen.findByText('Saved.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/Someone else saved this/)).toBeNull());
    expect((await screen.findByDisplayValue('mine@example.com')) as HTMLInputElement).toBeTruthy();
    await typeAndSave(user, 'later@example.com');
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(3));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.headers['If-Match'], c.body])).toEqual([
      ['"3"', { email: 'mine@example.com' }],
      ['"4"', { email: 'mine@example.com' }],
      ['"5"', { email: 'later@example.com' }],
    ]);
    expect(screen.queryByText(/Someone else saved this/)).toBeNull();
  });

  it('"Load their version" puts their address in the form; the next save goes from their version', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderAt(<PreferencesTab />);
    await typeAndSave(user, 'mine@example.com');
    await user.click(await screen.findByRole('button', { name: 'Load their version' }));

    expect(await screen.findByDisplayValue('theirs@example.com')).toBeTruthy();
    expect(screen.queryByText(/Someone else saved this/)).toBeNull();
    await typeAndSave(user, 'after@example.com');
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)!.headers['If-Match']).toBe('"4"');
  });
});
