/** The production server; started through main.ts, which fixes NODE_ENV first. */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { ServerBuild } from 'react-router';
import { buildApp } from './app';
import { boot } from './boot';
import { ConfigError } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { reactRouterBuildDir } from './paths';

async function main() {
  const booted = await boot();
  const { config, database, media, lock, serviceOptions } = booted;
  const ssr = (await import(
    pathToFileURL(join(reactRouterBuildDir, 'server', 'index.js')).href
  )) as ServerBuild;
  const { fastify, services } = await buildApp({
    config,
    database,
    media,
    ssr,
    serveAssets: true,
    services: serviceOptions,
  });
  // Notification e-mails that failed are retried with back-off until they go through.
  const retries = setInterval(() => {
    services.enquiries
      .retryDue()
      .catch((err: unknown) => fastify.log.error({ err }, 'e-mail retry failed'));
  }, 30_000);
  retries.unref();
  // Expired rate-limit windows are deleted in bounded batches (also whenever many new clients
  // appeared since the last sweep), so the table holds only the clients of the last minutes.
  const sweeps = setInterval(() => {
    services.rateLimits
      .sweep()
      .catch((err: unknown) => fastify.log.error({ err }, 'rate-limit sweep failed'));
    // Quote baskets untouched for 30 days are already ignored; this forgets them.
    services.quotes
      .sweep()
      .catch((err: unknown) => fastify.log.error({ err }, 'basket sweep failed'));
  }, 5 * 60_000);
  sweeps.unref();
  // Files left by uploads whose write then failed, unused for a day, are deleted hourly.
  const mediaSweeps = setInterval(() => {
    services.mediaLibrary
      .sweepOrphans()
      .catch((err: unknown) => fastify.log.error({ err }, 'media sweep failed'));
  }, 60 * 60_000);
  mediaSweeps.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    fastify.log.info(`${signal}: closing`);
    clearInterval(retries);
    clearInterval(sweeps);
    clearInterval(mediaSweeps);
    await fastify.close();
    await database.close();
    lock?.release();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await fastify.listen({ port: config.PORT, host: config.HOST });
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
