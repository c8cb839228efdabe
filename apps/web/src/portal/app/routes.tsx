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
const SignedInLayout = lazy(() => import('./signed-in-layout'));
const AccountPage = lazy(() => import('../pages/account-page'));
const TicketsPage = lazy(() => import('../tickets/tickets-page'));
const NewTicketPage = lazy(() => import('../tickets/new-ticket-page'));
const TicketPage = lazy(() => import('../tickets/ticket-page'));
const TrolleysPage = lazy(() => import('../trolleys/trolleys-page'));

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
            children: [
              { path: 'tickets', element: element(TicketsPage) },
              { path: 'tickets/new', element: element(NewTicketPage) },
              { path: 'tickets/:id', element: element(TicketPage) },
              { path: 'trolleys', element: element(TrolleysPage) },
              { path: 'account', element: element(AccountPage) },
            ],
          },
        ],
      },
      { path: '*', element: element(NotFoundPage) },
    ],
  },
];
