/**
 * The built production server as the e2e runs start it outside playwright.config.ts's own: the
 * seeding server of the global set-up (seeded-template.ts) and a spec's own (own-server.ts).
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { SUPER_ADMIN } from './fixtures';

/** Starts the build's service on `port` and `dataDir`, quiet but for warnings; `env` adds to it. */
export function spawnServer(
  port: number,
  dataDir: string,
  { env = {}, stdio }: { env?: Record<string, string>; stdio: StdioOptions },
): ChildProcess {
  return spawn(process.execPath, [`${process.env.BUILD_DIR ?? 'build'}/service/main.js`], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SUPER_ADMIN_PASSWORD: SUPER_ADMIN.password,
      ...env,
    },
    stdio,
  });
}
