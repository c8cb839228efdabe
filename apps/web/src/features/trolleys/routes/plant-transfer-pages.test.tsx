import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appRoutes } from '../../../app/routes';
import { mockFetch, type MockCall } from '../../../test/fetch-mock';
import { renderRoutes, signIn } from '../../../test/render';
import { PLANTS, path, trolley, trolleyServer, TROLLEY_OPS, type Answer } from './trolley-test-server';

afterEach(() => vi.unstubAllGlobals());

const moving = () => [
  trolley(1, 'Alpha', { trolley_status: 'PlantChange', from_plant: 1, to_plant: 2, from_plant_name: 'North Plant', to_plant_name: 'South Plant', expiry_date: '2020-05-01' }),
  trolley(2, 'Bravo', {
    trolley_status: 'DropOff',
    from_plant: 1,
    to_plant: 2,
    from_plant_name: 'North Plant',
    to_plant_name: 'South Plant',
    is_certified: false,
    customer: { id: 7, first_name: 'Erin', last_name: 'Walker' },
  }),
];

function start(at: string, opts: { acting?: typeof PLANTS; override?: (call: MockCall) => Answer } = {}) {
  signIn(TROLLEY_OPS, ['Trolley']);
  const fetch = mockFetch(
    trolleyServer({ list: [], acting: opts.acting ?? [PLANTS[0], PLANTS[1]] }, (c) => {
      const a = opts.override?.(c);
      if (a) return a;
      const p = path(c);
      if (p === '/trolleys/statuses/checkout' || p === '/trolleys/statuses/checkin') return { body: { list: moving(), count: 2 } };
      if (c.method === 'PUT') return { body: moving()[0] };
      return undefined;
    }),
  );
  return { ...fetch, ...renderRoutes(appRoutes, at) };
}

const row = (text: string) => screen.getAllByRole('row').find((r) => r.textContent?.includes(text))!;
const listCalls = (calls: MockCall[], which: string) => calls.filter((c) => path(c) === `/trolleys/statuses/${which}`);

