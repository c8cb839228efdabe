import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { PortalApp } from './app/portal-app';
import { PortalProviders } from './app/providers';
import { registerServiceWorker } from './lib/service-worker';
import { PORTAL_BASE } from './lib/return-to';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <PortalProviders>
      <BrowserRouter basename={PORTAL_BASE}>
        <PortalApp />
      </BrowserRouter>
    </PortalProviders>
  </StrictMode>,
);

// Only a production build has a service worker: in development it would serve yesterday's modules.
if (import.meta.env.PROD) registerServiceWorker();
