import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appRoutes } from '../../../app/routes';
import { mockFetch, type MockCall } from '../../../test/fetch-mock';
import { renderRoutes, signIn } from '../../../test/render';
import { path, trolley, trolleyServer, TROLLEY_OPS, type Answer } from './trolley-test-server';

afterEach(() => vi.unstubAllGlobals());

type User = ReturnType<typeof userEvent.setup>;
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const posts = (calls: MockCall[]) => calls.filter((c) => c.method === 'POST' && path(c) === '/trolleys');

function start(override: (call: MockCall) => Answer = () => undefined, at = '/dashboard/trolleys/add') {
  signIn(TROLLEY_OPS, ['Trolley']);
  const fetch = mockFetch(
    trolleyServer({ list: [trolley(5, 'Echo', { expiry_date: '2027-12-31', serial_number: null, is_certified: false })] }, (c) => {
      const a = override(c);
      if (a) return a;
      if (c.method === 'POST' && path(c) === '/trolleys') return { status: 201, body: trolley(6, 'New') };
      if (c.method === 'PUT' && path(c) === '/trolleys/5') return { body: trolley(5, 'Echo') };
      return undefined;
    }),
  );
  return { ...fetch, ...renderRoutes(appRoutes, at) };
}

async function fill(user: User, values: { name?: string; uid?: string; expiry?: string }) {
  await screen.findByRole('textbox', { name: 'Trolley Name' });
  if (values.name !== undefined) await user.type(field('Trolley Name'), values.name);
  if (values.uid !== undefined) await user.type(field('UID'), values.uid);
  if (values.expiry !== undefined) await user.type(field('Expiry Date'), values.expiry);
  await user.click(screen.getByRole('combobox', { name: 'Plant' }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'South Plant' }));
}

