import { nextTask } from '../lib/next-task';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The portal's code runs in three tasks instead of one (evaluating a module runs its whole chunk in one go: ~20 ms of
// a slow phone's time for all of it, 80 ms at Lighthouse's 4x slowdown): React, then the UI kit's styles (emotion,
// MUI's theme machinery), then the app (start.tsx). The build puts each in a chunk of its own (chunks.ts,
// portalChunks) and the boot script asks for all three with this one (vite-plugins.ts), so none waits for another's
// download.
void import('react-dom/client')
  .then(nextTask)
  .then(() => import('@mui/material/styles'))
  .then(nextTask)
  .then(() => import('./start'))
  .then(({ start }) => start(root));
