import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { renderRoutes, signIn } from '../../test/render';
import { RootRedirect } from './root-redirect';

const routes = [
  { path: '/', element: <RootRedirect /> },
  { path: '/login', element: <p>login</p> },
  { path: '/dashboard', element: <p>dashboard</p> },
];

describe('/ (spec §2)', () => {
  it('goes to /login without a token', async () => {
    const { router } = renderRoutes(routes, '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('goes to /dashboard with a stored token', async () => {
    signIn([]);
    const { router } = renderRoutes(routes, '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
