import { startTransition, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { appTheme } from '../app/theme';
import { nextTask } from '../lib/next-task';
import { PortalApp } from './app/portal-app';
import { PortalProviders } from './app/providers';
import { preloadSignedIn } from './app/routes';
import { registerServiceWorker } from './lib/service-worker';
import { PORTAL_BASE } from './lib/return-to';
import { getSession } from './lib/session';
import { currentThemeMode } from './lib/theme-mode';

// The portal's app, started by main.tsx once React and the UI kit's styles have loaded and run, each in a task of its
// own: this module's code (the router, the pages' frame, the sign-in page) runs in a third.

// The first render as a transition: React renders it in slices of a few milliseconds and yields between them, so a
// slow phone stays responsive while the page builds (Lighthouse's Total Blocking Time), instead of one long task.
const render = (reactRoot: Root) =>
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <PortalProviders>
          <BrowserRouter basename={PORTAL_BASE}>
            <PortalApp />
          </BrowserRouter>
        </PortalProviders>
      </StrictMode>,
    );
  });

/**
 * Starts the portal in `root`, in tasks of their own, each short on a slow phone: the signed-in page's code (below),
 * the theme in use, React's root (its event listeners), then React's render (in slices).
 */
export async function start(root: HTMLElement) {
  // Signed in, a signed-in page's code is loaded now, with the signed-in layout's, and the app starts once both are in:
  // the page then paints in the app's first commit instead of after two loading bars. index.html shows
  // the app bar meanwhile.
  const signedInPage = getSession() && window.location.pathname.startsWith(`${PORTAL_BASE}/`) ? window.location.pathname.slice(PORTAL_BASE.length) : null;
  if (signedInPage) await preloadSignedIn(signedInPage);
  await nextTask();
  appTheme(currentThemeMode());
  await nextTask();
  const reactRoot = createRoot(root);
  await nextTask();
  render(reactRoot);
  // Only a production build has a service worker: in development it would serve yesterday's modules.
  if (import.meta.env.PROD) registerServiceWorker();
}
