import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { OfflineBanner } from '../components/offline-banner';
import { PageLoading } from '../components/page-loading';
import { PageErrorBoundary } from './error-boundary';

/** Every portal page: the offline banner on top, the page (its own chunk) below. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <OfflineBanner />
      <PageErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </PageErrorBoundary>
    </>
  );
}
