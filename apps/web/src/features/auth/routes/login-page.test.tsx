import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@glassdesk/shared';
import { appRoutes } from '../../../app/routes';
import { setUnauthorizedHandler } from '../../../lib/api-client';
import { mockFetch, type MockCall } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';

const ADMIN = {
  id: 7,
  token: 't0k',
  first_name: 'Ada',
  last_name: 'Admin',
  email: 'admin@example.com',
  role: { id: 1, name: 'Super Admin', editable: false },
  mfa_enrolment_required: false,
};

const ASSERTION = { id: 'cred', rawId: 'cred', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' }, clientExtensionResults: {} };
// The browser's passkey dialog: what navigator.credentials.get() would answer, or how it fails.
const answerWithPasskey = vi.fn(async (_options: unknown): Promise<unknown> => ASSERTION);
let webAuthn = true;
vi.mock('../../../lib/passkeys', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/passkeys')>()),
  passkeysSupported: () => webAuthn,
  answerWithPasskey: (options: unknown) => answerWithPasskey(options),
}));

function server({ url, body }: MockCall) {
  const path = url.pathname.replace('/api/admin/v1.0', '');
  if (path === '/login/passkey/options') return { body: { challenge_id: 'ch-1', challenge: 'abc', rpId: 'localhost', userVerification: 'required' } };
  if (path === '/login/passkey') {
    return (body as { challenge_id: string }).challenge_id === 'ch-1'
      ? { body: ADMIN }
      : { status: 401, body: { detail: 'This passkey could not sign you in. Try again, or sign in with your password.' } };
  }
  if (path === '/login') {
    const { password } = body as { password: string };
    if (password === 'two-steps') return { body: { mfa_required: true, mfa_token: 'step-2', methods: ['totp', 'recovery_code'] } };
    if (password === 'passkey-only') return { body: { mfa_required: true, mfa_token: 'step-2', methods: ['passkey'] } };
    if (password === 'must-enrol') return { body: { ...ADMIN, mfa_enrolment_required: true } };
    return password === 'admin123' ? { body: ADMIN } : { status: 401, body: { detail: 'Incorrect email or password.' } };
  }
  if (path === '/login/mfa') {
    const { mfa_token, code } = body as { mfa_token: string; code: string };
    if (mfa_token !== 'step-2') return { status: 401, body: { detail: 'This sign-in has expired. Please sign in again.' } };
    if (code === '123456' || code === 'abcde-fghjk') return { body: ADMIN };
    if (code === '999999') return { status: 401, body: { detail: 'This sign-in has expired. Please sign in again.' } };
    return { status: 401, body: { detail: 'Incorrect code.' } };
  }
  if (path === '/me/mfa/totp')
    return { body: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/GlassDesk:admin%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=GlassDesk' } };
  if (path === '/operations') return { body: { operations: ['List Cities'], menu: ['Trolley'] } };
  if (path === '/cities') return { body: { list: [{ id: 1, name: 'Oslo' }], count: 1 } };
  if (path.endsWith('/user-plant')) return { body: [] };
  return { status: 404, body: { detail: 'Not Found' } };
}

async function signInWith(password: string, path = '/login') {
  const user = userEvent.setup();
  const view = renderRoutes(appRoutes, path);
  await user.type(await screen.findByRole('textbox', { name: /Email/ }, { timeout: 5000 }), 'admin@example.com');
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return view;
}

afterEach(() => {
  vi.unstubAllGlobals();
  webAuthn = true;
  answerWithPasskey.mockReset().mockResolvedValue(ASSERTION);
});

describe('Login (spec §2 /login)', () => {
  it('stores the session and the operations, then opens the dashboard', async () => {
    mockFetch(server);
    const { router } = await signInWith('admin123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe('t0k');
    expect(window.localStorage.getItem(STORAGE_KEYS.userId)).toBe('7');
    expect(window.localStorage.getItem(STORAGE_KEYS.roleName)).toBe('Super Admin');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.operations) ?? '[]')).toEqual(['List Cities']);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.menu) ?? '[]')).toEqual(['Trolley']);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('a refused sign-in clears local storage and shows the server detail', async () => {
    window.localStorage.setItem(STORAGE_KEYS.operations, '["stale"]');
    mockFetch(server);
    const { router } = await signInWith('wrong-password');
    expect((await screen.findByRole('alert')).textContent).toContain('Incorrect email or password.');
    expect(window.localStorage.getItem(STORAGE_KEYS.operations)).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('goes straight to the dashboard when a token is stored', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'kept');
    mockFetch(server);
    const { router } = renderRoutes(appRoutes, '/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('links to the forgot-password page and the privacy policy', async () => {
    renderRoutes(appRoutes, '/login');
    expect((await screen.findByRole('link', { name: 'Forgot password?' })).getAttribute('href')).toBe('/forgot');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
  });

  it('titles the document "Sign In · GlassDesk"', async () => {
    renderRoutes(appRoutes, '/login');
    await waitFor(() => expect(document.title).toBe('Sign In · GlassDesk'));
  });
});

