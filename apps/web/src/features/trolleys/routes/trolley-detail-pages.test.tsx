import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appRoutes } from '../../../app/routes';
import { mockFetch, type MockCall } from '../../../test/fetch-mock';
import { renderRoutes, signIn } from '../../../test/render';
import { PLANTS, path, transaction, trolley, trolleyServer, TROLLEY_OPS, type Answer } from './trolley-test-server';

afterEach(() => vi.unstubAllGlobals());

const HEADER = { uid: 'TR-1', time_duration: 9, charge_free_days: 5, after_free_day_charge: 12.5, chargeable_days: 4, cost: 50 };

function start(
  at: string,
  override: (call: MockCall) => Answer = () => undefined,
  list = [trolley(1, 'Alpha', { trolley_photo_url: null }), trolley(2, 'Bravo', { trolley_status: 'Delivery' })],
) {
  signIn(TROLLEY_OPS, ['Trolley']);
  const fetch = mockFetch(
    trolleyServer({ list, acting: [PLANTS[0]] }, (c) => {
      const a = override(c);
      if (a) return a;
      const p = path(c);
      if (p === '/trolleys/1/transactions')
        return { body: { list: [transaction(31, { handover_id: 12 }), transaction(30, { trolley_status: 'OnPlant', customer: null, photos: [], note: null })], count: 2 } };
      if (p === '/trolleys/1/transactions/31') return { body: transaction(31) };
      if (p === '/trolleys/1/transactions/31/history') return { body: HEADER };
      if (c.method === 'PUT' && p === '/trolleys/1/plantchange') return { body: trolley(1, 'Alpha', { trolley_status: 'PlantChange' }) };
      return undefined;
    }),
  );
  return { ...fetch, ...renderRoutes(appRoutes, at) };
}

