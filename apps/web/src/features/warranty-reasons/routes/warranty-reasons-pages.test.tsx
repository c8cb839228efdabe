import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appRoutes } from '../../../app/routes';
import { mockFetch, type MockCall } from '../../../test/fetch-mock';
import { renderRoutes, signIn } from '../../../test/render';

const ALL = ['List Warranty Reasons', 'Add Warranty Reason', 'Update Warranty Reason', 'Delete Warranty Reason'];
let reasons = [
  { id: 1, name: 'Stone chip' },
  { id: 2, name: 'Thermal crack' },
];

function server({ method, url, body }: MockCall) {
  const path = url.pathname.replace('/api/admin/v1.0', '');
  if (path === '/operations') return { body: { operations: ALL, menu: ['Warranty Reasons'] } };
  if (method === 'GET' && path === '/warranty-reasons') return { body: { list: reasons, count: reasons.length } };
  if (method === 'GET' && path === '/warranty-reasons/2') return { body: reasons.find((r) => r.id === 2) ?? { id: 2, name: 'Thermal crack' } };
  const { name } = (body ?? {}) as { name?: string };
  if ((method === 'POST' || method === 'PUT') && name?.toLowerCase() === 'stone chip') {
    return { status: 409, body: { detail: 'A Warranty Reason with this name already exists.' } };
  }
  if (method === 'POST' && name === 'Server refuses') {
    return { status: 422, body: { detail: [{ loc: ['body', 'name'], msg: 'Name must be at least 3 characters.', type: 'value_error' }] } };
  }
  if (method === 'POST') return { status: 201, body: { id: 3, name } };
  if (method === 'PUT' && path === '/warranty-reasons/2') return { body: { id: 2, name } };
  if (method === 'DELETE' && path === '/warranty-reasons/1') {
    reasons = reasons.filter((r) => r.id !== 1);
    return { body: { message: 'Warranty Reason deleted.' } };
  }
  return { status: 404, body: { detail: 'Not Found' } };
}

async function addNamed(name: string) {
  const user = userEvent.setup();
  signIn(ALL, ['Warranty Reasons']);
  const view = renderRoutes(appRoutes, '/dashboard/warrantyReason/add');
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), name);
  await user.click(screen.getByRole('button', { name: 'Add' }));
  return view;
}

afterEach(() => vi.unstubAllGlobals());

describe('Warranty reasons (spec §2, §5, §8)', () => {
  it('lists #, Name and Action under Utilities, with Add Warranty Reason', async () => {
    signIn(ALL, ['Warranty Reasons']);
    mockFetch(server);
    renderRoutes(appRoutes, '/dashboard/warrantyReason');
    const table = await screen.findByRole('table', { name: 'Warranty Reasons' });
    await within(table).findByText('Thermal crack');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['#', 'Name', 'Action']);
    expect(screen.getByRole('link', { name: 'Add Warranty Reason' }).getAttribute('href')).toBe('/dashboard/warrantyReason/add');
    expect(screen.getAllByRole('link', { name: /^Edit Warranty Reason( |$)/ })[1].getAttribute('href')).toBe('/dashboard/warrantyReason/2');
  });

  it("deletes after 'Are you sure you want to delete the Warranty Reason ?' and says 'Deleted successfully'", async () => {
    const user = userEvent.setup();
    signIn(ALL, ['Warranty Reasons']);
    mockFetch(server);
    renderRoutes(appRoutes, '/dashboard/warrantyReason');
    await screen.findByText('Stone chip');
    await user.click(screen.getAllByRole('button', { name: /^Delete Warranty Reason( |$)/ })[0]);
    const dialog = screen.getByRole('dialog', { name: 'Delete Warranty Reason' });
    expect(dialog.textContent).toContain('Are you sure you want to delete the Warranty Reason ?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Deleted successfully');
    await waitFor(() => expect(screen.queryByText('Stone chip')).toBeNull());
  });

  it.each([
    ['ab', 'Name must be at least 3 characters.'],
    ['x'.repeat(256), 'Name must be at most 255 characters.'],
  ])('refuses the name %j before calling: %s', async (name, message) => {
    const { calls } = mockFetch(server);
    await addNamed(name);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('adds with "Added successfully" and goes back to the list', async () => {
    const { calls } = mockFetch(server);
    const { router } = await addNamed('  Seal failure ');
    expect((await screen.findByRole('alert')).textContent).toContain('Added successfully');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/warrantyReason'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Seal failure' });
  });

  it('shows the 409 detail for a duplicate name and stays on the form', async () => {
    mockFetch(server);
    const { router } = await addNamed('STONE CHIP');
    expect((await screen.findByRole('alert')).textContent).toBe('A Warranty Reason with this name already exists.');
    expect(router.state.location.pathname).toBe('/dashboard/warrantyReason/add');
  });

  it('shows the first validation message of any other refusal', async () => {
    mockFetch(server);
    await addNamed('Server refuses');
    expect((await screen.findByRole('alert')).textContent).toBe('Name must be at least 3 characters.');
  });

  it('updates with "Updated Successfully", and a duplicate shows the detail', async () => {
    const user = userEvent.setup();
    signIn(ALL, ['Warranty Reasons']);
    mockFetch(server);
    const { router } = renderRoutes(appRoutes, '/dashboard/warrantyReason/2');
    const field = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('Thermal crack'));
    await user.clear(field);
    await user.type(field, 'Stone Chip');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A Warranty Reason with this name already exists.');
    await user.clear(field);
    await user.type(field, 'Thermal stress crack');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/warrantyReason'));
    expect(screen.getByRole('alert').textContent).toContain('Updated Successfully');
  });
});