const ENDED = 'Your session has ended. Please sign in again to continue where you left off.';
const location = (router: { state: { location: { pathname: string; search: string } } }) => `${router.state.location.pathname}${router.state.location.search}`;

describe('Coming back after signing in', () => {
  // The app's own handler (router.ts) is not loaded here: the shell's redirect is what is tested.
  afterEach(() => setUnauthorizedHandler(() => undefined));

  it('an ended session says so on /login, and signing in again returns to the page with its query', async () => {
    setUnauthorizedHandler(() => undefined);
    window.localStorage.setItem(STORAGE_KEYS.token, 'revoked');
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...ADMIN, token: undefined }));
    let revoked = true;
    mockFetch((call) => {
      if (revoked && call.url.pathname !== '/api/admin/v1.0/login') {
        return { status: 401, body: { detail: 'Your session has expired. Please sign in again.' } };
      }
      revoked = false;
      return server(call);
    });
    const { router } = renderRoutes(appRoutes, '/dashboard/cities?search=osl&page=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/dashboard/cities?search=osl&page=2');
    expect((await screen.findByRole('status')).textContent).toBe(ENDED);

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'admin@example.com');
    await user.type(screen.getByLabelText(/Password/), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location(router)).toBe('/dashboard/cities?search=osl&page=2'));
    expect(await screen.findByRole('heading', { name: 'Cities', level: 1 })).toBeTruthy();
    // The note goes with the new session.
    expect(window.localStorage.getItem('session_ended')).toBeNull();
  });

  it('a /dashboard link opened signed out leads back there after signing in, without the ended note', async () => {
    mockFetch(server);
    const { router } = renderRoutes(appRoutes, '/dashboard/cities?page=3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await screen.findByRole('button', { name: 'Sign In' }, { timeout: 5000 });
    expect(screen.queryByText(ENDED)).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'admin@example.com');
    await user.type(screen.getByLabelText(/Password/), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location(router)).toBe('/dashboard/cities?page=3'));
  });

  it('never follows a return address outside /dashboard', async () => {
    mockFetch(server);
    const { router } = await signInWith('admin123', '/login?next=' + encodeURIComponent('//evil.example/dashboard'));
    await waitFor(() => expect(location(router)).toBe('/dashboard'));
  });

  it('Logout leads to a plain /login, with no return address and no ended note', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 't0k');
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...ADMIN, token: undefined }));
    window.localStorage.setItem(STORAGE_KEYS.operations, JSON.stringify(['List Cities']));
    mockFetch((call) => (call.url.pathname.endsWith('/logout') ? { body: { message: 'Logged out.' } } : server(call)));
    const { router } = renderRoutes(appRoutes, '/dashboard/cities?page=2');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Logout' }, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await screen.findByRole('button', { name: 'Sign In' });
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText(ENDED)).toBeNull();
  });

  describe('with a second factor (CONTRACT "Staff sign-in")', () => {
    it('asks for the authenticator code after the password; a wrong code says so and keeps the step; the right one signs in', async () => {
      const u = userEvent.setup();
      const { calls } = mockFetch(server);
      const { router } = await signInWith('two-steps');
      const code = await screen.findByRole('textbox', { name: /^Code/ });
      expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
      expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
      // Not six digits: said at once, nothing sent.
      await u.type(code, '12345');
      await u.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('Enter the 6-digit code from your authenticator app.', { selector: 'p.Mui-error, .Mui-error' })).toBeTruthy();
      expect(calls.filter((c) => c.url.pathname.endsWith('/login/mfa'))).toHaveLength(0);
      await u.clear(code);
      await u.type(code, '000000');
      await u.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('Incorrect code.')).toBeTruthy();
      await u.clear(code);
      await u.type(code, '123 456');
      await u.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe('t0k');
      expect(calls.filter((c) => c.url.pathname.endsWith('/login/mfa')).map((c) => c.body)).toEqual([
        { mfa_token: 'step-2', code: '000000' },
        { mfa_token: 'step-2', code: '123456' },
      ]);
    });

    it('takes a recovery code instead, as typed', async () => {
      const u = userEvent.setup();
      mockFetch(server);
      const { router } = await signInWith('two-steps');
      await u.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
      await u.type(screen.getByRole('textbox', { name: /^Recovery code/ }), 'abcde-fghjk');
      await u.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    });

    it('an expired or worn-out step starts again at the password, with the reason', async () => {
      const u = userEvent.setup();
      mockFetch(server);
      await signInWith('two-steps');
      await u.type(await screen.findByRole('textbox', { name: /^Code/ }), '999999');
      await u.click(screen.getByRole('button', { name: 'Verify' }));
      expect((await screen.findByRole('alert')).textContent).toContain('This sign-in has expired. Please sign in again.');
      expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    });

    it('a role that requires a second factor the user lacks leads to the set-up page, which starts at once', async () => {
      mockFetch(server);
      const { router } = await signInWith('must-enrol');
      await waitFor(() => expect(router.state.location.pathname).toBe('/setup-second-factor'));
      expect(await screen.findByRole('heading', { name: 'Set up a second factor' })).toBeTruthy();
      expect(await screen.findByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
      expect(screen.getByRole('textbox', { name: /^Code/ })).toBeTruthy();
    });
  });

  describe('with a passkey (CONTRACT "Staff sign-in")', () => {
    it('"Sign in with a passkey" needs no email or password: the browser dialog, then the dashboard', async () => {
      const u = userEvent.setup();
      const { calls } = mockFetch(server);
      const { router } = renderRoutes(appRoutes, '/login');
      await u.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }, { timeout: 5000 }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe('t0k');
      expect(answerWithPasskey).toHaveBeenCalledWith(expect.objectContaining({ challenge: 'abc', rpId: 'localhost' }));
      expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url.pathname, c.body])).toEqual([
        ['/api/admin/v1.0/login/passkey/options', undefined],
        ['/api/admin/v1.0/login/passkey', { challenge_id: 'ch-1', response: ASSERTION }],
      ]);
    });

    it('a cancelled dialog says so and stays on the sign-in', async () => {
      answerWithPasskey.mockRejectedValue(Object.assign(new Error('not allowed'), { name: 'NotAllowedError' }));
      const u = userEvent.setup();
      const { calls } = mockFetch(server);
      const { router } = renderRoutes(appRoutes, '/login');
      await u.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }, { timeout: 5000 }));
      expect((await screen.findByRole('alert')).textContent).toContain('The passkey sign-in was cancelled or timed out.');
      expect(router.state.location.pathname).toBe('/login');
      expect(calls.filter((c) => c.url.pathname.endsWith('/login/passkey'))).toHaveLength(0);
    });

    it('a browser without WebAuthn offers no passkey button', async () => {
      webAuthn = false;
      mockFetch(server);
      renderRoutes(appRoutes, '/login');
      expect(await screen.findByRole('button', { name: 'Sign In' }, { timeout: 5000 })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
    });

    it('after the password, a user with only a passkey is asked for it (no code to type)', async () => {
      const u = userEvent.setup();
      mockFetch(server);
      const { router } = await signInWith('passkey-only');
      expect(await screen.findByText('Use your passkey to finish signing in.')).toBeTruthy();
      expect(screen.queryByRole('textbox', { name: /^Code/ })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Use a recovery code' })).toBeNull();
      await u.click(screen.getByRole('button', { name: 'Use a passkey' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    });
  });
});
