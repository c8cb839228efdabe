import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, type MockCall } from '../../test/fetch-mock';
import { renderRoutes, signIn } from '../../test/render';
import { appRoutes } from '../routes';

const OPS = ['List Cities', 'Update City', 'List Plants', 'Update Plant', 'List Users', 'Update User', 'Reset Password'];

function server({ url }: MockCall) {
  const path = url.pathname.replace('/api/admin/v1.0', '');
  if (path === '/operations') return { body: { operations: OPS, menu: [] } };
  if (path.endsWith('/user-plant')) return { body: [] };
  if (path === '/cities/5') return { body: { id: 5, name: 'Oslo' } };
  if (path === '/cities') return { body: { list: [], count: 0 } };
  return { status: 404, body: { detail: 'City not found.' } };
}

afterEach(() => vi.unstubAllGlobals());

const notFound = () => screen.findByRole('heading', { name: 'Page not found', level: 1 }, { timeout: 5000 });

describe('Page not found for a malformed or unknown id', () => {
  it.each(['/dashboard/cities/abc', '/dashboard/cities/0', '/dashboard/cities/-3', '/dashboard/cities/1.5', '/dashboard/plants/1e3', '/dashboard/settings/users/reset-password/x'])(
    '%s shows Page not found inside the shell and asks the API nothing about it',
    async (path) => {
      signIn(OPS);
      const { calls } = mockFetch(server);
      renderRoutes(appRoutes, path);
      expect(await notFound()).toBeTruthy();
      expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
      expect(screen.queryByText(/expected number/i)).toBeNull();
      expect(calls.some((c) => /\/(cities|plants|users)\/./.test(c.url.pathname) && !c.url.pathname.endsWith('/user-plant'))).toBe(false);
      await waitFor(() => expect(document.title).toBe('Page not found · GlassDesk'));
    },
  );

  it('a well-formed id the API does not know (404) shows Page not found', async () => {
    signIn(OPS);
    mockFetch(server);
    renderRoutes(appRoutes, '/dashboard/cities/999');
    expect(await notFound()).toBeTruthy();
    expect(screen.queryByText('City not found.')).toBeNull();
  });

  it('a known id opens its form, and the menu leaves the not-found page', async () => {
    signIn(OPS);
    mockFetch(server);
    const user = userEvent.setup();
    const { router } = renderRoutes(appRoutes, '/dashboard/cities/abc');
    await notFound();
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await router.navigate('/dashboard/cities/5');
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: /City Name/ })).value).toBe('Oslo');
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });

  it('other failures while loading the record still show on the page, not as Page not found', async () => {
    signIn(OPS);
    mockFetch(({ url }) => (url.pathname.endsWith('/cities/7') ? { status: 500, body: { detail: 'Internal Server Error' } } : server({ url } as MockCall)));
    renderRoutes(appRoutes, '/dashboard/cities/7');
    expect(await screen.findByRole('heading', { name: 'Update City' }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });
});
