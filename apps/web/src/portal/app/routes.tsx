import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { HOME_PATH } from '../lib/return-to';
import LoginPage from '../pages/login-page';
import { RequireSession } from './require-session';
import { RootLayout } from './root-layout';

type Page = LazyExoticComponent<ComponentType>;
const element = (Page: Page) => <Page />;

// Every page is its own chunk (React.lazy) but the sign-in page, the first screen of most visits: it is in the entry,
// so a first visit loads one script instead of the entry and then, once it ran, ten small ones (a waterfall that cost
// a phone on 4G about half a second before anything showed). The signed-in layout (app bar, navigation, the server
// cache) is a chunk too: signed out, nobody loads it.
const RegisterPage = lazy(() => import('../pages/register-page'));
const WaitingPage = lazy(() => import('../pages/waiting-page'));
const ForgotPage = lazy(() => import('../pages/forgot-page'));
const NotFoundPage = lazy(() => import('../pages/not-found-page'));

// The signed-in pages, by their path under /portal; preloadSignedIn starts their code early.
const loadSignedInLayout = () => import('./signed-in-layout');
const SIGNED_IN_PAGES = {
  tickets: () => import('../tickets/tickets-page'),
  'tickets/new': () => import('../tickets/new-ticket-page'),
  'tickets/:id': () => import('../tickets/ticket-page'),
  trolleys: () => import('../trolleys/trolleys-page'),
  account: () => import('../pages/account-page'),
} as const;
type SignedInPath = keyof typeof SIGNED_IN_PAGES;

const SignedInLayout = lazy(loadSignedInLayout);

/** The signed-in page a path (under the basename) opens, if any: 'tickets/:id' for /tickets/12. */
export function signedInPathOf(pathname: string): SignedInPath | undefined {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  if (path in SIGNED_IN_PAGES && path !== 'tickets/:id') return path as SignedInPath;
  return /^tickets\/[^/]+$/.test(path) ? 'tickets/:id' : undefined;
}

/**
 * Starts loading the signed-in layout and the page of `pathname` together, as the entry starts (main.tsx, when a
 * customer is signed in): rendered one inside the other, each would wait for the one above it to load and render
 * before asking for its own code, two round trips after the entry on a phone (issue 20: New Ticket's first load).
 * React.lazy later gets the same modules. A failed preload is left to the page's own load and its error boundary.
 */
export function preloadSignedIn(pathname: string) {
  const page = signedInPathOf(pathname);
  if (!page) return;
  for (const load of [loadSignedInLayout, SIGNED_IN_PAGES[page]]) load().catch(() => undefined);
}

/** CONTRACT "The customer portal": /portal/login, /register, /forgot, /tickets, /tickets/new, /tickets/{id}, /trolleys, /account. */
export const portalRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <Navigate to={HOME_PATH} replace /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: element(RegisterPage) },
      // Our addition: where a new account (and a sign-in before approval) is told to wait for staff.
      { path: 'waiting', element: element(WaitingPage) },
      { path: 'forgot', element: element(ForgotPage) },
      {
        element: <RequireSession />,
        children: [
          {
            element: element(SignedInLayout),
            children: Object.entries(SIGNED_IN_PAGES).map(([path, load]) => ({ path, element: element(lazy(load)) })),
          },
        ],
      },
      { path: '*', element: element(NotFoundPage) },
    ],
  },
];
