import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appRoutes } from '../../../app/routes';
import { mockFetch, type MockCall } from '../../../test/fetch-mock';
import { renderRoutes, signIn } from '../../../test/render';

const ALL = ['List FAQs', 'Add FAQ', 'Update FAQ', 'Delete FAQ'];
let faqs: Array<{ id: number; title: string; content: string }> = [];
const reset = () => {
  faqs = [
    { id: 1, title: 'How do I claim?', content: '<p>Call us.</p>' },
    { id: 2, title: 'Who pays?', content: '<p><strong>We</strong> do.</p><ul><li>always</li></ul>' },
  ];
};

function server(operations: string[]) {
  return ({ method, url, body }: MockCall) => {
    const path = url.pathname.replace('/api/admin/v1.0', '');
    if (path === '/operations') return { body: { operations, menu: ['FAQs'] } };
    if (method === 'GET' && path === '/faqs') return { body: { list: faqs, count: faqs.length } };
    const match = path.match(/^\/faqs\/(\d+)$/);
    const faq = match && faqs.find((f) => f.id === Number(match[1]));
    if (method === 'GET' && faq) return { body: faq };
    if (method === 'PUT' && faq) return { body: { ...faq, ...(body as object) } };
    if (method === 'DELETE' && faq) {
      faqs = faqs.filter((f) => f !== faq);
      return { body: { message: 'FAQ deleted.' } };
    }
    if (method === 'POST' && path === '/faqs') {
      const { title } = body as { title: string };
      if (title === 'Refused title') return { status: 422, body: { detail: [{ loc: ['body', 'content'], msg: 'Content must be at least 3 characters.', type: 'value_error' }] } };
      return { status: 201, body: { id: 3, ...(body as object) } };
    }
    return { status: 404, body: { detail: 'Not Found' } };
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('FAQs list (spec §2 "FAQs": list, add, edit, delete)', () => {
  it('lists FAQs with #, Title and Action, and the Add FAQ button', async () => {
    reset();
    signIn(ALL, ['FAQs']);
    mockFetch(server(ALL));
    renderRoutes(appRoutes, '/dashboard/faqs');
    const table = await screen.findByRole('table', { name: 'FAQs' });
    await within(table).findByText('Who pays?');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'Title', 'Action']);
    expect(screen.getByRole('link', { name: 'Add FAQ' }).getAttribute('href')).toBe('/dashboard/faqs/add');
    expect(screen.getAllByRole('link', { name: /^Edit FAQ( |$)/ })[1].getAttribute('href')).toBe('/dashboard/faqs/2');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByText('Utilities')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'FAQs' }).getAttribute('aria-current')).toBe('page');
  });

  it("asks 'Are you sure you want to delete the FAQ ?' and says 'FAQ deleted.'", async () => {
    reset();
    const user = userEvent.setup();
    signIn(ALL, ['FAQs']);
    const { calls } = mockFetch(server(ALL));
    renderRoutes(appRoutes, '/dashboard/faqs');
    await screen.findByText('Who pays?');
    await user.click(screen.getAllByRole('button', { name: /^Delete FAQ( |$)/ })[1]);
    const dialog = screen.getByRole('dialog', { name: 'Delete FAQ' });
    expect(dialog.textContent).toContain('Are you sure you want to delete the FAQ ?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('FAQ deleted.');
    await waitFor(() => expect(screen.queryByText('Who pays?')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual(['/api/admin/v1.0/faqs/2']);
  });

  it('offers no Add, Edit or Delete to a user holding only List FAQs', async () => {
    reset();
    signIn(['List FAQs'], ['FAQs']);
    mockFetch(server(['List FAQs']));
    renderRoutes(appRoutes, '/dashboard/faqs');
    await screen.findByText('Who pays?');
    expect(screen.queryByRole('link', { name: 'Add FAQ' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit FAQ( |$)/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete FAQ( |$)/ })).toBeNull();
  });
});

describe('FAQ forms', () => {
  it('the edit screen loads the FAQ into Title and the editor, and says "Faq updated."', async () => {
    reset();
    const user = userEvent.setup();
    signIn(ALL, ['FAQs']);
    const { calls } = mockFetch(server(ALL));
    const { router } = renderRoutes(appRoutes, '/dashboard/faqs/2');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect((title as HTMLInputElement).value).toBe('Who pays?');
    const editor = screen.getByRole('textbox', { name: 'Content' });
    expect(editor.querySelector('strong')?.textContent).toBe('We');
    expect(editor.querySelector('li')?.textContent).toBe('always');
    await user.clear(title);
    await user.type(title, 'Who pays for it?');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Faq updated.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/faqs'));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/admin/v1.0/faqs/2');
    // The content was not touched: it goes back as it was loaded.
    expect(put?.body).toEqual({ title: 'Who pays for it?', content: '<p><strong>We</strong> do.</p><ul><li>always</li></ul>' });
  });

  it('the add screen checks Title and Content before calling, then says "Added successfully"', async () => {
    reset();
    const user = userEvent.setup();
    signIn(ALL, ['FAQs']);
    const { calls } = mockFetch(server(ALL));
    const { router } = renderRoutes(appRoutes, '/dashboard/faqs/add');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'ab');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Title must be at least 3 characters.')).toBeTruthy();
    // The empty editor reads 'is required.'.
    expect(screen.getByText('Content is required.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'c');
    await user.click(screen.getByRole('textbox', { name: 'Content' }));
    for (const key of 'Yes') {
      await user.keyboard(key);
      await new Promise((r) => setTimeout(r, 0));
    }
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Added successfully');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/faqs'));
    const posted = calls.find((c) => c.method === 'POST')?.body as { title: string; content: string };
    expect(posted.title).toBe('abc');
    expect(posted.content).toContain('<p>Yes</p>');
  });

  it('shows the first validation message the server sends', async () => {
    reset();
    const user = userEvent.setup();
    signIn(ALL, ['FAQs']);
    mockFetch(server(ALL));
    renderRoutes(appRoutes, '/dashboard/faqs/add');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Refused title');
    await user.click(screen.getByRole('textbox', { name: 'Content' }));
    for (const key of 'xyz') {
      await user.keyboard(key);
      await new Promise((r) => setTimeout(r, 0));
    }
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Content must be at least 3 characters.');
  });
});
