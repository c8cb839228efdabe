import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { UserAddForm, UserUpdateForm } from './user-form';

const ROLES = [
  { id: 1, name: 'Super Admin', editable: false },
  { id: 5, name: 'Clerks', editable: true },
];

afterEach(() => vi.unstubAllGlobals());

type User = ReturnType<typeof userEvent.setup>;

async function fill(u: User, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label, { selector: 'input' });
    await u.clear(field);
    if (value) {
      await u.click(field);
      await u.paste(value);
    }
  }
}

async function chooseRole(u: User, name: string) {
  await u.click(screen.getByRole('combobox', { name: 'Role' }));
  await u.click(await within(screen.getByRole('listbox')).findByRole('option', { name }));
}

function renderAdd() {
  mockFetch(({ url }) => (url.pathname.endsWith('/roles/all') ? { body: ROLES } : { status: 404, body: { detail: 'Not Found' } }));
  const onSubmit = vi.fn();
  renderAt(<UserAddForm submitting={false} onSubmit={onSubmit} />);
  return onSubmit;
}

const VALID = { 'First Name': 'Grace', 'Last Name': 'Hopper', Email: 'grace@example.com', Password: 'secret-1' };

describe('UserAddForm (spec §5 user rules)', () => {
  it('sends the names, email, password and the chosen role id', async () => {
    const u = userEvent.setup();
    const onSubmit = renderAdd();
    await fill(u, VALID);
    await chooseRole(u, 'Clerks');
    await u.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com', password: 'secret-1', role: 5 }, expect.anything()),
    );
  });

  it('refuses a missing role', async () => {
    const u = userEvent.setup();
    const onSubmit = renderAdd();
    await fill(u, VALID);
    await u.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Role is required.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['First Name', 'ab', 'First Name must be at least 3 characters.'],
    ['First Name', 'x'.repeat(51), 'First Name must be at most 50 characters.'],
    ['Last Name', 'ab', 'Last Name must be at least 3 characters.'],
    ['Email', 'a@b.', 'Email must be at least 5 characters.'],
    ['Email', 'not-an-email', 'Invalid email.'],
    ['Email', `${'e'.repeat(89)}@example.com`, 'Email must be at most 100 characters.'],
    ['Password', 'abcde', 'Password must be at least 6 characters.'],
    ['Password', 'p'.repeat(51), 'Password must be at most 50 characters.'],
  ])('%s %j is refused with %j', async (label, value, message) => {
    const u = userEvent.setup();
    const onSubmit = renderAdd();
    await fill(u, { ...VALID, [label]: value });
    await chooseRole(u, 'Clerks');
    await u.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['First Name', 'abc'],
    ['Last Name', 'y'.repeat(50)],
    ['Email', `${'e'.repeat(88)}@example.com`],
    ['Password', 'p'.repeat(6)],
    ['Password', 'p'.repeat(50)],
  ])('%s %j at the bound is accepted', async (label, value) => {
    const u = userEvent.setup();
    const onSubmit = renderAdd();
    await fill(u, { ...VALID, [label]: value });
    await chooseRole(u, 'Clerks');
    await u.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  });
});

describe('UserUpdateForm', () => {
  it('edits names and role only (no email or password field) and sends role_id', async () => {
    const u = userEvent.setup();
    mockFetch(() => ({ body: ROLES }));
    const onSubmit = vi.fn();
    renderAt(<UserUpdateForm defaultValues={{ first_name: 'Grace', last_name: 'Hopper', role_id: 5 }} submitting={false} onSubmit={onSubmit} />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Role' }).textContent).toContain('Clerks'));
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    await fill(u, { 'First Name': 'Amazing' });
    await chooseRole(u, 'Super Admin');
    await u.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ first_name: 'Amazing', last_name: 'Hopper', role_id: 1 }, expect.anything()));
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/dashboard/settings/users');
  });
});
