/**
 * Which modules each client chunk holds, for the build's report (scripts/build.ts): it follows
 * what each public route can load (the TipTap rule) and names a route's biggest modules. The
 * report once read this from hidden client source maps; writing those made React Router print
 * its "source maps are enabled in production" box and Rolldown warn that Tailwind's CSS
 * transform left them broken, on every build. The bundler knows the modules anyway.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

/** Written beside the client chunks, read and deleted by the report. */
const FILE = '.vite/chunk-modules.json';

/** Per chunk file (`assets/home-abc.js`): its modules' paths from the project's root, and bytes. */
export type ChunkModules = Record<string, Record<string, number>>;

/** A Vite plugin that writes each client chunk's modules and their rendered bytes. */
export function chunkModules(project: string): Plugin {
  return {
    name: 'tranos:chunk-modules',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks: ChunkModules = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, module]) => [
            relative(project, id).split('\\').join('/'),
            module.renderedLength,
          ]),
        );
      }
      this.emitFile({ type: 'asset', fileName: FILE, source: JSON.stringify(chunks) });
    },
  };
}

/** The chunks' modules the plugin wrote into a client build; the file is gone afterwards. */
export function readChunkModules(clientDir: string): ChunkModules {
  const file = join(clientDir, FILE);
  const chunks = JSON.parse(readFileSync(file, 'utf8')) as ChunkModules;
  rmSync(file);
  return chunks;
}
