import { startTransition, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { appTheme } from './app/theme';
import { nextTask } from './lib/next-task';
import { getThemeMode } from './lib/session';

// The back-office, started by main.tsx once React and the UI kit's styles have loaded and run, each in a task of its
// own: this module's code (the router, the providers, the theme) runs in a third.

// The first render as a transition (as the portal does): React renders it in slices of a few milliseconds
// and yields between them, so a slow phone stays responsive while the page builds (Lighthouse's Total Blocking
// Time) instead of running one long task.
const render = (reactRoot: Root) =>
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });

/**
 * Starts the back-office in `root`, in tasks of their own, each short on a slow phone: the theme in use, React's root
 * (its event listeners), then React's render (in slices), instead of all of it in one long task.
 */
export async function start(root: HTMLElement) {
  await nextTask();
  appTheme(getThemeMode());
  await nextTask();
  const reactRoot = createRoot(root);
  await nextTask();
  render(reactRoot);
}
