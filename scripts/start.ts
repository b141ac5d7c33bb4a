/**
 * `npm start`: builds when the build is missing or older than the sources, then runs the
 * production server in this process.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const sources = ['app', 'server', 'content', 'drizzle', 'package-lock.json', 'vite.config.ts'];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newest(join(path, entry))));
}

const stamp = 'build/.stamp';
const stale =
  !existsSync(stamp) ||
  !existsSync('build/service/main.js') ||
  statSync(stamp).mtimeMs < Math.max(...sources.map(newest));
if (stale) {
  console.log('Building (first start or sources changed)…');
  execFileSync('npx', ['tsx', 'scripts/build.ts'], { stdio: 'inherit' });
}
process.env.NODE_ENV ??= 'production';
await import(new URL('../build/service/main.js', import.meta.url).href);
