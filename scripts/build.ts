/**
 * Builds the React Router app (build/client, build/server) and bundles the Fastify service
 * (build/service/main.js), leaving npm packages external.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const buildDir = process.env.BUILD_DIR ?? 'build';

execFileSync('npx', ['react-router', 'build'], { stdio: 'inherit' });
await build({
  entryPoints: ['server/main.ts', 'server/server.ts'],
  outdir: `${buildDir}/service`,
  external: ['./server.js'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
writeFileSync(`${buildDir}/.stamp`, new Date().toISOString());
console.log(`Built ${buildDir}/client, ${buildDir}/server and ${buildDir}/service.`);
