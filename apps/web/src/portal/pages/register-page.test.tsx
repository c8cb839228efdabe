import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, type MockCall } from '../../test/fetch-mock';
import { customerPath, renderPortal } from '../test/render-portal';

const VALID = { first_name: 'Gina', last_name: 'Glazier', email: 'gina@example.com', number: '0400123456', password: 'secret-1' };
const LABELS: Record<keyof typeof VALID, RegExp | string> = { first_name: 'First Name', last_name: 'Last Name', email: 'Email', number: 'Number', password: 'Password' };

function server({ url }: MockCall) {
  if (customerPath(url) === '/register') return { status: 201, body: { id: 9 } };
  return { status: 404, body: { detail: 'Not Found' } };
}

/** Fills the form (pasted: a 51-character value typed key by key is slow) and submits it. */
async function submit(values: Partial<typeof VALID>) {
  const user = userEvent.setup();
  const view = renderPortal('/portal/register');
  await screen.findByRole('heading', { name: 'Create your account' });
  for (const [field, value] of Object.entries({ ...VALID, ...values }) as [keyof typeof VALID, string][]) {
    await user.click(screen.getByLabelText(LABELS[field]));
    if (value) await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  return view;
}

afterEach(() => vi.unstubAllGlobals());

describe('portal registration (/portal/register), CONTRACT rules at their edges', () => {
  it.each([
    ['first_name', 'G'.repeat(2), 'First Name must be at least 3 characters.'],
    ['first_name', 'G'.repeat(3), null],
    ['first_name', 'G'.repeat(50), null],
    ['first_name', 'G'.repeat(51), 'First Name must be at most 50 characters.'],
    ['last_name', 'L'.repeat(2), 'Last Name must be at least 3 characters.'],
    ['last_name', 'L'.repeat(3), null],
    ['last_name', 'L'.repeat(50), null],
    ['last_name', 'L'.repeat(51), 'Last Name must be at most 50 characters.'],
    ['number', '1'.repeat(9), 'Number must be at least 10 characters.'],
    ['number', '1'.repeat(10), null],
    ['number', '1'.repeat(13), null],
    ['number', '1'.repeat(14), 'Number must be at most 13 characters.'],
    ['number', '04001234ab', 'Number must contain digits only.'],
    ['password', 'p'.repeat(5), 'Password must be at least 6 characters.'],
    ['password', 'p'.repeat(6), null],
    ['password', 'p'.repeat(50), null],
    ['password', 'p'.repeat(51), 'Password must be at most 50 characters.'],
    ['email', 'gina@example', 'Invalid email.'],
    ['email', '', 'Email is required.'],
  ] as const)('%s of "%s": %s', async (field, value, message) => {
    const { calls } = mockFetch(server);
    await submit({ [field]: value });
    if (message) {
      expect(await screen.findByText(message)).toBeTruthy();
      // The field says it, is marked invalid, and nothing was sent.
      expect(screen.getByLabelText(LABELS[field]).getAttribute('aria-invalid')).toBe('true');
      expect(calls).toHaveLength(0);
    } else {
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0].body).toEqual({ ...VALID, [field]: value });
    }
  });

  it('201: the waiting page says the account was created and that staff must approve it', async () => {
    const { calls } = mockFetch(server);
    const view = await submit({});
    expect(await screen.findByRole('heading', { name: 'Waiting for approval' })).toBeTruthy();
    expect(view.where()).toBe('/portal/waiting');
    expect(calls[0].url.pathname).toBe('/api/customer/v1.0/register');
    expect(screen.getByText('Your account has been created.')).toBeTruthy();
    expect(screen.getByText(/our staff check and approve every new account/)).toBeTruthy();
    expect(screen.getByText(VALID.email)).toBeTruthy();
  });

  it('409: the email already has an account, said next to the email; nothing typed is lost', async () => {
    mockFetch(() => ({ status: 409, body: { detail: 'A Customer with this email already exists.' } }));
    await submit({});
    expect(await screen.findByText('A Customer with this email already exists.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe(VALID.first_name);
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe(VALID.password);
  });

  it('422: the server messages go next to their fields', async () => {
    mockFetch(() => ({ status: 422, body: { detail: [{ loc: ['body', 'number'], msg: 'Number must contain digits only.', type: 'custom' }] } }));
    await submit({});
    expect(await screen.findByText('Number must contain digits only.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('429 and no connection: a message above the form, the form kept', async () => {
    mockFetch(() => ({ status: 429, body: { detail: 'Too many registrations. Try again later.' } }));
    await submit({});
    expect((await screen.findByRole('alert')).textContent).toBe('Too many registrations. Try again later.');
    vi.unstubAllGlobals();
    mockFetch(() => 'network-error');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('No connection. Check your network and try again.'));
    expect((screen.getByLabelText('Last Name') as HTMLInputElement).value).toBe(VALID.last_name);
  });
});
