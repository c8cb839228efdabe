import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { PortalApp } from './app/portal-app';
import { PortalProviders } from './app/providers';
import { preloadSignedIn } from './app/routes';
import { registerServiceWorker } from './lib/service-worker';
import { PORTAL_BASE } from './lib/return-to';
import { getSession } from './lib/session';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render as a transition: React renders it in slices of a few milliseconds and yields between them, so a
// slow phone stays responsive while the page builds (Lighthouse's Total Blocking Time), instead of one long task.
const start = () =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <PortalProviders>
          <BrowserRouter basename={PORTAL_BASE}>
            <PortalApp />
          </BrowserRouter>
        </PortalProviders>
      </StrictMode>,
    );
  });

// Signed in, a signed-in page's code is loaded now, with the signed-in layout's, and the app starts once both are in:
// the page then paints in the app's first commit instead of after two loading bars. index.html shows
// the app bar meanwhile.
const signedInPage = getSession() && window.location.pathname.startsWith(`${PORTAL_BASE}/`) ? window.location.pathname.slice(PORTAL_BASE.length) : null;
if (signedInPage) void preloadSignedIn(signedInPage).then(start);
else start();

// Only a production build has a service worker: in development it would serve yesterday's modules.
if (import.meta.env.PROD) registerServiceWorker();
