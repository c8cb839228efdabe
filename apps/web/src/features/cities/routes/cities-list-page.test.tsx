import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appRoutes } from '../../../app/routes';
import { mockFetch, type MockCall } from '../../../test/fetch-mock';
import { renderRoutes, signIn } from '../../../test/render';

const OPERATIONS = ['Add City', 'Delete City', 'List Cities', 'Update City'];
let cities = [
  { id: 1, name: 'Oslo' },
  { id: 2, name: 'Rome' },
];

function server({ method, url }: MockCall) {
  const path = url.pathname.replace('/api/admin/v1.0', '');
  if (path === '/operations') return { body: { operations: OPERATIONS, menu: ['Trolley'] } };
  if (method === 'GET' && path === '/cities') return { body: { list: cities, count: cities.length } };
  if (method === 'DELETE' && path === '/cities/2') {
    cities = cities.filter((city) => city.id !== 2);
    return { body: { message: 'City deleted.' } };
  }
  if (method === 'DELETE') return { status: 409, body: { detail: 'This record is in use or refers to a missing record.' } };
  return { status: 404, body: { detail: 'Not Found' } };
}

afterEach(() => vi.unstubAllGlobals());

describe('Cities list (spec §2 "Cities")', () => {
  it('lists cities in the shell, with the menu and the Add City button', async () => {
    signIn(OPERATIONS, ['Trolley']);
    mockFetch(server);
    renderRoutes(appRoutes, '/dashboard/cities');
    const table = await screen.findByRole('table', { name: 'Cities' });
    await within(table).findByText('Oslo');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'Name', 'Action']);
    expect(screen.getByRole('link', { name: 'Add City' }).getAttribute('href')).toBe('/dashboard/cities/add');
    // Row buttons say which row they act on.
    expect(screen.getByRole('link', { name: 'Edit City Oslo' }).getAttribute('href')).toBe('/dashboard/cities/1');
    expect(screen.getByRole('button', { name: 'Delete City Rome' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Cities' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByText('Trolley')).toBeTruthy();
    expect(within(nav).queryByText('Utilities')).toBeNull();
  });

  it('deletes after confirmation and says so', async () => {
    cities = [
      { id: 1, name: 'Oslo' },
      { id: 2, name: 'Rome' },
    ];
    const user = userEvent.setup();
    signIn(OPERATIONS, ['Trolley']);
    const { calls } = mockFetch(server);
    renderRoutes(appRoutes, '/dashboard/cities');
    await screen.findByText('Rome');
    await user.click(screen.getAllByRole('button', { name: /^Delete City( |$)/ })[1]);
    const dialog = screen.getByRole('dialog', { name: 'Delete City' });
    expect(dialog.textContent).toContain('Are you sure you want to delete the City ?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Deleted successfully');
    await waitFor(() => expect(screen.queryByText('Rome')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url.pathname)).toEqual(['/api/admin/v1.0/cities/2']);
  });

  it('shows the server detail when the delete is refused', async () => {
    const user = userEvent.setup();
    signIn(OPERATIONS, ['Trolley']);
    mockFetch(server);
    renderRoutes(appRoutes, '/dashboard/cities');
    await screen.findByText('Oslo');
    await user.click(screen.getAllByRole('button', { name: /^Delete City( |$)/ })[0]);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This record is in use or refers to a missing record.');
  });

  it('offers no Add, Edit or Delete action to a user holding only List Cities', async () => {
    signIn(['List Cities'], ['Trolley']);
    mockFetch((call) => (call.url.pathname.endsWith('/operations') ? { body: { operations: ['List Cities'], menu: ['Trolley'] } } : server(call)));
    renderRoutes(appRoutes, '/dashboard/cities');
    await screen.findByText('Oslo');
    expect(screen.queryByRole('link', { name: 'Add City' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit City( |$)/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete City( |$)/ })).toBeNull();
  });
});
