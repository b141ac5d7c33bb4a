/**
 * `npm run dev`: the same service with Vite in middleware mode, so the React app reloads on
 * save; tsx restarts the process when server code changes.
 */
import { resolve } from 'node:path';
import middie from '@fastify/middie';
import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { buildApp } from './app';
import { boot } from './boot';
import { createScheduler } from './jobs/scheduler';
import { siteJobs } from './jobs/site-jobs';
import { newBackupToken, offerBackups, secretKeySource } from './operations/backup-token';

process.env.NODE_ENV = 'development';
const { config, database, media, lock, serviceOptions } = await boot({
  ...process.env,
  NODE_ENV: 'development',
});
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
const dataDir = resolve(config.DATA_DIR);
// As in server.ts: `npm run backup` asks the server that holds PGlite's directory.
const backupToken = config.DATABASE_URL ? undefined : newBackupToken();
const { fastify, services } = await buildApp({
  config,
  database,
  media,
  services: serviceOptions,
  backup: { token: backupToken, secretKey: secretKeySource(config, dataDir) },
  ssr: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
  devMiddleware: async (app) => {
    await app.register(middie);
    app.use(vite.middlewares);
  },
});

// The same timed jobs as production (e-mail retries, sweeps), claimed once per period.
const scheduler = createScheduler(database.db, siteJobs(services), { log: fastify.log });

const stop = async () => {
  await scheduler.stop();
  await fastify.close();
  await vite.close();
  await database.close();
  lock?.release();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());

await fastify.listen({ port: config.PORT, host: config.HOST });
if (backupToken) offerBackups(dataDir, fastify.server.address(), backupToken);
scheduler.start();
console.log(`Dev server on ${config.publicUrl}`);
