/**
 * `npm start`'s first step: builds when the build is missing or older than the sources. It is a
 * short process of its own, in plain Node, so that the server `npm start` then execs runs as
 * plain `node build/service/main.js`: inside tsx's loader it held ~100 MB more, and the tsx
 * wrapper another ~50 MB beside it (docs/decisions/0046).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';

/** Everything the build is made from; `schemas/` is bundled into both the app and the service. */
const sources = [
  'app',
  'server',
  'schemas',
  'content',
  'drizzle',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
];

/** @param {string} path @returns {number} the newest modification time under `path` */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newest(join(path, entry))));
}

const buildDir = process.env.BUILD_DIR || 'build';
const stamp = join(buildDir, '.stamp');
const stale =
  !existsSync(stamp) ||
  !existsSync(join(buildDir, 'service', 'main.js')) ||
  statSync(stamp).mtimeMs < Math.max(...sources.map(newest));
if (stale) {
  process.stdout.write('Building (first start or sources changed)…\n');
  execFileSync('npx', ['tsx', 'scripts/build.ts'], { stdio: 'inherit' });
}