describe('Trolley detail (spec §2 "Trolleys": transactions per trolley)', () => {
  it("shows the trolley's data, a printable label with the QR code of its UID, and its transactions", async () => {
    start('/dashboard/trolleys/1');
    expect(await screen.findByRole('heading', { name: 'Alpha', level: 1 })).toBeTruthy();
    const label = screen.getByRole('region', { name: 'Trolley label' });
    expect(within(label).getByText('TR-1')).toBeTruthy();
    const qr = await within(label).findByRole('img', { name: 'QR code of UID TR-1' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByRole('button', { name: 'Print Label' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Transactions' });
    await within(table).findByText('Site A');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['#', 'Date', 'Status', 'Customer', 'From / To Plant', 'Bars', 'User', 'Duration', 'Note', 'Photos', 'Receipt']);
    const first = within(table).getAllByRole('row')[1]!;
    expect(first.textContent).toContain('Erin Walker');
    expect(first.textContent).toContain('Ada Admin');
    expect(first.textContent).toContain('4 days');
    expect(
      within(first)
        .getByRole('link', { name: /^History of Delivered/ })
        .getAttribute('href'),
    ).toBe('/dashboard/trolleys/1/31');
    expect(within(first).getByRole('button', { name: 'Open Transaction image 1 of 1' })).toBeTruthy();
    // The delivery was a hand-over: its receipt is a button on the row; the plant step has none.
    expect(within(first).getByRole('button', { name: 'Receipt of hand-over No. 12' })).toBeTruthy();
    expect(within(within(table).getAllByRole('row')[2]!).queryByRole('button', { name: /^Receipt/ })).toBeNull();
    // OnPlant at the user's plant: Edit and Transfer.
    expect(screen.getByRole('link', { name: 'Transfer' }).getAttribute('href')).toBe('/dashboard/trolleys/1/transfer');
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/dashboard/trolleys/1/edit');
  });

  it('prints the label with window.print', async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    start('/dashboard/trolleys/1');
    await user.click(await screen.findByRole('button', { name: 'Print Label' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('shows the history header figures of a transaction, charges in dollars (spec §3, §9)', async () => {
    start('/dashboard/trolleys/1/31');
    const charges = await screen.findByRole('region', { name: 'Charges' });
    const text = charges.textContent!;
    expect(text).toContain('UIDTR-1');
    expect(text).toContain('Time Duration9 days');
    expect(text).toContain('Charge Free Days5 days');
    expect(text).toContain('After Free Day Charge (per day)$12.50');
    expect(text).toContain('Chargeable Days4 days');
    expect(text).toContain('Cost$50.00');
    expect(await screen.findByText('Site A')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Alpha' }).getAttribute('href')).toBe('/dashboard/trolleys/1');
  });
});

describe('Transfer (spec §4, §5)', () => {
  it('offers every plant but the current one, needs a name of 2-36, and sends PlantChange with from_plant_id', async () => {
    const user = userEvent.setup();
    const { calls, router } = start('/dashboard/trolleys/1/transfer');
    await user.click(await screen.findByRole('combobox', { name: 'Destination Plant' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['East Plant', 'South Plant']); // natural order, whatever order the server sends
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'East Plant' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'S');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(/at least 2/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'am');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Weekly swap');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(path(put)).toBe('/trolleys/1/plantchange');
    expect(put.body).toEqual({ name: 'Sam', no_of_bars: 0, images: [], image: null, note: 'Weekly swap', to_plant_id: 3, from_plant_id: 1, at: null });
    expect((await screen.findByRole('alert')).textContent).toContain('Transfer ordered: Alpha goes from North Plant to East Plant.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/trolleys'));
  });

  it('requires a destination plant and takes a name of 36 but not 37', async () => {
    const user = userEvent.setup();
    const { calls } = start('/dashboard/trolleys/1/transfer');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.click(name);
    await user.paste('N'.repeat(37));
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Destination Plant is required.')).toBeTruthy();
    expect(screen.getByText(/at most 36/)).toBeTruthy();
    await user.type(name, '{Backspace}');
    await user.click(screen.getByRole('combobox', { name: 'Destination Plant' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'South Plant' }));
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ name: 'N'.repeat(36), to_plant_id: 2 });
  });

  it("refuses a trolley that is not OnPlant, or not at one of the user's plants", async () => {
    start('/dashboard/trolleys/2/transfer');
    expect(await screen.findByText('Only a trolley that is On plant can be transferred; Bravo is Delivered.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    start('/dashboard/trolleys/1/transfer', () => undefined, [trolley(1, 'Alpha', { plant: PLANTS[1] })]);
    expect(await screen.findByText('South Plant is not one of your plants, so you cannot transfer Alpha.')).toBeTruthy();
  });
});

describe('Report lost / damaged, Recover', () => {
  const held = trolley(2, 'Bravo', { trolley_status: 'Delivery', customer: { id: 7, first_name: 'Erin', last_name: 'Walker' } as never });

  it('reports a held trolley lost with a charge: the form, then a confirmation naming the customer and the charge, one request', async () => {
    const user = userEvent.setup();
    const { calls } = start(
      '/dashboard/trolleys/2',
      (c) => (c.method === 'PUT' && path(c) === '/trolleys/2/lost' ? { body: { ...held, trolley_status: 'Lost', customer: null } } : undefined),
      [held],
    );
    expect(await screen.findByRole('heading', { name: 'Bravo', level: 1 })).toBeTruthy();
    // Delivery allows lost and damaged; recover only from Lost.
    expect(screen.getByRole('button', { name: 'Report damaged' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Recover' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Report lost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report lost: Bravo' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Charge to Erin Walker ($)' }), '1250.555');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Charge must have at most 2 decimals.')).toBeTruthy();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Charge to Erin Walker ($)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Charge to Erin Walker ($)' }), '1250.5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Not at the site');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Report Bravo as lost? Erin Walker no longer holds it and is charged $1,250.50.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    const yes = within(dialog).getByRole('button', { name: 'Yes' });
    await user.dblClick(yes);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ note: 'Not at the site', images: [], charge: 1250.5, at: null });
    expect((await screen.findByRole('alert')).textContent).toContain('Reported lost.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('recovers a Lost trolley onto a plant of the user; a trolley at a plant is not charged (no charge field)', async () => {
    const user = userEvent.setup();
    const lost = trolley(3, 'Charlie', { trolley_status: 'Lost' });
    const { calls } = start(
      '/dashboard/trolleys/3',
      (c) => (c.method === 'PUT' && path(c) === '/trolleys/3/recover' ? { body: { ...lost, trolley_status: 'OnPlant' } } : undefined),
      [lost],
    );
    await user.click(await screen.findByRole('button', { name: 'Recover' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recover: Charlie' });
    expect(within(dialog).queryByRole('textbox', { name: /^Charge/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Recover Charlie onto North Plant?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ to_plant_id: 1, images: [], note: null, at: null });
    expect((await screen.findByRole('alert')).textContent).toContain('Recovered.');
  });

  it('writes a Damaged trolley off: DeFleet with the reason (256 characters refused, 255 taken), the spec question, one request', async () => {
    const user = userEvent.setup();
    const damaged = trolley(4, 'Delta', { trolley_status: 'Damaged' });
    const { calls } = start(
      '/dashboard/trolleys/4',
      (c) => (c.method === 'PUT' && path(c) === '/trolleys/4/defleet' ? { body: { ...damaged, trolley_status: 'DeFleet' } } : undefined),
      [damaged],
    );
    await user.click(await screen.findByRole('button', { name: 'DeFleet' }));
    const dialog = await screen.findByRole('dialog', { name: 'DeFleet: Delta' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await user.click(reason);
    await user.paste('r'.repeat(256));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Reason must be at most 255 characters.')).toBeTruthy();
    await user.clear(reason);
    await user.paste('r'.repeat(255));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Are you sure you want to DeFleet the Trolley ? This cannot be undone.')).toBeTruthy();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ reason: 'r'.repeat(255) });
    expect((await screen.findByRole('alert')).textContent).toContain('Updated Successfully');
  });
});
