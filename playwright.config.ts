import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;
const buildDir = process.env.BUILD_DIR ?? 'build';
const dataDir = `.tmp/e2e-data-${port}`;
// The servers the specs start (this one, seeded-template.ts, own-server.ts) hash passwords at
// 2^14, as the Vitest suite does (vitest.config.ts, docs/decisions/0038).
const passwordHashCost = (process.env.PASSWORD_HASH_COST ??= '14');

/** Debian's Chromium; flags keep it from reaching for the network this machine does not have. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  // Seeds one data directory for the servers specs start of their own.
  globalSetup: './tests/e2e/seeded-template.ts',
  // Per port, so runs side by side (see BUILD_DIR) do not clear each other's results.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: true,
  // Waits end as soon as what they wait for shows; the limits are for a busy two-core machine
  // (a sign-in's scrypt hash alone can take seconds there), not a pace any test relies on.
  expect: { timeout: 10_000 },
  timeout: 60_000,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The tests that came near their limit are listed at the end (tests/helpers/time-limits.ts).
  reporter: [
    ['list'],
    ['./tests/e2e/time-limit-reporter.ts'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    // Each spec's own account on the shared server (tests/e2e/accounts.ts).
    { name: 'accounts', testMatch: /accounts\.setup\.ts$/ },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
      dependencies: ['accounts'],
    },
  ],
  webServer: {
    // A fresh data directory each run: first start migrates and seeds, as on a new machine.
    command: `rm -rf ${dataDir} && node ${buildDir}/service/main.js`,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SUPER_ADMIN_PASSWORD: 'e2e-super-admin-password',
      PASSWORD_HASH_COST: passwordHashCost,
    },
  },
});
