import { nextTask } from './lib/next-task';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The back-office's code runs in three tasks instead of one, as the portal's does (src/portal/main.tsx): evaluating a
// module runs its whole chunk in one go, so React, then the UI kit's styles (emotion, MUI's theme machinery), then the
// app (start.tsx) are a chunk each (chunks.ts, backOfficeChunks), asked for together by the boot script
// (vite.config.ts), so none waits for another's download.
void import('react-dom/client')
  .then(nextTask)
  .then(() => import('@mui/material/styles'))
  .then(nextTask)
  .then(() => import('./start'))
  .then(({ start }) => start(root));
