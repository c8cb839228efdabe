import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, type MockCall } from '../../test/fetch-mock';
import { customerPath, renderPortal } from '../test/render-portal';

const SENT = 'If the address belongs to an account, a code has been sent to it.';

function server({ url, body }: MockCall) {
  const path = customerPath(url);
  if (path === '/forgot-password') return { body: { message: SENT } };
  if (path === '/confirm-forgot-password') {
    return (body as { otp: string }).otp === '1234' ? { body: { message: 'Password changed.' } } : { status: 400, body: { detail: 'Invalid or expired OTP.' } };
  }
  return { status: 404, body: { detail: 'Not Found' } };
}

async function requestCode(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'gina@example.com');
  await user.click(screen.getByRole('button', { name: 'Send Code' }));
  await screen.findByRole('textbox', { name: 'OTP' });
}

async function confirm(user: ReturnType<typeof userEvent.setup>, otp: string, password = 'new-secret', again = password) {
  await user.type(screen.getByRole('textbox', { name: 'OTP' }), otp);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), again);
  await user.click(screen.getByRole('button', { name: 'Set New Password' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('forgotten password (/portal/forgot)', () => {
  it('step 1 mails a code, step 2 sets the password with it, then back to sign-in with a message and the email filled in', async () => {
    const { calls } = mockFetch(server);
    const user = userEvent.setup();
    const view = renderPortal('/portal/forgot');
    await requestCode(user);
    expect(calls[0].url.pathname).toBe('/api/customer/v1.0/forgot-password');
    expect(calls[0].body).toEqual({ email: 'gina@example.com' });
    expect(screen.getByText(SENT)).toBeTruthy();
    expect(screen.getByText('gina@example.com')).toBeTruthy();
    await confirm(user, '1234');
    await waitFor(() => expect(view.where()).toBe('/portal/login'));
    expect(calls[1].url.pathname).toBe('/api/customer/v1.0/confirm-forgot-password');
    expect(calls[1].body).toEqual({ email: 'gina@example.com', otp: '1234', password: 'new-secret' });
    expect(await screen.findByText('Password changed. Sign in with your new password.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('gina@example.com');
  });

  it('checks the code and the passwords before sending: 4 digits, 6-50, the same twice', async () => {
    const { calls } = mockFetch(server);
    const user = userEvent.setup();
    renderPortal('/portal/forgot');
    await requestCode(user);
    await confirm(user, '12a', '12345', '12346');
    expect(await screen.findByText('OTP must be exactly 4 digits.')).toBeTruthy();
    expect(screen.getAllByText('Password must be at least 6 characters.').length).toBeGreaterThan(0);
    expect(calls).toHaveLength(1);
  });

  it("a wrong code shows the server's detail and keeps the step", async () => {
    mockFetch(server);
    const user = userEvent.setup();
    const view = renderPortal('/portal/forgot');
    await requestCode(user);
    await confirm(user, '9999');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or expired OTP.');
    expect(view.where()).toBe('/portal/forgot');
  });

  it('step 1 refuses an invalid email without sending, and shows a throttle (429) as the server says it', async () => {
    const { calls } = mockFetch(() => ({ status: 429, body: { detail: 'Too many requests. Try again later.' } }));
    const user = userEvent.setup();
    renderPortal('/portal/forgot');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'gina@');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Invalid email.')).toBeTruthy();
    expect(calls).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Try again later.');
  });
});
