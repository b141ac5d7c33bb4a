import { configDefaults, defineConfig } from 'vitest/config';

const api = ['tests/api/**/*.test.ts', 'tests/search-quality/**/*.test.ts'];

/**
 * scrypt at 2^14 rather than production's 2^17 (docs/decisions/0038): a run signs in and makes
 * accounts hundreds of times, and each 128 MiB hash took 0.65 s on a two-core CI machine. Set
 * here, before the global set-up seeds the super admin, so the workers inherit it; a shell that
 * sets it (17, to run the suite as production hashes) wins.
 */
process.env.PASSWORD_HASH_COST ??= '14';

/**
 * Files that replace modules with vi.mock, or load drizzle-kit's API (it adds an enumerable
 * `random` to Array.prototype, which breaks pdf.js in any later file of the worker): they need
 * a module graph and globals of their own. Every other
 * file shares its worker's (isolate: false), which spares each file ~3 s of importing the
 * server again: on two cores the suite ran in 7.8 min instead of 11.0 (2026-11-27). Each file
 * still gets its own database and app (tests/helpers/test-app.ts); what a worker's files share
 * is module state, which holds no test's data (caches are keyed by content hashes, throttles
 * live in the database).
 */
const ownModules = [
  'tests/api/fixture-collection.test.ts',
  'tests/unit/collection-table.test.ts',
  'app/components/cms/api.test.ts',
  'app/components/cms/form/upload-pending.test.ts',
];

/**
 * Unit and API tests on a fresh in-memory PGlite per file; when TEST_DATABASE_URL is set the API
 * suite runs a second time against PostgreSQL, each file in a database of its own. Each file's
 * database starts as a copy of one migrated and seeded once per run (tests/helpers/
 * seeded-snapshot.ts). `--project 'pglite*'` runs every PGlite file.
 */
export default defineConfig({
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The tests that came near their limit, listed at the end (tests/helpers/time-limits.ts).
    reporters: ['default', './tests/helpers/time-limit-reporter.ts'],
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
            // Generated requests to every route of the OpenAPI document (FUZZ_RUNS scales it).
            'tests/fuzz/**/*.test.ts',
            '{server,content,app}/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...ownModules],
          isolate: false,
          env: { TEST_DB: 'pglite' },
        },
      },
      {
        extends: true as const,
        test: { name: 'pglite-own-modules', include: ownModules, env: { TEST_DB: 'pglite' } },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: api,
                exclude: [...configDefaults.exclude, ...ownModules],
                isolate: false,
                env: { TEST_DB: 'postgres' },
              },
            },
            {
              extends: true as const,
              test: {
                name: 'postgres-own-modules',
                include: ownModules.filter((file) => file.startsWith('tests/api/')),
                env: { TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
