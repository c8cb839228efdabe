import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { STORAGE_KEYS } from '@glassdesk/shared';
import { AppProviders } from '../app/providers';

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

/** Renders routes inside the app's providers with an in-memory router the test can inspect. */
export function renderRoutes(routes: RouteObject[], initialPath = '/') {
  const client = testQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    // The app gives the cache to the signed-in screens only (shell-layout.tsx); a test gives its own to every route.
    <QueryClientProvider client={client}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

/** Renders one element at `path` (e.g. a form or a page reading params). */
export const renderAt = (element: ReactElement, path = '/', pattern = '*') => renderRoutes([{ path: pattern, element }], path);

/** A signed-in session holding these operations. */
export function signIn(operations: string[], menu: string[] = []) {
  window.localStorage.setItem(STORAGE_KEYS.token, 'test-token');
  window.localStorage.setItem(
    STORAGE_KEYS.user,
    JSON.stringify({ id: 1, first_name: 'Ada', last_name: 'Admin', email: 'ada@example.com', role: { id: 1, name: 'Tester', editable: true } }),
  );
  window.localStorage.setItem(STORAGE_KEYS.operations, JSON.stringify(operations));
  window.localStorage.setItem(STORAGE_KEYS.menu, JSON.stringify(menu));
}
