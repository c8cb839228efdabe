import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appRoutes } from '../../../app/routes';
import { mockFetch } from '../../../test/fetch-mock';
import { renderRoutes, signIn } from '../../../test/render';
import { PLANTS, path, trolley, trolleyServer, TROLLEY_OPS } from './trolley-test-server';

afterEach(() => vi.unstubAllGlobals());

const row = (text: string) => screen.getAllByRole('row').find((r) => r.textContent?.includes(text))!;

function fleet() {
  return [
    trolley(1, 'Alpha'),
    trolley(2, 'Bravo', { plant: PLANTS[1] }),
    trolley(3, 'Charlie', { trolley_status: 'Delivery', customer: { id: 7, first_name: 'Erin', last_name: 'Walker' } }),
    trolley(4, 'Delta', { trolley_status: 'DeFleet', is_certified: false, expiry_date: '2020-01-31' }),
  ];
}

describe('Trolleys list (spec §2 "Trolleys")', () => {
  it('asks for the fleet (disabled=0) and shows its columns, the customer link or the provider label, certified and the expiry marker', async () => {
    signIn(TROLLEY_OPS, ['Trolley']);
    const { calls } = mockFetch(trolleyServer({ list: fleet() }));
    renderRoutes(appRoutes, '/dashboard/trolleys');
    const table = await screen.findByRole('table', { name: 'Trolleys' });
    await within(table).findByText('Alpha');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['#', 'Image', 'Trolley Name', 'UID', 'Customer', 'Status', 'Plant', 'Certified', 'Expiry Date', 'Action']);
    const list = calls.find((c) => path(c) === '/trolleys')!;
    expect(list.url.searchParams.get('disabled')).toBe('0');
    expect(within(row('Charlie')).getByRole('link', { name: 'Erin Walker' }).getAttribute('href')).toBe('/dashboard/customers/7');
    expect(row('Alpha').textContent).toContain('GlassDesk');
    expect(row('Alpha').textContent).toContain('Yes');
    expect(row('Delta').textContent).toContain('No');
    expect(row('Alpha').textContent).toContain('30/06/2099');
    expect(within(row('Delta')).getByRole('img', { name: 'Expired' })).toBeTruthy();
    expect(within(row('Alpha')).queryByRole('img', { name: 'Expired' })).toBeNull();
    expect(within(row('Alpha')).getByRole('link', { name: 'Alpha' }).getAttribute('href')).toBe('/dashboard/trolleys/1');
    expect(screen.getByRole('link', { name: 'Add Trolley' }).getAttribute('href')).toBe('/dashboard/trolleys/add');
  });

  it("offers Transfer only for an OnPlant trolley at one of the user's plants, and hides DeFleet once DeFleet", async () => {
    signIn(TROLLEY_OPS, ['Trolley']);
    mockFetch(trolleyServer({ list: fleet(), acting: [PLANTS[0]] }));
    renderRoutes(appRoutes, '/dashboard/trolleys');
    await screen.findByText('Alpha');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Transfer Trolley Alpha' }).getAttribute('href')).toBe('/dashboard/trolleys/1/transfer'));
    // Bravo is at South Plant (not the user's), Charlie at a customer, Delta DeFleet.
    expect(screen.queryByRole('link', { name: 'Transfer Trolley Bravo' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Transfer Trolley Charlie' })).toBeNull();
    expect(screen.getByRole('button', { name: 'DeFleet Trolley Alpha' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'DeFleet Trolley Delta' })).toBeNull();
    // Only a trolley at a plant can be deleted.
    expect(screen.getByRole('button', { name: 'Delete Trolley Delta' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Trolley Charlie' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit Trolley Alpha' }).getAttribute('href')).toBe('/dashboard/trolleys/1/edit');
  });

  it('shows the 403 detail of a refused DeFleet (spec §8)', async () => {
    const user = userEvent.setup();
    signIn(TROLLEY_OPS, ['Trolley']);
    const { calls } = mockFetch(
      trolleyServer({ list: fleet() }, (c) =>
        c.method === 'PUT' && path(c) === '/trolleys/2/defleet' ? { status: 403, body: { detail: 'DeFleet: South Plant is not one of your plants.' } } : undefined,
      ),
    );
    renderRoutes(appRoutes, '/dashboard/trolleys');
    await user.click(await screen.findByRole('button', { name: 'DeFleet Trolley Bravo' }));
    const dialog = screen.getByRole('dialog', { name: 'DeFleet: Bravo' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('DeFleet: South Plant is not one of your plants.');
    expect(calls.filter((c) => c.method === 'PUT').map(path)).toEqual(['/trolleys/2/defleet']);
  });

  it('DeFleet asks for the reason and says what it means before the one request; the reason is sent', async () => {
    const user = userEvent.setup();
    signIn(TROLLEY_OPS, ['Trolley']);
    const { calls } = mockFetch(trolleyServer({ list: fleet() }, (c) => (c.method === 'PUT' ? { body: trolley(1, 'Alpha', { trolley_status: 'DeFleet' }) } : undefined)));
    renderRoutes(appRoutes, '/dashboard/trolleys');
    await user.click(await screen.findByRole('button', { name: 'DeFleet Trolley Alpha' }));
    const dialog = screen.getByRole('dialog', { name: 'DeFleet: Alpha' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Frame bent beyond repair');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(dialog.textContent).toContain('Are you sure you want to DeFleet the Trolley ? This cannot be undone.');
    expect(dialog.textContent).toContain(
      'Alpha leaves the fleet for good: no further hand-overs, transfers or check-ins. Its history keeps the reason: "Frame bent beyond repair".',
    );
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Updated Successfully');
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map(path)).toEqual(['/trolleys/1/defleet']);
    expect(puts[0].body).toEqual({ reason: 'Frame bent beyond repair' });
  });

  it('filters by status from the URL (status=Lost asks trolley_status=Lost), with the statuses in words', async () => {
    const user = userEvent.setup();
    signIn(TROLLEY_OPS, ['Trolley']);
    const { calls } = mockFetch(trolleyServer({ list: fleet() }));
    const { router } = renderRoutes(appRoutes, '/dashboard/trolleys?status=Lost');
    await screen.findByText('Alpha');
    expect(
      calls
        .filter((c) => path(c) === '/trolleys')
        .at(-1)!
        .url.searchParams.get('trolley_status'),
    ).toBe('Lost');
    expect(row('Delta').textContent).toContain('Defleeted');
    expect(row('Charlie').textContent).toContain('Delivered');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All statuses',
      'On plant',
      'Maintenance',
      'Drop-off',
      'Delivered',
      'Picked up',
      'Defleeted',
      'Plant change',
      'Lost',
      'Damaged',
    ]);
    await user.click(screen.getByRole('option', { name: 'Plant change' }));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => path(c) === '/trolleys')
          .at(-1)!
          .url.searchParams.get('trolley_status'),
      ).toBe('PlantChange'),
    );
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('PlantChange');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'All statuses' }));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => path(c) === '/trolleys')
          .at(-1)!
          .url.searchParams.get('trolley_status'),
      ).toBeNull(),
    );
  });

  it("deletes after the confirmation ('Deleted successfully')", async () => {
    const user = userEvent.setup();
    signIn(TROLLEY_OPS, ['Trolley']);
    const { calls } = mockFetch(trolleyServer({ list: fleet() }, (c) => (c.method === 'DELETE' ? { body: { message: 'Deleted successfully' } } : undefined)));
    renderRoutes(appRoutes, '/dashboard/trolleys');
    await user.click(await screen.findByRole('button', { name: 'Delete Trolley Alpha' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Trolley' });
    expect(dialog.textContent).toContain('Are you sure you want to delete the Trolley ?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Deleted successfully');
    expect(calls.filter((c) => c.method === 'DELETE').map(path)).toEqual(['/trolleys/1']);
  });

  it('sorts by the SPEC field names (name, trolley_status, plant, expiry_date) and keeps it in the URL', async () => {
    const user = userEvent.setup();
    signIn(TROLLEY_OPS, ['Trolley']);
    const { calls } = mockFetch(trolleyServer({ list: fleet() }));
    const { router } = renderRoutes(appRoutes, '/dashboard/trolleys');
    await screen.findByText('Alpha');
    for (const [header, field] of [
      ['Trolley Name', 'name'],
      ['Status', 'trolley_status'],
      ['Plant', 'plant'],
      ['Expiry Date', 'expiry_date'],
    ]) {
      await user.click(screen.getByRole('button', { name: header }));
      await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('sort_by')).toBe(field));
      expect(new URLSearchParams(router.state.location.search).get('sort_by')).toBe(field);
    }
  });

  it('hides Add, edit, transfer and DeFleet without their operations', async () => {
    signIn(['List Trolleys'], ['Trolley']);
    mockFetch(trolleyServer({ list: fleet(), operations: ['List Trolleys'] }));
    renderRoutes(appRoutes, '/dashboard/trolleys');
    await screen.findByText('Alpha');
    expect(screen.queryByRole('link', { name: 'Add Trolley' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit Trolley Alpha' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'DeFleet Trolley Alpha' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Trolley Alpha' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Alpha' })).toBeNull();
  });
});

describe('Deleted Trolleys (spec §2, §4)', () => {
  it("lists is_deleted=true and restores after the confirmation ('Restored.')", async () => {
    const user = userEvent.setup();
    signIn(TROLLEY_OPS, ['Trolley']);
    const { calls } = mockFetch(
      trolleyServer({ list: [], deleted: [trolley(9, 'Gone', { deleted_at: '2026-05-01T00:00:00.000Z' })] }, (c) =>
        c.method === 'PUT' ? { body: trolley(9, 'Gone') } : undefined,
      ),
    );
    renderRoutes(appRoutes, '/dashboard/trolleys/deleted');
    const table = await screen.findByRole('table', { name: 'Deleted Trolleys' });
    await within(table).findByText('Gone');
    expect(calls.find((c) => path(c) === '/trolleys')!.url.searchParams.get('is_deleted')).toBe('true');
    expect(row('Gone').textContent).toContain('01/05/2026');
    await user.click(screen.getByRole('button', { name: 'Restore Trolley Gone' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Restore Trolley' })).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Restored.');
    expect(calls.filter((c) => c.method === 'PUT').map(path)).toEqual(['/trolleys/9/restore']);
  });
});