describe('Add Trolley (spec §5 trolley)', () => {
  it('sends the expiry date typed as dd/mm/yyyy (APP_LOCALE en-AU) as an ISO date, with the plant and certified', async () => {
    const user = userEvent.setup();
    const { calls, router } = start();
    await fill(user, { name: 'Alpha', uid: 'TR-A', expiry: '31/12/2027' });
    await user.type(field('Serial Number'), 'SN 1');
    await user.click(screen.getByRole('checkbox', { name: 'Certified' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({
      name: 'Alpha',
      uid: 'TR-A',
      trolley_photo_url: null,
      serial_number: 'SN 1',
      is_certified: true,
      expiry_date: '2027-12-31',
      plant_id: 2,
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Added successfully');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/trolleys'));
  });

  it.each([
    ['1/1/2027', '2027-01-01'],
    ['01012027', '2027-01-01'],
    ['2027-12-31', '2027-12-31'],
  ])("reads '%s' (APP_LOCALE en-AU's order, a phone's bare digits, or ISO) as %s, and writes it as the app does on leaving", async (typed, iso) => {
    const user = userEvent.setup();
    const { calls } = start();
    await fill(user, { name: 'Alpha', uid: 'TR-A', expiry: typed });
    await user.tab();
    expect(field('Expiry Date').value).toBe(`${iso.slice(8)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toMatchObject({ expiry_date: iso });
  });

  it('takes a day chosen from the calendar and writes it as dd/mm/yyyy', async () => {
    const user = userEvent.setup();
    const { calls } = start();
    await fill(user, { name: 'Alpha', uid: 'TR-A' });
    expect(screen.getByRole('button', { name: 'Choose Expiry Date from a calendar' })).toBeTruthy();
    const calendar = field('Expiry Date').closest('.MuiInputBase-root')!.querySelector<HTMLInputElement>('input[type="date"]')!;
    fireEvent.change(calendar, { target: { value: '2028-03-09' } });
    expect(field('Expiry Date').value).toBe('09/03/2028');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toMatchObject({ expiry_date: '2028-03-09' });
  });

  it.each(['31/02/2027', '2027/12/31', '31/12/27', '00/01/2027'])("refuses the expiry date '%s' with 'Please select a valid expiry date.' and sends nothing", async (typed) => {
    const user = userEvent.setup();
    const { calls } = start();
    await fill(user, { name: 'Alpha', uid: 'TR-A', expiry: typed });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please select a valid expiry date.')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it('leaves an empty expiry date and serial number as null', async () => {
    const user = userEvent.setup();
    const { calls } = start();
    await fill(user, { name: 'Al', uid: 'U' });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toMatchObject({ name: 'Al', uid: 'U', expiry_date: null, serial_number: null });
  });

  it.each([
    ['Trolley Name', 1, 'at least 2'],
    ['Trolley Name', 37, 'at most 36'],
    ['UID', 37, 'at most 36'],
    ['Serial Number', 101, 'at most 100'],
  ])('refuses %s of %i characters', async (label, length, message) => {
    const value = 'A'.repeat(length);
    const user = userEvent.setup();
    const { calls } = start();
    await fill(user, { name: 'Alpha', uid: 'TR-A' });
    await user.clear(field(label));
    await user.click(field(label));
    await user.paste(value);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: label }).getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`field-${label === 'Trolley Name' ? 'name' : label === 'UID' ? 'uid' : 'serial_number'}-helper-text`)?.textContent).toContain(message);
    expect(posts(calls)).toHaveLength(0);
  });

  it('accepts the upper edges: name of 36, UID of 36, serial number of 100 (the lower ones, 2 and 1, above)', async () => {
    const user = userEvent.setup();
    const { calls } = start();
    await fill(user, {});
    for (const [label, value] of [
      ['Trolley Name', 'N'.repeat(36)],
      ['UID', 'U'.repeat(36)],
      ['Serial Number', 'S'.repeat(100)],
    ] as const) {
      await user.click(field(label));
      await user.paste(value);
    }
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toMatchObject({ name: 'N'.repeat(36), uid: 'U'.repeat(36), serial_number: 'S'.repeat(100) });
  });

  it('shows the 409 detail of a taken UID (spec §8) and stays on the form', async () => {
    const user = userEvent.setup();
    const { router } = start((c) => (c.method === 'POST' ? { status: 409, body: { detail: 'A Trolley with this UID already exists.' } } : undefined));
    await fill(user, { name: 'Alpha', uid: 'TR-A' });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('alert')).textContent).toContain('A Trolley with this UID already exists.');
    expect(router.state.location.pathname).toBe('/dashboard/trolleys/add');
  });

  it("shows a 422 as the first entry's field name plus its message", async () => {
    const user = userEvent.setup();
    start((c) =>
      c.method === 'POST' ? { status: 422, body: { detail: [{ loc: ['body', 'plant_id'], msg: 'The chosen Plant does not exist.', type: 'value_error' }] } } : undefined,
    );
    await fill(user, { name: 'Alpha', uid: 'TR-A' });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('alert')).textContent).toContain('plant_id: The chosen Plant does not exist.');
  });
});

describe('Update Trolley', () => {
  it('shows the expiry date as dd/MM/yyyy and sends PUT /trolleys/{id}', async () => {
    const user = userEvent.setup();
    const { calls } = start(() => undefined, '/dashboard/trolleys/5/edit');
    await waitFor(() => expect(field('Trolley Name').value).toBe('Echo'));
    expect(field('Expiry Date').value).toBe('31/12/2027');
    expect(screen.getByRole('img', { name: 'Trolley Photo' }).getAttribute('src')).toBe('/files/photo5');
    await user.clear(field('Expiry Date'));
    await user.type(field('Expiry Date'), '01/02/2028');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ name: 'Echo', uid: 'TR-5', expiry_date: '2028-02-01', plant_id: 1, trolley_photo_url: '/files/photo5' });
    expect((await screen.findByRole('alert')).textContent).toContain('Updated Successfully');
  });

  it('removes the photo (trolley_photo_url null)', async () => {
    const user = userEvent.setup();
    const { calls } = start(() => undefined, '/dashboard/trolleys/5/edit');
    await user.click(await screen.findByRole('button', { name: 'Remove Photo' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ trolley_photo_url: null });
  });

  it('shows Page not found for an unknown trolley', async () => {
    start(() => undefined, '/dashboard/trolleys/99/edit');
    expect(await screen.findByText(/page not found/i)).toBeTruthy();
  });
});
