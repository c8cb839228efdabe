import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const shared = fileURLToPath(new URL('./packages/shared/src/', import.meta.url));
// The shared package from its source, as its `exports` list it (exact matches: a plain '@glassdesk/shared' alias
// would also rewrite '@glassdesk/shared/constants').
const alias = [
  { find: /^@glassdesk\/shared$/, replacement: `${shared}index.ts` },
  { find: /^@glassdesk\/shared\/constants$/, replacement: `${shared}constants.ts` },
  { find: /^@glassdesk\/shared\/dates$/, replacement: `${shared}dates.ts` },
];

// The API suite runs once per database: SQLite always, PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
const apiProject = (db: 'sqlite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name: `api-${db}`,
    include: ['apps/server/src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    setupFiles: ['apps/server/src/test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Two test files at once at the least (Vitest's default is one fewer than the cores: one on a 2-core machine): an
    // API test spends much of its time waiting on PostgreSQL or on a commit, which the other file's work fills. The
    // E2E files still run one after another (fileParallelism: false below).
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      { resolve: { alias }, test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      apiProject('sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          fileParallelism: false,
          // A busy CI machine can take seconds to load a screen: poll for up to 10 s, not vitest's default 1 s.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
