/**
 * Playwright global set-up: one server's first start (migrations and seeding, placeholder images
 * and their variants included) made once per run into a data directory that servers of a spec's
 * own start from a copy of (own-server.ts), instead of each seeding again. The shared server
 * (playwright.config.ts) still starts on an empty directory, as on a new machine.
 */
import { rmSync } from 'node:fs';
import { portOf } from './ports';
import { spawnServer } from './server-process';

export const SEEDED_DATA_DIR = 'E2E_SEEDED_DATA_DIR';

export default async function seededTemplate() {
  const port = portOf('seeded-template');
  const dataDir = `.tmp/e2e-seeded-template-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawnServer(port, dataDir, { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The seeding server exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error('The seeding server was not ready in 180 s');
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  if ((await exited) !== 0) throw new Error('The seeding server did not stop cleanly');
  process.env[SEEDED_DATA_DIR] = dataDir;
  return () => rmSync(dataDir, { recursive: true, force: true });
}
