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

// Signed in, the page's code is asked for now, with the signed-in layout's, not once the layout has rendered.
if (getSession() && window.location.pathname.startsWith(`${PORTAL_BASE}/`)) preloadSignedIn(window.location.pathname.slice(PORTAL_BASE.length));

// The first render as a transition: React renders it in slices of a few milliseconds and yields between them, so a
// slow phone stays responsive while the page builds (Lighthouse's Total Blocking Time), instead of one long task.
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

// Only a production build has a service worker: in development it would serve yesterday's modules.
if (import.meta.env.PROD) registerServiceWorker();
