/** The production server; started through main.ts, which fixes NODE_ENV first. */
import { pathToFileURL } from 'node:url';
import { join, resolve } from 'node:path';
import type { ServerBuild } from 'react-router';
import { buildApp } from './app';
import { boot } from './boot';
import { ConfigError } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { createScheduler } from './jobs/scheduler';
import { siteJobs } from './jobs/site-jobs';
import { newBackupToken, offerBackups, secretKeySource } from './operations/backup-token';
import { reactRouterBuildDir } from './paths';

/** Requests under way get this long to finish after SIGTERM, the whole shutdown a little more. */
const SHUTDOWN_BUDGET_MS = 8_000;

async function main() {
  const booted = await boot();
  const { config, database, media, lock, serviceOptions } = booted;
  const ssr = (await import(
    pathToFileURL(join(reactRouterBuildDir, 'server', 'index.js')).href
  )) as ServerBuild;
  const dataDir = resolve(config.DATA_DIR);
  // PGlite's directory is this process's alone: `npm run backup` asks us, with this token.
  const backupToken = config.DATABASE_URL ? undefined : newBackupToken();
  const { fastify, services, drain } = await buildApp({
    config,
    database,
    media,
    ssr,
    serveAssets: true,
    services: serviceOptions,
    backup: { token: backupToken, secretKey: secretKeySource(config, dataDir) },
    // A loop blocked 5 s is logged with its request; at 30 s the process is killed and systemd
    // starts another (docs/operations.md).
    watchdog: {},
  });
  let backupOffer: { remove(): void } | undefined;
  const scheduler = createScheduler(database.db, siteJobs(services), { log: fastify.log });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    // Past this the process exits anyway: service managers wait about 10 s before a SIGKILL.
    const deadline = started + SHUTDOWN_BUDGET_MS;
    const hardStop = setTimeout(() => {
      fastify.log.warn(`${signal}: still closing after ${SHUTDOWN_BUDGET_MS} ms; exiting`);
      process.exit(0);
    }, SHUTDOWN_BUDGET_MS + 500);
    hardStop.unref();
    fastify.log.info(`${signal}: finishing ${drain.inFlight()} requests, refusing new ones`);
    drain.begin();
    const [idle] = await Promise.all([drain.idle(deadline - Date.now()), scheduler.stop()]);
    if (!idle) fastify.log.warn(`${signal}: ${drain.inFlight()} requests cut off`);
    await fastify.close();
    await database.close();
    backupOffer?.remove();
    lock?.release();
    fastify.log.info(`${signal}: closed in ${Date.now() - started} ms`);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await fastify.listen({ port: config.PORT, host: config.HOST });
  if (backupToken) backupOffer = offerBackups(dataDir, fastify.server.address(), backupToken);
  scheduler.start();
  console.log(`Site ready on ${config.publicUrl}`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
