import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxMessage } from '@glassdesk/shared';
import { appRoutes } from '../../../app/routes';
import { mockFetch, type MockCall } from '../../../test/fetch-mock';
import { renderRoutes, signIn } from '../../../test/render';

const message = (over: Partial<OutboxMessage>): OutboxMessage => ({
  id: 1,
  kind: 'support_alert',
  recipient: 'alerts@example.com',
  subject: 'GlassDesk support request from Ann Lee',
  status: 'sent',
  attempts: 1,
  last_error: null,
  created_at: '2026-03-01T10:00:00.000Z',
  next_attempt_at: null,
  sent_at: '2026-03-01T10:00:01.000Z',
  ...over,
});

function server(operations: string[], opts: { retry?: { status: number; body: unknown } } = {}) {
  let rows = [
    message({
      id: 3,
      kind: 'password_reset',
      recipient: 'ann@example.com',
      subject: 'GlassDesk password reset code',
      status: 'failed',
      attempts: 13,
      last_error: '500 5.0.0 refused',
      sent_at: null,
    }),
    message({
      id: 2,
      kind: 'ticket_new',
      recipient: 'bob@example.com',
      subject: 'GlassDesk: new ticket T-ABC234',
      status: 'queued',
      attempts: 2,
      last_error: 'Greeting never received',
      sent_at: null,
      next_attempt_at: '2026-03-01T10:05:00.000Z',
    }),
    message({ id: 1 }),
  ];
  const totals = () => ({
    queued: rows.filter((r) => r.status === 'queued').length,
    sent: rows.filter((r) => r.status === 'sent').length,
    failed: rows.filter((r) => r.status === 'failed').length,
  });
  return ({ method, url }: MockCall) => {
    const path = url.pathname.replace('/api/admin/v1.0', '');
    if (path === '/operations') return { body: { operations, menu: [] } };
    if (method === 'GET' && path === '/mail') {
      const status = url.searchParams.get('status');
      const list = status ? rows.filter((r) => r.status === status) : rows;
      return { body: { list, count: list.length, totals: totals() } };
    }
    if (method === 'GET' && path === '/mail/1') {
      return {
        body: {
          ...rows[2],
          text_body: 'Hello,\n\nAnn Lee asks for help.\n<script>not run</script>',
          html_body: '<p style="color:#0C69A9">Ann Lee asks for help.</p>',
          withheld: null,
          attachments: [],
        },
      };
    }
    if (method === 'GET' && path === '/mail/3') return { body: { ...rows[0], text_body: null, html_body: null, withheld: 'secret', attachments: [] } };
    if (method === 'POST' && path === '/mail/3/retry') {
      if (opts.retry) return opts.retry;
      rows = rows.map((r) => (r.id === 3 ? { ...r, status: 'queued', attempts: 0, next_attempt_at: '2026-03-01T11:00:00.000Z' } : r));
      return { body: rows[0] };
    }
    return { status: 404, body: { detail: 'Not Found' } };
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('Mail: the outbox under Settings', () => {
  it('lists messages with their status, tries and last error, totals per status in the tabs, and sits in the Settings menu', async () => {
    signIn(['View Mail', 'Retry Mail']);
    mockFetch(server(['View Mail', 'Retry Mail']));
    renderRoutes(appRoutes, '/dashboard/settings/mail');
    const table = await screen.findByRole('table', { name: 'Mail' });
    await within(table).findByText('ann@example.com');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['#', 'To', 'Subject', 'Status', 'Tries', 'Last error', 'Queued', 'Action']);
    expect(within(table).getByText('Password reset')).toBeTruthy();
    expect(within(table).getByText('500 5.0.0 refused')).toBeTruthy();
    expect(within(table).getByText('Failed')).toBeTruthy();
    expect(within(table).getByText(/next try/)).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'Messages by status' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['All (3)', 'Queued (1)', 'Sent (1)', 'Failed (1)']);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Mail' }).getAttribute('aria-current')).toBe('page');
    // Retry only on the failed one.
    expect(screen.getAllByRole('button', { name: /^Retry Message/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['Retry Message ann@example.com']);
  });

  it('filters by status through the tabs, kept in the address', async () => {
    const user = userEvent.setup();
    signIn(['View Mail']);
    const { calls } = mockFetch(server(['View Mail']));
    const { router } = renderRoutes(appRoutes, '/dashboard/settings/mail');
    await screen.findByText('ann@example.com');
    await user.click(screen.getByRole('tab', { name: 'Failed (1)' }));
    await waitFor(() => expect(screen.queryByText('bob@example.com')).toBeNull());
    expect(router.state.location.search).toBe('?status=failed');
    expect(calls.some((c) => c.url.pathname.endsWith('/mail') && c.url.searchParams.get('status') === 'failed')).toBe(true);
  });

  it("retries a failed message: 'Queued again.' and the row shows it queued", async () => {
    const user = userEvent.setup();
    signIn(['View Mail', 'Retry Mail']);
    const { calls } = mockFetch(server(['View Mail', 'Retry Mail']));
    renderRoutes(appRoutes, '/dashboard/settings/mail');
    await screen.findByText('ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Retry Message ann@example.com' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Queued again.');
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Retry Message/ })).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual(['/api/admin/v1.0/mail/3/retry']);
  });

  it("shows the server's refusal of a retry", async () => {
    const user = userEvent.setup();
    signIn(['View Mail', 'Retry Mail']);
    mockFetch(server(['View Mail', 'Retry Mail'], { retry: { status: 409, body: { detail: 'Only a failed message can be retried; this one is sent.' } } }));
    renderRoutes(appRoutes, '/dashboard/settings/mail');
    await screen.findByText('ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Retry Message ann@example.com' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Only a failed message can be retried; this one is sent.');
  });

  it('offers no Retry without Retry Mail, and without View Mail neither the screen nor its menu entry', async () => {
    signIn(['View Mail']);
    mockFetch(server(['View Mail']));
    const first = renderRoutes(appRoutes, '/dashboard/settings/mail');
    await screen.findByText('ann@example.com');
    expect(screen.queryByRole('button', { name: /^Retry Message/ })).toBeNull();
    first.unmount();

    signIn(['List Users']);
    mockFetch(server(['List Users']));
    const { router } = renderRoutes(appRoutes, '/dashboard/settings/mail');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/unauthorized'));
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).queryByRole('link', { name: 'Mail' })).toBeNull();
  });

  it('opens a message by its subject: headers, the text as written, the HTML in a sandboxed frame; kept in the address', async () => {
    const user = userEvent.setup();
    signIn(['View Mail']);
    const { calls } = mockFetch(server(['View Mail']));
    const { router } = renderRoutes(appRoutes, '/dashboard/settings/mail');
    await screen.findByText('ann@example.com');
    expect(calls.some((c) => /\/mail\/\d+$/.test(c.url.pathname))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Open GlassDesk support request from Ann Lee to alerts@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'GlassDesk support request from Ann Lee' });
    expect(new URLSearchParams(router.state.location.search).get('message')).toBe('1');
    await within(dialog).findByText('alerts@example.com');
    for (const text of ['Support alert', 'Attachments', 'None']) expect(within(dialog).getByText(text)).toBeTruthy();
    expect(within(dialog).getAllByText('Sent')).toHaveLength(2);
    // What was written, tags and all, as text: nothing in it runs.
    expect(within(dialog).getByLabelText('Message text').textContent).toBe('Hello,\n\nAnn Lee asks for help.\n<script>not run</script>');
    await user.click(within(dialog).getByRole('tab', { name: 'HTML preview' }));
    const frame = within(dialog).getByTitle('Message as HTML') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<p style="color:#0C69A9">Ann Lee asks for help.</p>');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(new URLSearchParams(router.state.location.search).get('message')).toBeNull();
  });

  it('a password-reset message opens without its text, saying why; a shared link opens the message', async () => {
    signIn(['View Mail']);
    mockFetch(server(['View Mail']));
    renderRoutes(appRoutes, '/dashboard/settings/mail?message=3');
    const dialog = await screen.findByRole('dialog', { name: 'GlassDesk password reset code' });
    expect((await within(dialog).findByText('This message holds a password-reset code: its text is never shown here, and it is not kept once sent.')).textContent).toBeTruthy();
    expect(within(dialog).queryByLabelText('Message text')).toBeNull();
    expect(within(dialog).getByText('500 5.0.0 refused')).toBeTruthy();
  });
});
