import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appRoutes } from '../../../app/routes';
import { mockFetch, type MockCall } from '../../../test/fetch-mock';
import { renderRoutes, signIn } from '../../../test/render';

const ALL = ['List Glass Types', 'Add Glass Types', 'Update Glass Types', 'Delete Glass Types'];
let glassTypes = [
  { id: 1, name: 'Laminated' },
  { id: 2, name: 'Toughened' },
];

function server(operations: string[]) {
  return ({ method, url, body }: MockCall) => {
    const path = url.pathname.replace('/api/admin/v1.0', '');
    if (path === '/operations') return { body: { operations, menu: ['Glass Types'] } };
    if (method === 'GET' && path === '/glass-types') return { body: { list: glassTypes, count: glassTypes.length } };
    if (method === 'GET' && path === '/glass-types/2') return { body: glassTypes.find((g) => g.id === 2) ?? { id: 2, name: 'Toughened' } };
    const { name } = (body ?? {}) as { name?: string };
    if (method === 'POST' && name?.toLowerCase() === 'laminated') return { status: 409, body: { detail: 'A Glass Type with this name already exists.' } };
    if (method === 'POST') return { status: 201, body: { id: 3, name } };
    if (method === 'PUT' && path === '/glass-types/2') return { body: { id: 2, name } };
    if (method === 'DELETE' && path === '/glass-types/1') {
      glassTypes = glassTypes.filter((g) => g.id !== 1);
      return { body: { message: 'Glass Type deleted.' } };
    }
    return { status: 404, body: { detail: 'Not Found' } };
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('Glass types (our addition: the warranty-reason shape)', () => {
  it('lists #, Name and Action with Add Glass Type, and deletes after confirmation', async () => {
    const user = userEvent.setup();
    signIn(ALL, ['Glass Types']);
    mockFetch(server(ALL));
    renderRoutes(appRoutes, '/dashboard/glassTypes');
    const table = await screen.findByRole('table', { name: 'Glass Types' });
    await within(table).findByText('Laminated');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['#', 'Name', 'Action']);
    expect(screen.getByRole('link', { name: 'Add Glass Type' }).getAttribute('href')).toBe('/dashboard/glassTypes/add');
    expect(screen.getAllByRole('link', { name: /^Edit Glass Type( |$)/ })[1].getAttribute('href')).toBe('/dashboard/glassTypes/2');

    await user.click(screen.getAllByRole('button', { name: /^Delete Glass Type( |$)/ })[0]);
    const dialog = screen.getByRole('dialog', { name: 'Delete Glass Type' });
    expect(dialog.textContent).toContain('Are you sure you want to delete the Glass Type ?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Deleted successfully');
    await waitFor(() => expect(screen.queryByText('Laminated')).toBeNull());
  });

  it('adds a glass type, and shows the 409 detail for a duplicate', async () => {
    const user = userEvent.setup();
    signIn(ALL, ['Glass Types']);
    mockFetch(server(ALL));
    const { router } = renderRoutes(appRoutes, '/dashboard/glassTypes/add');
    const field = await screen.findByRole('textbox', { name: 'Name' });
    await user.type(field, 'laminated');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A Glass Type with this name already exists.');
    await user.clear(field);
    await user.type(field, 'Low-E coated');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/glassTypes'));
    expect(screen.getByRole('alert').textContent).toContain('Added successfully');
  });

  it('updates a glass type with "Updated Successfully"', async () => {
    const user = userEvent.setup();
    signIn(ALL, ['Glass Types']);
    mockFetch(server(ALL));
    const { router } = renderRoutes(appRoutes, '/dashboard/glassTypes/2');
    const field = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('Toughened'));
    await user.type(field, ' 6mm');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/glassTypes'));
    expect(screen.getByRole('alert').textContent).toContain('Updated Successfully');
  });

  it('is closed to a user without List Glass Types', async () => {
    signIn(['List Warranty Reasons'], ['Warranty Reasons']);
    mockFetch(server(['List Warranty Reasons']));
    const { router } = renderRoutes(appRoutes, '/dashboard/glassTypes');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/unauthorized'));
  });
});
