import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@glassdesk/shared';
import { appRoutes } from '../../../app/routes';
import { mockFetch, type MockCall } from '../../../test/fetch-mock';
import { renderRoutes, signIn } from '../../../test/render';

const ME = { id: 1, first_name: 'Ada', last_name: 'Admin', email: 'ada@example.com', role: { id: 1, name: 'Tester', editable: true } };

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SESSIONS = [
  { id: 7, created_at: '2026-12-02T08:00:00Z', last_used_at: '2026-12-02T09:30:00Z', ip: '10.0.0.7', user_agent: CHROME_WINDOWS, current: true },
  { id: 5, created_at: '2026-12-01T21:00:00Z', last_used_at: '2026-12-02T07:45:00Z', ip: '203.0.113.9', user_agent: SAFARI_IPHONE, current: false },
  { id: 4, created_at: '2026-12-01T20:00:00Z', last_used_at: '2026-12-01T20:10:00Z', ip: null, user_agent: FIREFOX_LINUX, current: false },
];
let sessions = SESSIONS;
const PASSKEYS = [{ id: 3, name: 'Work laptop', created_at: '2026-11-30T09:00:00Z', last_used_at: null }];
let passkeys = PASSKEYS;
const REGISTRATION = { id: 'cred', rawId: 'cred', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'o2Nm' }, clientExtensionResults: {} };
// The browser's passkey dialog: what navigator.credentials.create() would answer, or how it fails.
const createPasskey = vi.fn(async (_options: unknown): Promise<unknown> => REGISTRATION);
vi.mock('../../../lib/passkeys', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/passkeys')>()),
  passkeysSupported: () => true,
  createPasskey: (options: unknown) => createPasskey(options),
}));
const RECOVERY = ['abcde-fghjk', 'mnpqr-stuvw', 'xyz23-45678', '9abcd-efghj', 'kmnpq-rstuv', 'wxyz2-34567', '89abc-defgh', 'jkmnp-qrstu', 'vwxyz-23456', '789ab-cdefg'];
let mfa = { totp: false, passkeys: 0, recovery_codes_left: 0 };

function server({ method, url, body }: MockCall) {
  const path = url.pathname.replace('/api/admin/v1.0', '');
  if (path === '/operations') return { body: { operations: [], menu: [] } };
  if (path.endsWith('/user-plant')) return { body: [] };
  if (path === '/user') return { body: ME };
  if (method === 'PUT' && path === '/profile') return { body: { ...ME, ...(body as object) } };
  if (method === 'PUT' && path === '/change-password') {
    return (body as { old_password: string }).old_password === 'right-pass'
      ? { body: { message: 'Password changed.' } }
      : { status: 403, body: { detail: 'Old password is incorrect.' } };
  }
  if (method === 'GET' && path === '/me/mfa') return { body: mfa };
  if (method === 'POST' && path === '/me/mfa/totp') {
    return (body as { password?: string }).password === 'right-pass'
      ? { body: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/GlassDesk:ada%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=GlassDesk' } }
      : { status: 403, body: { detail: 'Password is incorrect.' } };
  }
  if (method === 'POST' && path === '/me/mfa/totp/confirm') {
    if ((body as { code: string }).code !== '123456') {
      return {
        status: 422,
        body: { detail: [{ loc: ['body', 'code'], msg: 'That code is not right. Check that the time on your phone is correct, and enter the newest code.', type: 'value_error' }] },
      };
    }
    mfa = { totp: true, passkeys: 0, recovery_codes_left: 10 };
    return { body: { recovery_codes: RECOVERY } };
  }
  if (method === 'DELETE' && path === '/me/mfa/totp') {
    if ((body as { password: string }).password !== 'right-pass') return { status: 403, body: { detail: 'Password is incorrect.' } };
    mfa = { totp: false, passkeys: 0, recovery_codes_left: 0 };
    return { body: { message: 'Authenticator app turned off.' } };
  }
  if (method === 'GET' && path === '/me/passkeys') return { body: passkeys };
  if (method === 'POST' && path === '/me/passkeys/options') {
    return (body as { password?: string }).password === 'right-pass'
      ? { body: { challenge: 'abc', rp: { name: 'GlassDesk', id: 'localhost' }, user: { id: 'dXNlcg', name: 'ada@example.com', displayName: 'Ada Admin' }, pubKeyCredParams: [] } }
      : { status: 403, body: { detail: 'Password is incorrect.' } };
  }
  if (method === 'POST' && path === '/me/passkeys') {
    const added = { id: 9, name: (body as { name: string }).name, created_at: '2026-12-02T10:00:00Z' };
    passkeys = [...passkeys, { ...added, last_used_at: null }];
    return { status: 201, body: added };
  }
  if (method === 'DELETE' && path.startsWith('/me/passkeys/')) {
    if ((body as { password?: string }).password !== 'right-pass') return { status: 403, body: { detail: 'Password is incorrect.' } };
    passkeys = passkeys.filter((x) => x.id !== Number(path.split('/').pop()));
    return { body: { message: 'Passkey removed.' } };
  }
  if (method === 'GET' && path === '/me/sessions') return { body: sessions };
  if (method === 'DELETE' && path === '/me/sessions') {
    const ended = sessions.filter((x) => !x.current).length;
    sessions = sessions.filter((x) => x.current);
    return { body: { message: `${ended} other sessions ended.` } };
  }
  if (method === 'DELETE' && path.startsWith('/me/sessions/')) {
    sessions = sessions.filter((x) => x.id !== Number(path.split('/').pop()));
    return { body: { message: 'Session ended.' } };
  }
  if (method === 'GET' && path === '/notification-settings') return { body: { id: 3, email: 'alerts@example.com' } };
  if (method === 'PUT' && path === '/notification-settings/3') return { body: { id: 3, ...(body as object) } };
  return { status: 404, body: { detail: 'Not Found' } };
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessions = SESSIONS;
  passkeys = PASSKEYS;
  createPasskey.mockReset().mockResolvedValue(REGISTRATION);
  mfa = { totp: false, passkeys: 0, recovery_codes_left: 0 };
});

