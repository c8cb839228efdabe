import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// The first screen of a test file loads its lazy chunks cold; on a busy machine that takes more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
