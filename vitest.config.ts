import { defineConfig } from 'vitest/config';

const api = ['tests/api/**/*.test.ts'];

/**
 * Unit and API tests on a fresh in-memory PGlite per file; when TEST_DATABASE_URL is set the API
 * suite runs a second time against PostgreSQL, each file in a database of its own. Each file's
 * database starts as a copy of one migrated and seeded once per run (tests/helpers/
 * seeded-snapshot.ts).
 */
export default defineConfig({
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['tests/helpers/seeded-snapshot.ts', 'tests/helpers/pages-build.ts'],
    // Vitest's default on two cores is one worker: the PostgreSQL files spend much of their time
    // waiting on the server, and the PGlite ones can use the other core meanwhile.
    maxWorkers: 2,
    projects: [
      {
        extends: true as const,
        test: {
          name: 'pglite',
          include: [
            ...api,
            'tests/unit/**/*.test.ts',
            // Parts stopped and started by the test: once per run, whatever the driver.
            'tests/resilience/**/*.test.ts',
            '{server,content,app}/**/*.test.ts',
          ],
          env: { TEST_DB: 'pglite' },
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: { name: 'postgres', include: api, env: { TEST_DB: 'postgres' } },
            },
          ]
        : []),
    ],
  },
});
