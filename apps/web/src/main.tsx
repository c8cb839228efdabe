import { startTransition, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { appTheme } from './app/theme';
import { nextTask } from './lib/next-task';
import { getThemeMode } from './lib/session';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render as a transition (as the portal does): React renders it in slices of a few milliseconds
// and yields between them, so a slow phone stays responsive while the page builds (Lighthouse's Total Blocking
// Time) instead of running one long task.
const start = (reactRoot: Root) =>
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });

// The start-up in tasks of their own, each short on a slow phone: this module's code runs (React, the router, the UI
// kit), then the theme in use is made, then React's root (its event listeners), then React renders (in slices),
// instead of all of it in one long task.
void nextTask()
  .then(() => appTheme(getThemeMode()))
  .then(nextTask)
  .then(() => createRoot(root))
  .then(async (reactRoot) => {
    await nextTask();
    start(reactRoot);
  });
