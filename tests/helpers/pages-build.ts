/**
 * Vitest global set-up: builds the React Router app once per run, so API tests that GET pages
 * render them from a production server build, as the service does.
 *
 * Before, each such file started a Vite dev server of its own. Those compiled the whole app once
 * per file (about 20 s each on two cores, 34 times a run), and each ran React Router's type
 * generator, which deletes and rewrites `.react-router/types`: two starting together raced, and
 * one's write into the directory the other had just deleted failed the run (ENOENT, CI on
 * 21f5573). A build (command `build`) generates no types and takes a few seconds.
 */
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { oncePerRun, type Made } from './once-per-run';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server build's entry, `<dir>/server/index.js`, absolute. */
    pagesServerBuild: string;
  }
}

export default async function setup(project: TestProject) {
  const { value, release } = await oncePerRun('pages-build', build);
  project.provide('pagesServerBuild', value);
  return release;
}

async function build(): Promise<Made<string>> {
  // Inside the repo: the server build resolves its packages from the node_modules above it.
  const dir = resolve(`.tmp/vitest-pages-${process.pid}`);
  await rm(dir, { recursive: true, force: true });
  await promisify(execFile)('npx', ['react-router', 'build'], {
    env: { ...process.env, BUILD_DIR: relative(process.cwd(), dir), NODE_ENV: 'production' },
    maxBuffer: 64 * 1024 * 1024,
  });
  return {
    value: resolve(dir, 'server/index.js'),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