describe('Trolley Checkout and Checkin (spec §2, §4, §6)', () => {
  it("says 'Please Select Plant' until a plant of the user's is chosen, then lists 'List Trolley' with every column", async () => {
    const user = userEvent.setup();
    const { calls, router } = start('/dashboard/plant-transfer/check-out');
    expect(await screen.findByText('Please Select Plant')).toBeTruthy();
    expect(listCalls(calls, 'checkout')).toHaveLength(0);
    await user.click(screen.getByRole('combobox', { name: 'Plant' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['North Plant', 'South Plant']);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'North Plant' }));
    const table = await screen.findByRole('table', { name: 'List Trolley' });
    expect(screen.getByRole('heading', { name: 'List Trolley' })).toBeTruthy();
    await within(table).findByText('Alpha');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      '#',
      'Image',
      'Trolley Name',
      'UID',
      'Customer Name',
      'Status',
      'Serial Number',
      'Certified',
      'Expiry Date',
      'Create Date',
      'Last Update',
      'From Plant',
      'To Plant',
      'Action',
    ]);
    const q = listCalls(calls, 'checkout').at(-1)!.url.searchParams;
    expect([q.get('plant_id'), q.get('trolley_status'), q.get('disabled'), q.get('start'), q.get('limit')]).toEqual(['1', 'PlantChange', '0', '0', '10']);
    expect(new URLSearchParams(router.state.location.search).get('plant')).toBe('1');
    // The provider's label when no customer holds it, the customer's link otherwise; Yes with a tick or No; expired marker.
    expect(row('Alpha').textContent).toContain('GlassDesk');
    expect(within(row('Bravo')).getByRole('link', { name: 'Erin Walker' }).getAttribute('href')).toBe('/dashboard/customers/7');
    expect(row('Alpha').textContent).toContain('Yes');
    expect(within(row('Bravo')).getAllByRole('cell')[7]!.textContent).toBe('No');
    expect(within(row('Alpha')).getByRole('img', { name: 'Expired' })).toBeTruthy();
    expect(row('Alpha').textContent).toContain('North Plant');
    expect(row('Alpha').textContent).toContain('South Plant');
    expect(within(row('Alpha')).getByRole('img', { name: 'Trolley Alpha' }).getAttribute('src')).toBe('/files/photo1/thumbnail');
  });

  it('checks a PlantChange trolley out with the spec body, says so and reloads the list (no button for one already on the road)', async () => {
    const user = userEvent.setup();
    const { calls } = start('/dashboard/plant-transfer/check-out?plant=1');
    await user.click(await screen.findByRole('button', { name: 'Checkout Alpha' }));
    expect(screen.queryByRole('button', { name: 'Checkout Bravo' })).toBeNull();
    expect((await screen.findByRole('alert')).textContent).toContain('Checked out: Alpha is on the road to South Plant.');
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(path(put)).toBe('/trolleys/1/plantdropoff');
    expect(put.body).toEqual({ name: null, no_of_bars: 0, images: [], image: null, note: null, to_plant_id: 2, from_plant_id: 1 });
    await waitFor(() => expect(listCalls(calls, 'checkout').length).toBeGreaterThanOrEqual(2));
  });

  it('checks a trolley in (onplant) with to_plant_id and from_plant_id', async () => {
    const user = userEvent.setup();
    const { calls } = start('/dashboard/plant-transfer/check-in?plant=2');
    await user.click(await screen.findByRole('button', { name: 'Check-in Bravo' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Checked in: Bravo is on plant at South Plant.');
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(path(put)).toBe('/trolleys/2/onplant');
    expect(put.body).toEqual({ name: null, no_of_bars: 0, images: [], image: null, note: null, to_plant_id: 2, from_plant_id: 1 });
    expect(listCalls(calls, 'checkin')[0]!.url.searchParams.get('plant_id')).toBe('2');
  });

  it("says 'something went wrong' when the trolley to check in is gone (404), and shows a 409's detail", async () => {
    const user = userEvent.setup();
    start('/dashboard/plant-transfer/check-in?plant=2', {
      override: (c) =>
        c.method === 'PUT' && path(c) === '/trolleys/1/onplant'
          ? { status: 404, body: { detail: 'Trolley not found.' } }
          : c.method === 'PUT'
            ? { status: 409, body: { detail: 'This Trolley is going to South Plant, not the plant chosen.' } }
            : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Check-in Alpha' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('something went wrong'));
    await user.click(screen.getByRole('button', { name: 'Check-in Bravo' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('This Trolley is going to South Plant, not the plant chosen.'));
  });

  it('says "You don\'t have permission to any plant" to a user without plants', async () => {
    const { calls } = start('/dashboard/plant-transfer/check-in', { acting: [] });
    expect(await screen.findByText("You don't have permission to any plant")).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Plant' })).toBeNull();
    expect(listCalls(calls, 'checkin')).toHaveLength(0);
  });

  it("ignores a plant in the URL that is not one of the user's", async () => {
    const { calls } = start('/dashboard/plant-transfer/check-out?plant=3');
    expect(await screen.findByText('Please Select Plant')).toBeTruthy();
    expect(listCalls(calls, 'checkout')).toHaveLength(0);
  });

  it('shows no action button without Update Trolley', async () => {
    signIn(['List Trolleys'], ['Trolley']);
    mockFetch(
      trolleyServer({ list: [], acting: [PLANTS[0]], operations: ['List Trolleys'] }, (c) =>
        path(c) === '/trolleys/statuses/checkout' ? { body: { list: moving(), count: 2 } } : undefined,
      ),
    );
    renderRoutes(appRoutes, '/dashboard/plant-transfer/check-out?plant=1');
    await screen.findByText('Alpha');
    expect(screen.queryByRole('button', { name: 'Checkout Alpha' })).toBeNull();
  });
});
