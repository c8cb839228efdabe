import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appRoutes } from '../../../app/routes';
import { mockFetch, type MockCall } from '../../../test/fetch-mock';
import { renderRoutes, signIn } from '../../../test/render';

const OPS = ['Update Ticket Settings', 'List Users'];
const MENU = ['Ticket Settings'];
const USERS = [
  { id: 3, first_name: 'Pat', last_name: 'Production', email: 'pat@example.com' },
  { id: 1, first_name: 'Ada', last_name: 'Admin', email: 'ada@example.com' },
  { id: 2, first_name: 'Sam', last_name: 'Sales', email: 'sam@example.com' },
];
let settings = { access: [1], emails: [] as number[], production: [3], sales: [2, 99] as number[], trolley_alerts: [1] as number[] };
beforeEach(() => {
  settings = { access: [1], emails: [], production: [3], sales: [2, 99], trolley_alerts: [1] };
});
afterEach(() => vi.unstubAllGlobals());

function server(override: (call: MockCall) => { status?: number; body?: unknown; headers?: Record<string, string> } | undefined = () => undefined) {
  return (call: MockCall) => {
    const answer = override(call);
    if (answer) return answer;
    const path = call.url.pathname.replace('/api/admin/v1.0', '');
    if (path === '/operations') return { body: { operations: OPS, menu: MENU } };
    if (path === '/users/all') return { body: USERS };
    if (path === '/ticket-settings' && call.method === 'GET') return { body: settings };
    if (path === '/ticket-settings' && call.method === 'PUT') {
      settings = call.body as typeof settings;
      return { body: settings };
    }
    return { status: 404, body: { detail: 'Not Found' } };
  };
}

const group = (name: string) => screen.getByRole('group', { name });

describe('Ticket Settings (spec §2, §6)', () => {
  it('shows the checkbox groups of users (four, and the Trolley alerts) with the stored choices, and the menu entry under Settings', async () => {
    signIn(OPS, MENU);
    mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/ticketSettings');
    await screen.findByRole('group', { name: 'Access' });
    for (const name of ['Access', 'Emails', 'Production', 'Sales', 'Trolley alerts']) {
      // Users in natural order of their names.
      expect(
        within(group(name))
          .getAllByRole('checkbox')
          .map((c) => c.closest('label')!.textContent),
      ).toEqual(['Ada Adminada@example.com', 'Pat Productionpat@example.com', 'Sam Salessam@example.com']);
    }
    expect((within(group('Access')).getByRole('checkbox', { name: /Ada Admin/ }) as HTMLInputElement).checked).toBe(true);
    expect((within(group('Production')).getByRole('checkbox', { name: /Pat Production/ }) as HTMLInputElement).checked).toBe(true);
    expect(
      within(group('Emails'))
        .getAllByRole('checkbox')
        .some((c) => (c as HTMLInputElement).checked),
    ).toBe(false);
    expect(group('Production').textContent).toContain('Can view and add comments.');
    expect((within(group('Trolley alerts')).getByRole('checkbox', { name: /Ada Admin/ }) as HTMLInputElement).checked).toBe(true);
    expect(group('Trolley alerts').textContent).toContain('Receive the daily digest of customers holding trolleys past their free days.');
    const settingsMenu = within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('list', { name: 'Settings' });
    expect(within(settingsMenu).getByRole('link', { name: 'Ticket Settings' }).getAttribute('aria-current')).toBe('page');
  });

  it("saves the lists and says 'Saved.' (a deleted user's id is dropped)", async () => {
    const user = userEvent.setup();
    signIn(OPS, MENU);
    const { calls } = mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/ticketSettings');
    await user.click(await within(await screen.findByRole('group', { name: 'Emails' })).findByRole('checkbox', { name: /Sam Sales/ }));
    await user.click(within(group('Access')).getByRole('checkbox', { name: /Ada Admin/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Saved.');
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => c.body)).toEqual([{ access: [], emails: [2], production: [3], sales: [2], trolley_alerts: [1] }]);
  });

  it('asks before leaving with unsaved choices', async () => {
    const user = userEvent.setup();
    signIn(OPS, MENU);
    mockFetch(server());
    renderRoutes(appRoutes, '/dashboard/ticketSettings');
    await user.click(await within(await screen.findByRole('group', { name: 'Sales' })).findByRole('checkbox', { name: /Pat Production/ }));
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Unsaved changes' })).toBeTruthy();
  });

  it('shows the detail of a refused save', async () => {
    const user = userEvent.setup();
    signIn(OPS, MENU);
    mockFetch(
      server((c) => (c.method === 'PUT' ? { status: 422, body: { detail: [{ loc: ['body', 'sales'], msg: 'User 2 does not exist.', type: 'value_error' }] } } : undefined)),
    );
    renderRoutes(appRoutes, '/dashboard/ticketSettings');
    await user.click(await within(await screen.findByRole('group', { name: 'Emails' })).findByRole('checkbox', { name: /Ada Admin/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('sales: User 2 does not exist.');
  });

  it('sends a user without Update Ticket Settings to Unauthorized', async () => {
    signIn(['List Users'], MENU);
    mockFetch(server());
    const { router } = renderRoutes(appRoutes, '/dashboard/ticketSettings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/unauthorized'));
  });

  it('saves from the version it opened: a 412 keeps the ticks, and Load their version shows theirs', async () => {
    const user = userEvent.setup();
    signIn(OPS, MENU);
    let version = 4;
    const { calls } = mockFetch(
      server((call) => {
        if (!call.url.pathname.endsWith('/ticket-settings')) return undefined;
        if (call.method === 'GET') return { body: settings, headers: { ETag: `"${version}"` } };
        // Someone else saved (Emails: Sam) after this screen opened.
        settings = { ...settings, emails: [2] };
        version = 5;
        return { status: 412, body: { detail: 'Someone else saved this Ticket Settings.', saved_by: 'Kenji Sato', saved_at: new Date().toISOString(), version } };
      }),
    );
    renderRoutes(appRoutes, '/dashboard/ticketSettings');
    await user.click(await within(await screen.findByRole('group', { name: 'Emails' })).findByRole('checkbox', { name: /Pat Production/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const stale = await screen.findByRole('alert');
    expect(stale.textContent).toContain('Kenji Sato saved it after you opened it.');
    expect((within(group('Emails')).getByRole('checkbox', { name: /Pat Production/ }) as HTMLInputElement).checked).toBe(true);
    expect(calls.find((c) => c.method === 'PUT')!.headers['If-Match']).toBe('"4"');

    await user.click(within(stale).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect((within(group('Emails')).getByRole('checkbox', { name: /Sam Sales/ }) as HTMLInputElement).checked).toBe(true));
    expect((within(group('Emails')).getByRole('checkbox', { name: /Pat Production/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