function open(roleName = 'Tester', path = '/dashboard/profile') {
  signIn([]);
  window.localStorage.setItem(STORAGE_KEYS.roleName, roleName);
  const mock = mockFetch(server);
  const view = renderRoutes(appRoutes, path);
  return { ...mock, ...view };
}

describe('My Profile (spec §2 "Profile")', () => {
  it('has Personal Information and Change Password tabs, and no Preferences for other roles', async () => {
    open();
    // The first screen of the file loads its code cold: allow for a busy machine.
    expect(await screen.findByRole('tab', { name: 'Personal Information' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Change Password' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Preferences' })).toBeNull();
    const email = await screen.findByLabelText<HTMLInputElement>('Email');
    expect(email.value).toBe('ada@example.com');
    expect(email.disabled).toBe(true);
  });

  it("updates the names ('Profile updated.') and the top bar's first name at once", async () => {
    const u = userEvent.setup();
    const { calls } = open();
    expect(await screen.findByRole('link', { name: 'Ada' })).toBeTruthy();
    const first = await screen.findByLabelText('First Name');
    await waitFor(() => expect((first as HTMLInputElement).value).toBe('Ada'));
    await u.clear(first);
    await u.type(first, 'Adeline');
    await u.click(screen.getByRole('button', { name: 'Update' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Profile updated.');
    expect(await screen.findByRole('link', { name: 'Adeline' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ first_name: 'Adeline', last_name: 'Admin' });
  });

  it.each([
    ['ab', 'First Name must be at least 3 characters.'],
    ['x'.repeat(51), 'First Name must be at most 50 characters.'],
  ])('refuses the first name %j', async (name, message) => {
    const u = userEvent.setup();
    open();
    const first = await screen.findByLabelText('First Name');
    await waitFor(() => expect((first as HTMLInputElement).value).toBe('Ada'));
    await u.clear(first);
    await u.type(first, name);
    await u.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it("changes the password: 'Passwords are not same.', the 403 detail, then 'Password changed.'", async () => {
    const u = userEvent.setup();
    const { calls } = open();
    await u.click(await screen.findByRole('tab', { name: 'Change Password' }));
    await u.type(screen.getByLabelText('Old Password'), 'wrong-pass');
    await u.type(screen.getByLabelText('New Password'), 'new-pass-1');
    await u.type(screen.getByLabelText('Confirm Password'), 'new-pass-2');
    await u.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Passwords are not same.')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname.endsWith('/change-password'))).toBe(false);

    await u.clear(screen.getByLabelText('Confirm Password'));
    await u.type(screen.getByLabelText('Confirm Password'), 'new-pass-1');
    await u.click(screen.getByRole('button', { name: 'Update' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Old password is incorrect.');

    await u.clear(screen.getByLabelText('Old Password'));
    await u.type(screen.getByLabelText('Old Password'), 'right-pass');
    await u.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Password changed.'));
    expect(calls.filter((c) => c.url.pathname.endsWith('/change-password')).at(-1)?.body).toEqual({ old_password: 'right-pass', new_password: 'new-pass-1' });
    expect(screen.getByLabelText<HTMLInputElement>('Old Password').value).toBe('');
  });

  it.each([
    ['Old Password', 'Old Password must be at least 6 characters.'],
    ['New Password', 'New Password must be at least 6 characters.'],
  ])('refuses a short %s', async (label, message) => {
    const u = userEvent.setup();
    open();
    await u.click(await screen.findByRole('tab', { name: 'Change Password' }));
    for (const l of ['Old Password', 'New Password', 'Confirm Password'])
      await u.type(screen.getByLabelText(l), l === label || (label === 'New Password' && l === 'Confirm Password') ? 'abcde' : 'long-enough');
    await u.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it("shows Preferences to the Super Admin: reads and saves the alert email ('Saved.')", async () => {
    const u = userEvent.setup();
    const { calls } = open('Super Admin');
    await u.click(await screen.findByRole('tab', { name: 'Preferences' }));
    const email = await screen.findByLabelText<HTMLInputElement>('Customer Registration Alert Email');
    expect(email.value).toBe('alerts@example.com');
    await u.clear(email);
    await u.type(email, 'a@b.');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email must be at least 5 characters.')).toBeTruthy();
    await u.clear(email);
    await u.type(email, 'new-alerts@example.com');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Saved.');
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ body: { email: 'new-alerts@example.com' } });
    expect(calls.find((c) => c.method === 'PUT')?.url.pathname).toBe('/api/admin/v1.0/notification-settings/3');
  });

  it('keeps the open tab in the URL (?tab=password), so a reload or Back shows it again', async () => {
    const u = userEvent.setup();
    const { router } = open();
    await u.click(await screen.findByRole('tab', { name: 'Change Password' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=password'));
    expect(screen.getByLabelText('Old Password')).toBeTruthy();
    await u.click(screen.getByRole('tab', { name: 'Personal Information' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens the tab the URL names; Preferences only for the Super Admin', async () => {
    open('Tester', '/dashboard/profile?tab=password');
    expect((await screen.findByRole('tab', { name: 'Change Password' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('Old Password')).toBeTruthy();
  });

  it('a link to Preferences opens Personal Information for other roles', async () => {
    open('Tester', '/dashboard/profile?tab=preferences');
    expect((await screen.findByRole('tab', { name: 'Personal Information' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByLabelText('Customer Registration Alert Email')).toBeNull();
  });

  it('Preferences says which alerts go to the address', async () => {
    open('Super Admin', '/dashboard/profile?tab=preferences');
    expect(await screen.findByLabelText('Customer Registration Alert Email')).toBeTruthy();
    expect(screen.getByText(/new customer registers/).textContent).toMatch(/new customer registers.*support request/);
  });

  describe('Sessions (CONTRACT "Staff sign-in")', () => {
    it('lists each signed-in browser in words with when and where, this one marked and without End', async () => {
      open('Tester', '/dashboard/profile?tab=sessions');
      const list = await screen.findByRole('list', { name: 'Sessions' }, { timeout: 5000 });
      const items = within(list).getAllByRole('listitem');
      expect(items.map((i) => i.textContent)).toEqual([
        expect.stringContaining('Chrome on Windows'),
        expect.stringContaining('Safari on iPhone'),
        expect.stringContaining('Firefox on Linux'),
      ]);
      expect(within(items[0]).getByText('This browser')).toBeTruthy();
      expect(within(items[0]).queryByRole('button')).toBeNull();
      expect(items[1].textContent).toContain('203.0.113.9');
      expect(within(items[1]).getByRole('button', { name: /^End the session of Safari on iPhone/ })).toBeTruthy();
    });

    it('End asks first; Cancel ends nothing; Yes ends that one session and the list follows', async () => {
      const u = userEvent.setup();
      const { calls } = open('Tester', '/dashboard/profile?tab=sessions');
      const end = await screen.findByRole('button', { name: /^End the session of Safari on iPhone/ }, { timeout: 5000 });
      await u.click(end);
      const dialog = await screen.findByRole('dialog', { name: 'End this session?' });
      expect(dialog.textContent).toContain('Safari on iPhone at 203.0.113.9 will be signed out.');
      await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
      await u.click(end);
      await u.click(within(await screen.findByRole('dialog', { name: 'End this session?' })).getByRole('button', { name: 'End' }));
      expect((await screen.findByRole('alert')).textContent).toContain('Session ended.');
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual(['/api/admin/v1.0/me/sessions/5']);
      await waitFor(() => expect(screen.queryByText('Safari on iPhone')).toBeNull());
      expect(screen.getByText('Firefox on Linux')).toBeTruthy();
    });

    it('End all others asks first, ends them in one call, then is disabled with only this browser left', async () => {
      const u = userEvent.setup();
      const { calls } = open('Tester', '/dashboard/profile?tab=sessions');
      await u.click(await screen.findByRole('button', { name: 'End all others' }, { timeout: 5000 }));
      const dialog = await screen.findByRole('dialog', { name: 'End all other sessions?' });
      await u.dblClick(within(dialog).getByRole('button', { name: 'End' }));
      expect((await screen.findByRole('alert')).textContent).toContain('2 other sessions ended.');
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual(['/api/admin/v1.0/me/sessions']);
      await waitFor(() => expect(screen.getByRole('button', { name: 'End all others' })).toHaveProperty('disabled', true));
      expect(within(screen.getByRole('list', { name: 'Sessions' })).getAllByRole('listitem')).toHaveLength(1);
    });
  });

  describe('Security: the authenticator app (CONTRACT "Staff sign-in")', () => {
    it('sets it up: the password, the QR code and key, a code, then ten recovery codes shown once with Copy and Download', async () => {
      const u = userEvent.setup();
      const { calls } = open('Tester', '/dashboard/profile?tab=security');
      await u.click(await screen.findByRole('button', { name: 'Set up authenticator app' }, { timeout: 5000 }));
      await u.type(screen.getByLabelText(/^Password/), 'wrong-pass');
      await u.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText('Password is incorrect.')).toBeTruthy();
      await u.clear(screen.getByLabelText(/^Password/));
      await u.type(screen.getByLabelText(/^Password/), 'right-pass');
      await u.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
      expect(await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeTruthy();
      const code = screen.getByRole('textbox', { name: /^Code/ });
      await u.type(code, '654321');
      await u.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText(/That code is not right/)).toBeTruthy();
      await u.clear(code);
      await u.type(code, '123456');
      await u.click(screen.getByRole('button', { name: 'Verify' }));
      const list = await screen.findByRole('list', { name: 'Recovery codes' });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(RECOVERY);
      expect(screen.getByText(/shown only this once/)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
      await u.click(screen.getByRole('button', { name: 'Done' }));
      expect(await screen.findByText('10 recovery codes left.')).toBeTruthy();
      expect(screen.getByText('On')).toBeTruthy();
      expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url.pathname, c.body])).toEqual([
        ['/api/admin/v1.0/me/mfa/totp', { password: 'wrong-pass' }],
        ['/api/admin/v1.0/me/mfa/totp', { password: 'right-pass' }],
        ['/api/admin/v1.0/me/mfa/totp/confirm', { code: '654321' }],
        ['/api/admin/v1.0/me/mfa/totp/confirm', { code: '123456' }],
      ]);
    });

    it('turns it off with the password after a confirmation; a wrong password says so', async () => {
      mfa = { totp: true, passkeys: 0, recovery_codes_left: 2 };
      const u = userEvent.setup();
      open('Tester', '/dashboard/profile?tab=security');
      expect(await screen.findByText(/2 recovery codes left\. Turn the app off and set it up again for ten new ones\./, undefined, { timeout: 5000 })).toBeTruthy();
      await u.click(screen.getByRole('button', { name: 'Turn off' }));
      const dialog = await screen.findByRole('dialog', { name: 'Turn off the authenticator app?' });
      await u.type(within(dialog).getByLabelText(/^Password/), 'nope-nope');
      await u.click(within(dialog).getByRole('button', { name: 'Turn off' }));
      expect(await within(dialog).findByText('Password is incorrect.')).toBeTruthy();
      await u.clear(within(dialog).getByLabelText(/^Password/));
      await u.type(within(dialog).getByLabelText(/^Password/), 'right-pass');
      await u.click(within(dialog).getByRole('button', { name: 'Turn off' }));
      expect((await screen.findByText('Authenticator app turned off.')).closest('[role="alert"]')).toBeTruthy();
      expect(await screen.findByRole('button', { name: 'Set up authenticator app' })).toBeTruthy();
    });
  });

  describe('Security: passkeys (CONTRACT "Staff sign-in")', () => {
    it('lists each passkey and removes one after the password; a wrong password says so', async () => {
      const u = userEvent.setup();
      const { calls } = open('Tester', '/dashboard/profile?tab=security');
      const list = await screen.findByRole('list', { name: 'Passkeys' }, { timeout: 5000 });
      expect(within(list).getByText('Work laptop')).toBeTruthy();
      expect(within(list).getByText(/Not used yet/)).toBeTruthy();
      await u.click(within(list).getByRole('button', { name: 'Remove the passkey Work laptop' }));
      const dialog = await screen.findByRole('dialog', { name: 'Remove the passkey "Work laptop"?' });
      await u.click(within(dialog).getByRole('button', { name: 'Remove' }));
      expect(within(dialog).getByText('Password is required.')).toBeTruthy();
      await u.type(within(dialog).getByLabelText(/^Password/), 'nope-nope');
      await u.click(within(dialog).getByRole('button', { name: 'Remove' }));
      expect(await within(dialog).findByText('Password is incorrect.')).toBeTruthy();
      await u.clear(within(dialog).getByLabelText(/^Password/));
      await u.type(within(dialog).getByLabelText(/^Password/), 'right-pass');
      await u.click(within(dialog).getByRole('button', { name: 'Remove' }));
      expect(await screen.findByText('Passkey removed.')).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('list', { name: 'Passkeys' })).toBeNull());
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => [c.url.pathname, c.body])).toEqual([
        ['/api/admin/v1.0/me/passkeys/3', { password: 'nope-nope' }],
        ['/api/admin/v1.0/me/passkeys/3', { password: 'right-pass' }],
      ]);
    });

    it('adds one: a name (required, at most 50), the password, the browser dialog, then the list shows it', async () => {
      passkeys = [];
      const u = userEvent.setup();
      const { calls } = open('Tester', '/dashboard/profile?tab=security');
      await u.click(await screen.findByRole('button', { name: 'Add a passkey' }, { timeout: 5000 }));
      const form = screen.getByRole('form', { name: 'Add a passkey' });
      const name = within(form).getByRole('textbox', { name: /^Name/ });
      await u.clear(name);
      await u.click(within(form).getByRole('button', { name: 'Add passkey' }));
      expect(within(form).getByText('Name is required.')).toBeTruthy();
      expect(within(form).getByText('Password is required.')).toBeTruthy();
      await u.type(name, 'x'.repeat(51));
      await u.type(within(form).getByLabelText(/^Password/), 'right-pass');
      await u.click(within(form).getByRole('button', { name: 'Add passkey' }));
      expect(within(form).getByText('Name must be at most 50 characters.')).toBeTruthy();
      await u.clear(name);
      await u.type(name, 'Desk key');
      await u.click(within(form).getByRole('button', { name: 'Add passkey' }));
      expect(await screen.findByText('Passkey added. Your other sessions were signed out.')).toBeTruthy();
      const list = await screen.findByRole('list', { name: 'Passkeys' });
      expect(within(list).getByText('Desk key')).toBeTruthy();
      expect(createPasskey).toHaveBeenCalledWith(expect.objectContaining({ challenge: 'abc' }));
      expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url.pathname, c.body])).toEqual([
        ['/api/admin/v1.0/me/passkeys/options', { password: 'right-pass' }],
        ['/api/admin/v1.0/me/passkeys', { name: 'Desk key', response: REGISTRATION }],
      ]);
    });

    it('says so when the browser dialog is cancelled, and adds nothing', async () => {
      passkeys = [];
      createPasskey.mockRejectedValue(Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }));
      const u = userEvent.setup();
      const { calls } = open('Tester', '/dashboard/profile?tab=security');
      await u.click(await screen.findByRole('button', { name: 'Add a passkey' }, { timeout: 5000 }));
      await u.type(screen.getByLabelText(/^Password/), 'right-pass');
      await u.click(screen.getByRole('button', { name: 'Add passkey' }));
      expect(await screen.findByText('No passkey was added: the request was cancelled or timed out.')).toBeTruthy();
      expect(calls.filter((c) => c.url.pathname === '/api/admin/v1.0/me/passkeys' && c.method === 'POST')).toEqual([]);
    });
  });
});
