/**
 * The environment a site is started with as an operator starts it (server.ts, `npm run backup`,
 * `npm run restore`), for the tests that start one outside the test app.
 */
import { freshPostgres } from './postgres';
import { SUPER_PASSWORD } from './test-app';

/**
 * A site whose data is in `dataDir`; on the postgres project (TEST_DB=postgres), in a database of
 * its own as well, whose drop is pushed onto `drops` for after the tests.
 */
export async function siteEnvironment(
  dataDir: string,
  drops: (() => Promise<void>)[],
): Promise<Record<string, string>> {
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SUPER_ADMIN_PASSWORD: SUPER_PASSWORD,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
  };
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB === 'postgres' && pgUrl) {
    const { url, drop } = await freshPostgres(pgUrl);
    drops.push(drop);
    env.DATABASE_URL = url;
  }
  return env;
}
