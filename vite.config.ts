import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import type { Rolldown } from 'vite';
import { defineConfig } from 'vite';
import { chunkModules } from './scripts/chunk-modules.ts';

const app = new URL('./app', import.meta.url).pathname;
const root = `${app}/root.tsx`;
const home = `${app}/routes/home.tsx`;

/** Our modules `start` imports, directly or not (not `start` itself, packages or CSS). */
function reachedFrom(
  start: string,
  getModuleInfo: (id: string) => Rolldown.ModuleInfo | null,
): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id) || id.includes('/node_modules/') || id.endsWith('.css')) continue;
    seen.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  seen.delete(start);
  return seen;
}
let shell: Set<string> | undefined;
let homeParts: Set<string> | undefined;

/** A module this small (bytes of source as transformed) is not worth a request of its own. */
const SMALL = 2048;

/** Our public modules, not route modules (each route stays a chunk) and not the CMS's. */
const publicPart = /[\\/]app[\\/](?!routes[\\/]|components[\\/]cms[\\/])[^?]*$/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), chunkModules(new URL('.', import.meta.url).pathname)],
  resolve: { alias: { '~': app } },
  build: {
    assetsInlineLimit: 0,
    // Vite's preloading of a lazy chunk's imports writes its list of files at the top of the
    // chunk that imports it, above the compile hint below, which V8 reads only on a file's first
    // line. A lazy public chunk's imports are the shell and the runtime, loaded already.
    modulePreload: false,
    // Rolldown's note on slow plugins names Tailwind's CSS transform, whose time depends on how
    // busy the machine is: nothing in it is ours to act on, and the report is the build's output.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // V8's explicit compile hint (Chrome 136+): nearly all of React DOM and of the
            // shell runs while the page hydrates, so the chunk is compiled while it streams in,
            // off the main thread, rather than function by function on it (docs/decisions/0037).
            // After minification, which would drop it as a comment.
            postBanner: (chunk) => (chunk.name === 'shell' ? '//# allFunctionsCalledOnLoad\n' : ''),
            codeSplitting: {
              groups: [
                // What every page loads goes in one chunk (issue 55, decision 0058): React DOM,
                // the root route and our modules it imports, directly or not, and a public
                // form's fields (the home page's newsletter strip, the contact, career and quote
                // forms and every product page's Add to quote use them; alone they were a request
                // of under 1 kB). As four files they cost three more requests on a slow link and
                // packed 0.9 kB worse. What stays apart is not ours to merge: the entry must run
                // after React Router's module script has set the manifest, the root route keeps a
                // facade with its exports (85 bytes), and Rolldown gives its runtime a file when
                // chunks that are not always loaded together use it.
                {
                  debugName: 'shell',
                  name: (id, ctx) => {
                    shell ??= reachedFrom(root, (m) => ctx.getModuleInfo(m));
                    return shell.has(id) ||
                      id === root ||
                      /\/node_modules\/(react-dom|scheduler)\//.test(id) ||
                      id.endsWith('/app/components/forms/form-field.tsx')
                      ? 'shell'
                      : null;
                  },
                },
                // Left to the bundler, each of our modules that some routes share became a chunk
                // of its own: a dozen files of a few hundred bytes, each a request and its headers
                // on a slow link, and brotli packs one file better than many (issue 55). Those
                // most pages use go in one chunk…
                { name: 'common', test: publicPart, minShareCount: 6 },
                // …and the small ones (a date, a card, a field) the home page, where most visits
                // start, shares with a few other pages go in a second one: such a page loads the
                // few kB of the others too, the home page saves their requests.
                {
                  debugName: 'home-parts',
                  name: (id, ctx) => {
                    homeParts ??= reachedFrom(home, (m) => ctx.getModuleInfo(m));
                    return homeParts.has(id) && publicPart.test(id) ? 'home-parts' : null;
                  },
                  maxModuleSize: SMALL,
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
