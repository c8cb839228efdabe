import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appRoutes } from '../../../app/routes';
import { mockFetch, type MockCall } from '../../../test/fetch-mock';
import { renderRoutes, signIn } from '../../../test/render';

let requests = [
  { id: 1, name: 'Ann Lee', email: 'ann@example.com', description: 'The list is empty.', created_at: '2026-03-01T10:00:00.000Z' },
  { id: 2, name: 'Bob Ray', email: 'bob@example.com', description: 'Cannot sign in.', created_at: '2026-03-02T11:30:00.000Z' },
];

function server(operations: string[]) {
  return ({ method, url }: MockCall) => {
    const path = url.pathname.replace('/api/admin/v1.0', '');
    if (path === '/operations') return { body: { operations, menu: ['Support'] } };
    if (method === 'GET' && path === '/support') return { body: { list: requests, count: requests.length } };
    if (method === 'DELETE' && path === '/support/2') {
      requests = requests.filter((r) => r.id !== 2);
      return { body: { message: 'Support Request deleted.' } };
    }
    return { status: 404, body: { detail: 'Support Request not found.' } };
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('Support List (spec §2 "Support list")', () => {
  it('lists requests with #, Name, Email, Description, Received and Action under Settings', async () => {
    signIn(['List Support', 'Delete Support'], ['Support']);
    mockFetch(server(['List Support', 'Delete Support']));
    renderRoutes(appRoutes, '/dashboard/support');
    const table = await screen.findByRole('table', { name: 'Support List' });
    await within(table).findByText('Bob Ray');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['#', 'Name', 'Email', 'Description', 'Received', 'Action']);
    expect(within(table).getByText('Cannot sign in.')).toBeTruthy();
    expect(table.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-01T10:00:00.000Z');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Support List' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: /^Add/ })).toBeNull();
  });

  it("deletes after confirmation and says 'Deleted.'", async () => {
    const user = userEvent.setup();
    signIn(['List Support', 'Delete Support'], ['Support']);
    const { calls } = mockFetch(server(['List Support', 'Delete Support']));
    renderRoutes(appRoutes, '/dashboard/support');
    await screen.findByText('Bob Ray');
    await user.click(screen.getAllByRole('button', { name: /^Delete Support Request( |$)/ })[1]);
    const dialog = screen.getByRole('dialog', { name: 'Delete Support Request' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Deleted.');
    await waitFor(() => expect(screen.queryByText('Bob Ray')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual(['/api/admin/v1.0/support/2']);
  });

  it('offers no delete without Delete Support', async () => {
    signIn(['List Support'], ['Support']);
    mockFetch(server(['List Support']));
    renderRoutes(appRoutes, '/dashboard/support');
    await screen.findByText('Ann Lee');
    expect(screen.queryByRole('button', { name: /^Delete Support Request( |$)/ })).toBeNull();
  });
});
