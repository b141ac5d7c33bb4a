/**
 * Builds the React Router app (build/client, build/server) and bundles the Fastify service
 * (build/service/main.js), leaving npm packages external.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { build } from 'esbuild';

execFileSync('npx', ['react-router', 'build'], { stdio: 'inherit' });
await build({
  entryPoints: ['server/main.ts', 'server/server.ts'],
  outdir: 'build/service',
  external: ['./server.js'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
writeFileSync('build/.stamp', new Date().toISOString());
console.log('Built build/client, build/server and build/service.');
