import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import type { Rolldown } from 'vite';
import { defineConfig } from 'vite';
import { chunkModules } from './scripts/chunk-modules.ts';

const app = new URL('./app', import.meta.url).pathname;
const root = `${app}/root.tsx`;

/**
 * Our modules the root route imports, directly or not: every page loads them, so they go in one
 * chunk. Left to the bundler, each module some route also imports became a chunk of its own
 * (a dozen files of a few hundred bytes), and brotli packs one file better than many.
 */
function shellModules(getModuleInfo: (id: string) => Rolldown.ModuleInfo | null): Set<string> {
  const seen = new Set<string>();
  const queue = [root];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id) || id.includes('/node_modules/') || id.endsWith('.css')) continue;
    seen.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  seen.delete(root);
  return seen;
}
let shell: Set<string> | undefined;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), chunkModules(new URL('.', import.meta.url).pathname)],
  resolve: { alias: { '~': app } },
  build: {
    assetsInlineLimit: 0,
    // Rolldown's note on slow plugins names Tailwind's CSS transform, whose time depends on how
    // busy the machine is: nothing in it is ours to act on, and the report is the build's output.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // V8's explicit compile hint (Chrome 136+): nearly all of React DOM runs while the
            // page hydrates, so it is compiled while it streams in, off the main thread, rather
            // than function by function on it (docs/decisions/0037). After minification, which
            // would drop it as a comment.
            postBanner: (chunk) =>
              chunk.name === 'react-dom' ? '//# allFunctionsCalledOnLoad\n' : '',
            codeSplitting: {
              groups: [
                // React DOM in a chunk of its own, for the hint above; the entry is then a few
                // lines, and the loader evaluates the two in tasks of their own.
                {
                  debugName: 'react-dom',
                  name: (id) =>
                    /\/node_modules\/(react-dom|scheduler)\//.test(id) ? 'react-dom' : null,
                },
                {
                  debugName: 'shell',
                  name: (id, ctx) => {
                    shell ??= shellModules((m) => ctx.getModuleInfo(m));
                    return shell.has(id) ? 'shell' : null;
                  },
                },
              ],
            },
          },
        },
      },
    },
  },
  // TipTap (the CMS's rich-text editor, loaded on demand) is pre-bundled in development.
  optimizeDeps: {
    include: ['@tiptap/react', '@tiptap/starter-kit', '@tiptap/extension-image', '@tiptap/pm/view'],
  },
});
