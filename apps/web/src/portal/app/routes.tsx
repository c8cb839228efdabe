import { lazy, useState, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { HOME_PATH } from '../lib/return-to';
import LoginPage from '../pages/login-page';
import { RequireSession } from './require-session';
import { RootLayout } from './root-layout';

const element = (Page: ComponentType) => <Page />;

type Load = () => Promise<{ default: ComponentType }>;

/**
 * React.lazy keeps a failed load failed for good (a chunk asked for offline): this one makes a new lazy component
 * after a failure, so the next mount (the error boundary's retry once back online, or another visit) loads again.
 */
export function retrying(load: Load) {
  const make = (): ComponentType =>
    lazy(() =>
      load().catch((error: unknown) => {
        current = make();
        throw error;
      }),
    );
  let current = make();
  function Page() {
    // Chosen once per mount: a failure unmounts the page (the boundary shows its message), a retry mounts anew.
    const [Component] = useState(() => current);
    return <Component />;
  }
  return Page;
}

/**
 * A lazy page whose code can be loaded ahead (preload): once loaded it renders at once, without suspending, so a page
 * whose code came with the entry's start paints in the app's first commit (no loading bar in between, and none of
 * React's delay before revealing content that suspended). Not loaded yet, it is React.lazy.
 */
function preloadable(load: Load) {
  let loaded: ComponentType | undefined;
  const remember = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = retrying(remember);
  // Chosen once per mount: a page shown through React.lazy stays that component (no remount when its code is in).
  function Page() {
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return Object.assign(Page, { preload: () => remember().then(() => undefined) });
}

// Every page is its own chunk (React.lazy) but the sign-in page, the first screen of most visits: it is in the entry,
// so a first visit loads one script instead of the entry and then, once it ran, ten small ones (a waterfall that cost
// a phone on 4G about half a second before anything showed). The signed-in layout (app bar, navigation, the server
// cache) is a chunk too: signed out, nobody loads it.
const RegisterPage = retrying(() => import('../pages/register-page'));
const WaitingPage = retrying(() => import('../pages/waiting-page'));
const ForgotPage = retrying(() => import('../pages/forgot-page'));
const NotFoundPage = retrying(() => import('../pages/not-found-page'));

// The signed-in pages, by their path under /portal; preloadSignedIn loads their code early.
const SignedInLayout = preloadable(() => import('./signed-in-layout'));
const SIGNED_IN_PAGES = {
  tickets: preloadable(() => import('../tickets/tickets-page')),
  'tickets/new': preloadable(() => import('../tickets/new-ticket-page')),
  'tickets/:id': preloadable(() => import('../tickets/ticket-page')),
  trolleys: preloadable(() => import('../trolleys/trolleys-page')),
  statements: preloadable(() => import('../statements/statements-page')),
  'statements/:month': preloadable(() => import('../statements/statement-page')),
  account: preloadable(() => import('../pages/account-page')),
} as const;
type SignedInPath = keyof typeof SIGNED_IN_PAGES;

/** The signed-in page a path (under the basename) opens, if any: 'tickets/:id' for /tickets/12. */
export function signedInPathOf(pathname: string): SignedInPath | undefined {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  if (path in SIGNED_IN_PAGES && path !== 'tickets/:id' && path !== 'statements/:month') return path as SignedInPath;
  if (/^statements\/[^/]+$/.test(path)) return 'statements/:month';
  return /^tickets\/[^/]+$/.test(path) ? 'tickets/:id' : undefined;
}

/**
 * Loads the signed-in layout's code and the page's of `pathname` together, as the entry starts (main.tsx, when a
 * customer is signed in), and answers once both are in (never rejects: a failed load is left to the page's own load
 * and its error boundary). Rendered one inside the other, each would wait for the one above it to load and render
 * before asking for its own code, two round trips after the entry on a phone, and each would show the loading bar
 * first (New Ticket's first load).
 */
export async function preloadSignedIn(pathname: string): Promise<void> {
  const page = signedInPathOf(pathname);
  if (!page) return;
  await Promise.all([SignedInLayout.preload(), SIGNED_IN_PAGES[page].preload()]).catch(() => undefined);
}

/** CONTRACT "The customer portal": /portal/login, /register, /forgot, /tickets, /tickets/new, /tickets/{id}, /trolleys, /statements, /statements/{month}, /account. */
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
            element: <SignedInLayout />,
            children: Object.entries(SIGNED_IN_PAGES).map(([path, Page]) => ({ path, element: <Page /> })),
          },
        ],
      },
      { path: '*', element: element(NotFoundPage) },
    ],
  },
];
