import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../test/fetch-mock';
import { renderAt, signIn } from '../../../test/render';
import { RoleForm } from './role-form';

const GROUPS = [
  {
    id: 1,
    name: 'Cities and Plants',
    operations: [
      { id: 11, name: 'List Cities' },
      { id: 12, name: 'Add City' },
      { id: 13, name: 'Delete City' },
    ],
  },
  {
    id: 2,
    name: 'Users',
    operations: [
      { id: 21, name: 'List Users' },
      { id: 22, name: 'Add User' },
    ],
  },
];
const HELD = ['List Cities', 'Add City', 'Delete City', 'List Users', 'Add User'];

afterEach(() => vi.unstubAllGlobals());

function renderForm(props: Partial<Parameters<typeof RoleForm>[0]> = {}, held = HELD) {
  signIn(held);
  mockFetch(() => ({ body: GROUPS }));
  const onSubmit = vi.fn();
  renderAt(<RoleForm mode="add" submitting={false} onSubmit={onSubmit} {...props} />);
  return onSubmit;
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('RoleForm (spec §2, §5 roles)', () => {
  it('groups the operations by operation group, each with a select-all', async () => {
    renderForm();
    expect(await screen.findByRole('group', { name: 'Cities and Plants' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Users' })).toBeTruthy();
    expect(box('Select all Cities and Plants')).toBeTruthy();
    expect(box('Select all Users')).toBeTruthy();
    expect(box('List Cities').checked).toBe(false);
  });

  it('select-all ticks and clears its whole group, and shows a partly chosen group as indeterminate', async () => {
    const u = userEvent.setup();
    renderForm();
    await screen.findByRole('group', { name: 'Users' });
    await u.click(box('Select all Cities and Plants'));
    expect(['List Cities', 'Add City', 'Delete City'].map((n) => box(n).checked)).toEqual([true, true, true]);
    expect(box('List Users').checked).toBe(false);
    await u.click(box('Add City'));
    expect(box('Select all Cities and Plants').checked).toBe(false);
    expect(box('Select all Cities and Plants').getAttribute('data-indeterminate')).toBe('true');
    await u.click(box('Select all Cities and Plants'));
    await u.click(box('Select all Cities and Plants'));
    expect(['List Cities', 'Add City', 'Delete City'].map((n) => box(n).checked)).toEqual([false, false, false]);
  });

  it("refuses no operation with 'Select at least one operation.'", async () => {
    const u = userEvent.setup();
    const onSubmit = renderForm();
    await screen.findByRole('group', { name: 'Users' });
    await u.type(screen.getByLabelText('Name'), 'Clerks');
    await u.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Select at least one operation.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['a', 'Name must be at least 2 characters.'],
    ['r'.repeat(51), 'Name must be at most 50 characters.'],
  ])('refuses the name %j', async (name, message) => {
    const u = userEvent.setup();
    const onSubmit = renderForm();
    await screen.findByRole('group', { name: 'Users' });
    await u.type(screen.getByLabelText('Name'), name);
    await u.click(box('List Users'));
    await u.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([['ab'], ['r'.repeat(50)]])('sends the name %j and the chosen operation ids', async (name) => {
    const u = userEvent.setup();
    const onSubmit = renderForm();
    await screen.findByRole('group', { name: 'Users' });
    await u.type(screen.getByLabelText('Name'), name);
    await u.click(box('List Users'));
    await u.click(box('List Cities'));
    await u.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name, operations: [21, 11], mfa_required: false }, expect.anything()));
  });

  it('"Require a second factor" is off for a new role and sends mfa_required true once switched on', async () => {
    const u = userEvent.setup();
    const onSubmit = renderForm();
    await screen.findByRole('group', { name: 'Users' });
    const require = screen.getByRole('switch', { name: 'Require a second factor' }) as HTMLInputElement;
    expect(require.checked).toBe(false);
    expect(require.getAttribute('aria-describedby')).toBe('mfa-required-help');
    await u.type(screen.getByLabelText('Name'), 'Finance');
    await u.click(box('List Users'));
    await u.click(require);
    await u.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Finance', operations: [21], mfa_required: true }, expect.anything()));
  });

  it('offers only the operations the signed-in user holds (nobody grants more than they have)', async () => {
    const u = userEvent.setup();
    renderForm({}, ['List Cities', 'List Users']);
    await screen.findByRole('group', { name: 'Users' });
    expect(box('Delete City').disabled).toBe(true);
    expect(box('List Cities').disabled).toBe(false);
    await u.click(box('Select all Cities and Plants'));
    expect([box('List Cities').checked, box('Add City').checked, box('Delete City').checked]).toEqual([true, false, false]);
  });

  it('opens an existing role with its name and operations, and read-only without Update when asked', async () => {
    renderForm({ mode: 'update', readOnly: true, defaultValues: { name: 'Super Admin', operations: [11, 22] } });
    await screen.findByRole('group', { name: 'Users' });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Super Admin');
    expect((screen.getByLabelText('Name') as HTMLInputElement).disabled).toBe(true);
    expect(box('List Cities').checked).toBe(true);
    expect(box('Add User').checked).toBe(true);
    expect(box('List Cities').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/dashboard/settings/roles');
  });
});
