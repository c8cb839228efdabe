import { useLayoutEffect } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { portalRoutes } from './routes';

/**
 * The portal's routes, in React Router's declarative mode (BrowserRouter, useRoutes): the pages load their own data
 * and code (React.lazy), so the data router's loaders are not needed, and leaving it out keeps about 15 KB of
 * brotli JavaScript off the sign-in page (its first-load budget).
 */
export function PortalApp() {
  const location = useLocation();
  // A new page starts at its top (the data router's ScrollRestoration is not used here). A block, not an arrow's
  // value: Chromium's scrollTo() now answers a promise, which React would take for the effect's cleanup.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);
  return useRoutes(portalRoutes);
}
