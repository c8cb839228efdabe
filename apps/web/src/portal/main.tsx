import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { PortalApp } from './app/portal-app';
import { PortalProviders } from './app/providers';
import { registerServiceWorker } from './lib/service-worker';
import { PORTAL_BASE } from './lib/return-to';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

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
