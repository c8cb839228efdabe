import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@glassdesk/shared';
import { mockFetch, type MockCall } from '../../../test/fetch-mock';
import { renderAt, signIn } from '../../../test/render';
import { UserPlants } from './user-plants';

const PLANTS = [
  { id: 10, name: 'North' },
  { id: 11, name: 'South' },
  { id: 12, name: 'West' },
];

function server(initial: Array<{ id: number; plant: { id: number; name: string } }>, conflict = false) {
  let entries = [...initial];
  return ({ method, url, body }: MockCall) => {
    const path = url.pathname.replace('/api/admin/v1.0', '');
    if (path === '/plant/all') return { body: PLANTS };
    if (method === 'GET' && path.endsWith('/user-plant')) return { body: entries };
    if (method === 'POST' && path.endsWith('/user-plant')) {
      if (conflict) return { status: 409, body: { detail: 'This Plant is already assigned to the User.' } };
      const plant = PLANTS.find((p) => p.id === (body as { plant_id: number }).plant_id)!;
      const entry = { id: 100 + entries.length, plant };
      entries = [...entries, entry];
      return { status: 201, body: entry };
    }
    const removed = /\/user-plant\/(\d+)$/.exec(path);
    if (method === 'DELETE' && removed) {
      entries = entries.filter((e) => e.id !== Number(removed[1]));
      return { body: { message: 'Plant removed.' } };
    }
    return { status: 404, body: { detail: 'Not Found' } };
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("a user's plants (spec §2)", () => {
  it("says 'Please select Plant' when Add is pressed without a choice", async () => {
    const u = userEvent.setup();
    const { calls } = mockFetch(server([]));
    renderAt(<UserPlants userId={7} />);
    await screen.findByText('No plants assigned.');
    await u.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please select Plant')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("adds the chosen plant ('Added successfully'), no longer offers it, and removes an entry ('Deleted successfully')", async () => {
    const u = userEvent.setup();
    const { calls } = mockFetch(server([{ id: 50, plant: PLANTS[0] }]));
    renderAt(<UserPlants userId={7} />);
    const list = await screen.findByRole('list', { name: 'Assigned plants' });
    await within(list).findByText('North');

    await u.click(screen.getByRole('combobox', { name: 'Plant' }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['South', 'West']);
    await u.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'West' }));
    await u.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Added successfully');
    await within(list).findByText('West');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: expect.objectContaining({ pathname: '/api/admin/v1.0/users/7/user-plant' }), body: { plant_id: 12 } });

    const north = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('North'))!;
    await u.click(within(north).getByRole('button', { name: /^Remove Plant( |$)/ }));
    await waitFor(() => expect(within(list).queryByText('North')).toBeNull());
    expect(screen.getByRole('alert').textContent).toContain('Deleted successfully');
    expect(calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe('/api/admin/v1.0/users/7/user-plant/50');
  });

  it('shows the detail of a refused add', async () => {
    const u = userEvent.setup();
    mockFetch(server([], true));
    renderAt(<UserPlants userId={7} />);
    await screen.findByText('No plants assigned.');
    await u.click(screen.getByRole('combobox', { name: 'Plant' }));
    await u.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'South' }));
    await u.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This Plant is already assigned to the User.');
  });

  it('updates the stored plants when the signed-in user changes their own', async () => {
    const u = userEvent.setup();
    signIn(['Update User']); // the stored user has id 1
    mockFetch(server([]));
    renderAt(<UserPlants userId={1} />);
    await screen.findByText('No plants assigned.');
    await u.click(screen.getByRole('combobox', { name: 'Plant' }));
    await u.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'South' }));
    await u.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.plants) ?? '[]')).toEqual([{ id: 11, name: 'South' }]));
  });

  it('offers the plants in natural order and narrows them as the user types', async () => {
    const u = userEvent.setup();
    const plants = [
      { id: 1, name: 'Plant 10' },
      { id: 2, name: 'plant 2' },
      { id: 3, name: 'Harbour' },
    ];
    mockFetch(({ url }) => {
      const path = url.pathname.replace('/api/admin/v1.0', '');
      if (path === '/plant/all') return { body: plants };
      if (path.endsWith('/user-plant')) return { body: [] };
      return { status: 404, body: { detail: 'Not Found' } };
    });
    renderAt(<UserPlants userId={7} />);
    await screen.findByText('No plants assigned.');
    const box = screen.getByRole('combobox', { name: 'Plant' });
    await u.click(box);
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Harbour', 'plant 2', 'Plant 10']),
    );
    await u.type(box, 'PLANT');
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['plant 2', 'Plant 10']),
    );
  });
});
