import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { renderRoutes, signIn } from '../test/render';
import { RouteGuard } from './route-guard';

const routes: RouteObject[] = [
  { path: '/dashboard/unauthorized', element: <p>unauthorized page</p> },
  { path: '/dashboard', element: <RouteGuard pattern="cities" />, children: [{ path: 'cities', element: <p>cities page</p> }] },
  { path: '/dashboard', element: <RouteGuard pattern="cities/add" />, children: [{ path: 'cities/add', element: <p>add city page</p> }] },
];

describe('RouteGuard (spec §2 route table)', () => {
  it('lets a user holding the operation in', async () => {
    signIn(['List Cities']);
    renderRoutes(routes, '/dashboard/cities');
    expect(await screen.findByText('cities page')).toBeTruthy();
  });

  it('sends a user lacking the operation to Unauthorized with the message', async () => {
    signIn(['List Cities']);
    const { router } = renderRoutes(routes, '/dashboard/cities/add');
    expect(await screen.findByText('unauthorized page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/unauthorized');
    expect(screen.queryByText('add city page')).toBeNull();
    expect((await screen.findByRole('alert')).textContent).toContain("You don't have permission.");
  });
});
