import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@glassdesk/shared';
import { mockFetch, type MockCall } from '../../test/fetch-mock';
import { SESSION_KEY } from '../lib/session';
import { CUSTOMER, customerPath, renderPortal, signInAs } from '../test/render-portal';

const NOT_APPROVED = 'Your account is waiting for approval. You can sign in once it is approved.';

function server({ url, body }: MockCall) {
  const path = customerPath(url);
  if (path === '/login') {
    const { email, password } = body as { email: string; password: string };
    if (password !== 'right-pass') return { status: 401, body: { detail: 'Incorrect email or password.' } };
    if (email === 'new@example.com') return { status: 403, body: { detail: NOT_APPROVED } };
    return { body: CUSTOMER };
  }
  if (path === '/me') return { body: { ...CUSTOMER, number: '0400000000', business: null } };
  return { status: 404, body: { detail: 'Not Found' } };
}

async function signIn(path: string, email = CUSTOMER.email, password = 'right-pass') {
  const user = userEvent.setup();
  const view = renderPortal(path);
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return view;
}

afterEach(() => vi.unstubAllGlobals());

describe('portal sign-in (/portal/login)', () => {
  it('signs in with the customer API, keeps the session under its own key (never the staff one), and opens My Tickets', async () => {
    const { calls } = mockFetch(server);
    const view = await signIn('/portal/login');
    await waitFor(() => expect(view.where()).toBe('/portal/tickets'));
    expect(calls[0].url.pathname).toBe('/api/customer/v1.0/login');
    expect(calls[0].body).toEqual({ email: CUSTOMER.email, password: 'right-pass' });
    expect(JSON.parse(window.localStorage.getItem(SESSION_KEY) ?? 'null')).toEqual(CUSTOMER);
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('a customer not yet approved (403) sees the waiting page with the server detail, not an error', async () => {
    mockFetch(server);
    const view = await signIn('/portal/login', 'new@example.com');
    expect(await screen.findByRole('heading', { name: 'Waiting for approval' })).toBeTruthy();
    expect(view.where()).toBe('/portal/waiting');
    expect(screen.getByText(NOT_APPROVED)).toBeTruthy();
    expect(screen.getByText('new@example.com')).toBeTruthy();
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('wrong credentials (401) show the server detail and stay on the page', async () => {
    mockFetch(server);
    const view = await signIn('/portal/login', CUSTOMER.email, 'wrong-pass');
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect email or password.');
    expect(view.where()).toBe('/portal/login');
  });

  it('checks the fields before sending anything: the shared messages, the focus on the first field in error', async () => {
    const { calls } = mockFetch(server);
    const user = userEvent.setup();
    renderPortal('/portal/login');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email.')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('one tap, one request: the button is disabled while the sign-in is under way', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const { calls } = mockFetch(({ url }) => (customerPath(url) === '/login' ? new Promise((resolve) => (answer = resolve)) : { status: 404, body: {} }));
    const user = userEvent.setup();
    renderPortal('/portal/login');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), CUSTOMER.email);
    await user.type(screen.getByLabelText('Password'), 'right-pass');
    await user.dblClick(screen.getByRole('button', { name: 'Sign In' }));
    await user.keyboard('{Enter}');
    expect((screen.getByRole('button', { name: /Signing In/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls).toHaveLength(1);
    answer({ body: CUSTOMER });
    await waitFor(() => expect(window.localStorage.getItem(SESSION_KEY)).not.toBeNull());
    expect(calls.filter((call) => customerPath(call.url) === '/login')).toHaveLength(1);
  });

  it('lands on the page named by next (a ticket link from an e-mail)', async () => {
    mockFetch(server);
    const view = await signIn(`/portal/login?next=${encodeURIComponent('/portal/tickets/12?tab=photos')}`);
    await waitFor(() => expect(view.where()).toBe('/portal/tickets/12?tab=photos'));
  });

  it.each([
    ['another site', 'https://evil.example/portal/tickets'],
    ['a protocol-relative address', '//evil.example/portal/tickets'],
    ['a backslash trick', '/\\evil.example'],
    ['the back-office', '/dashboard/tickets'],
    ['a path only starting like the portal', '/portalx/tickets'],
    ['the sign-in page itself', '/portal/login'],
    ['javascript:', 'javascript:alert(1)'],
  ])('ignores a next that is %s, and opens My Tickets', async (_name, next) => {
    mockFetch(server);
    const view = await signIn(`/portal/login?next=${encodeURIComponent(next)}`);
    await waitFor(() => expect(view.where()).toBe('/portal/tickets'));
  });

  it('a signed-out customer opening a signed-in page goes through sign-in and lands there', async () => {
    mockFetch(server);
    const user = userEvent.setup();
    const view = renderPortal('/portal/tickets/12');
    await waitFor(() => expect(view.where()).toBe(`/portal/login?next=${encodeURIComponent('/portal/tickets/12')}`));
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), CUSTOMER.email);
    await user.type(screen.getByLabelText('Password'), 'right-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(view.where()).toBe('/portal/tickets/12'));
  });

  it('a session the server refuses (401) ends: back to sign-in with a notice and the page to come back to', async () => {
    signInAs({ ...CUSTOMER, token: 'revoked' });
    mockFetch((call) => (customerPath(call.url) === '/me' && call.headers.Authorization === 'Bearer revoked' ? { status: 401, body: { detail: 'Not signed in.' } } : server(call)));
    const view = renderPortal('/portal/account');
    await waitFor(() => expect(view.where()).toBe(`/portal/login?next=${encodeURIComponent('/portal/account')}`));
    expect(await screen.findByText('Your session has ended. Please sign in again to continue where you left off.')).toBeTruthy();
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('a stored session goes straight on', async () => {
    signInAs();
    mockFetch(server);
    const view = renderPortal('/portal/login');
    await waitFor(() => expect(view.where()).toBe('/portal/tickets'));
  });

  it('links to registering and to the forgotten password', async () => {
    renderPortal('/portal/login');
    expect((await screen.findByRole('link', { name: 'Create an account' })).getAttribute('href')).toBe('/portal/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/portal/forgot');
    await waitFor(() => expect(document.title).toBe('Sign In · GlassDesk'));
  });
});
