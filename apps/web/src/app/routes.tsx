import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { useBootDone } from '../lib/boot';
import type { RoutePattern } from '@glassdesk/shared';
import { RouteGuard } from './route-guard';
import NotFoundPage from './pages/not-found-page';
import { PageLoading } from './pages/page-loading';
import { RootRedirect } from './pages/root-redirect';
import { RouteError, ShellRouteError } from './pages/route-error';

type PageModule = { default: ComponentType };

/** Every screen is its own chunk, loaded when its route is first opened. */
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

/**
 * A /dashboard route behind the guard; a pattern missing from the spec's route table fails to compile. Its
 * error element shows inside the shell: Page not found for a malformed or unknown id, else the generic failure.
 */
function guarded(pattern: RoutePattern, load: () => Promise<PageModule>): RouteObject {
  const child: RouteObject = pattern === '' ? { index: true, lazy: page(load) } : { path: pattern, lazy: page(load) };
  return { element: <RouteGuard pattern={pattern} />, errorElement: <ShellRouteError />, children: [child] };
}

/** The root of every screen: the product name index.html painted gives way to the first screen (lib/boot.ts). */
function AppRoot() {
  useBootDone();
  return <Outlet />;
}

export const appRoutes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, element: <RootRedirect /> },
      { path: 'login', lazy: page(() => import('../features/auth/routes/login-page')) },
      { path: 'forgot', lazy: page(() => import('../features/auth/routes/forgot-page')) },
      { path: 'privacy-policy', lazy: page(() => import('../features/legal/routes/privacy-policy-page')) },
      { path: 'support', lazy: page(() => import('../features/support/routes/support-page')) },
      { path: 'setup-second-factor', lazy: page(() => import('../features/profile/routes/second-factor-setup-page')) },
      {
        path: 'dashboard',
        lazy: page(() => import('./shell/shell-layout')),
        children: [
          guarded('', () => import('../features/dashboard/routes/dashboard-page')),
          guarded('profile', () => import('../features/profile/routes/profile-page')),
          guarded('unauthorized', () => import('./pages/unauthorized-page')),
          guarded('business', () => import('../features/businesses/routes/businesses-list-page')),
          guarded('business/add', () => import('../features/businesses/routes/business-add-page')),
          guarded('business/trash', () => import('../features/businesses/routes/business-trash-page')),
          guarded('business/:businessId', () => import('../features/businesses/routes/business-edit-page')),
          guarded('business/:businessId/settings', () => import('../features/businesses/routes/business-settings-page')),
          guarded('business/:businessId/customers', () => import('../features/businesses/routes/business-employees-page')),
          guarded('business/:businessId/tickets', () => import('../features/businesses/routes/business-tickets-page')),
          guarded('customers', () => import('../features/customers/routes/customers-list-page')),
          guarded('customers/trash', () => import('../features/customers/routes/customers-trash-page')),
          guarded('customers/:customerId', () => import('../features/customers/routes/customer-detail-page')),
          guarded('customers/:customerId/statements/:month', () => import('../features/customers/routes/statement-page')),
          guarded('tickets', () => import('../features/tickets/routes/tickets-list-page')),
          guarded('tickets/trash', () => import('../features/tickets/routes/tickets-trash-page')),
          guarded('Tickets/:ticketId', () => import('../features/tickets/routes/ticket-detail-page')),
          guarded('ticketSettings', () => import('../features/ticket-settings/routes/ticket-settings-page')),
          guarded('cities', () => import('../features/cities/routes/cities-list-page')),
          guarded('cities/add', () => import('../features/cities/routes/city-add-page')),
          guarded('cities/:cityId', () => import('../features/cities/routes/city-edit-page')),
          guarded('plants', () => import('../features/plants/routes/plants-list-page')),
          guarded('plants/add', () => import('../features/plants/routes/plant-add-page')),
          guarded('plants/:plantId', () => import('../features/plants/routes/plant-edit-page')),
          guarded('trolleys', () => import('../features/trolleys/routes/trolleys-list-page')),
          guarded('trolleys/add', () => import('../features/trolleys/routes/trolley-add-page')),
          guarded('trolleys/deleted', () => import('../features/trolleys/routes/trolleys-deleted-page')),
          guarded('trolleys/customers', () => import('../features/trolleys/routes/customer-trolleys-page')),
          guarded('trolleys/:trolleyId', () => import('../features/trolleys/routes/trolley-detail-page')),
          guarded('trolleys/:trolleyId/edit', () => import('../features/trolleys/routes/trolley-edit-page')),
          guarded('trolleys/:trolleyId/transfer', () => import('../features/trolleys/routes/trolley-transfer-page')),
          guarded('trolleys/:trolleyId/:historyId', () => import('../features/trolleys/routes/trolley-history-page')),
          guarded('cost', () => import('../features/trolleys/routes/trolley-cost-page')),
          guarded('trolley-balance', () => import('../features/trolleys/routes/trolley-balance-page')),
          guarded('disputes', () => import('../features/disputes/routes/disputes-page')),
          guarded('disputes/:disputeId', () => import('../features/disputes/routes/dispute-page')),
          guarded('plant-transfer/check-out', () => import('../features/trolleys/routes/plant-checkout-page')),
          guarded('plant-transfer/check-in', () => import('../features/trolleys/routes/plant-checkin-page')),
          guarded('handover', () => import('../features/trolleys/routes/handover-page')),
          guarded('settings/users', () => import('../features/users/routes/users-list-page')),
          guarded('settings/users/add', () => import('../features/users/routes/user-add-page')),
          guarded('settings/users/:userId', () => import('../features/users/routes/user-edit-page')),
          guarded('settings/users/reset-password/:userId', () => import('../features/users/routes/user-reset-password-page')),
          guarded('settings/roles', () => import('../features/roles/routes/roles-list-page')),
          guarded('settings/roles/add', () => import('../features/roles/routes/role-add-page')),
          guarded('settings/roles/:roleId', () => import('../features/roles/routes/role-edit-page')),
          guarded('settings/mail', () => import('../features/mail/routes/mail-page')),
          guarded('settings/activity', () => import('../features/activity/routes/activity-page')),
          guarded('faqs', () => import('../features/faqs/routes/faqs-list-page')),
          guarded('faqs/add', () => import('../features/faqs/routes/faq-add-page')),
          guarded('faqs/:faqId', () => import('../features/faqs/routes/faq-edit-page')),
          guarded('help', () => import('../features/help/routes/help-page')),
          guarded('help/:helpId', () => import('../features/help/routes/help-edit-page')),
          guarded('warrantyReason', () => import('../features/warranty-reasons/routes/warranty-reasons-list-page')),
          guarded('warrantyReason/add', () => import('../features/warranty-reasons/routes/warranty-reason-add-page')),
          guarded('warrantyReason/:warrantyReasonId', () => import('../features/warranty-reasons/routes/warranty-reason-edit-page')),
          guarded('glassTypes', () => import('../features/glass-types/routes/glass-types-list-page')),
          guarded('glassTypes/add', () => import('../features/glass-types/routes/glass-type-add-page')),
          guarded('glassTypes/:glassTypeId', () => import('../features/glass-types/routes/glass-type-edit-page')),
          guarded('support', () => import('../features/support/routes/support-list-page')),
          // In the main chunk: the shell's error element shows it too (a malformed or unknown id).
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
