import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root, found from this file whether it runs from source (tsx) or from build/. */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the project root (no package.json)');
    dir = parent;
  }
  return dir;
}

export const projectRoot = findRoot();
export const migrationsDir = join(projectRoot, 'drizzle');
export const seedAssetsDir = join(projectRoot, 'content', 'seed', 'assets');
/** Where `npm run build` wrote the app: `build`, or BUILD_DIR when set at build and run time. */
export const reactRouterBuildDir = join(projectRoot, process.env.BUILD_DIR ?? 'build');
