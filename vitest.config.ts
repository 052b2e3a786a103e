import { defineConfig } from 'vitest/config';

/**
 * Test projects: `unit` (pure logic beside the code), `packages` (a package on real media, run
 * once), `integration` (the server through
 * app.inject on a fresh database per file; TEST_DATABASE_URL switches PGlite for PostgreSQL),
 * `web` (components in jsdom) and `e2e` (the built app in Debian Chromium).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // One worker runs many files instead of a new process per file re-importing everything
          // (import was 62% of this project's time). These files share no state; the web
          // project's do (its stores and jsdom), so it keeps isolation.
          isolate: false,
          testTimeout: 20_000,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/agent/src/**/*.test.ts',
            'scripts/**/*.test.mjs',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['apps/server/src/**/*.int.test.ts'],
          // Migrates one database per run; each file's database is a copy of it.
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Every file opens PGlite in a fresh worker, which lives seconds: V8's optimising
          // re-compile of its 9 MB WebAssembly would take more CPU than it saves (on 2 cores it
          // slowed the tests it competed with). Liftoff, the baseline compiler, runs it at once.
          execArgv: ['--liftoff-only'],
          // Many files wait on real time (ffmpeg recording live, a device's 60 s outage, Icecast):
          // a third worker runs other files meanwhile, and workers that run many files import the
          // server once instead of once per file (every file builds its own app and database, so
          // no state is shared). On 2 cores: 569 s -> 180 s.
          isolate: false,
          maxWorkers: 3,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'packages',
          environment: 'node',
          include: ['packages/*/src/**/*.int.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          // A worker thread per file starts cheaper than a process (whole project: 355 -> 299 CPU s).
          pool: 'threads',
          testTimeout: 20_000,
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
