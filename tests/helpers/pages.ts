/**
 * The public pages in an API test: the app's React Router build compiled on demand by Vite, as
 * `npm run dev` does, so a test can GET a page through `inject` without `npm run build` first.
 */
import type { ServerBuild } from 'react-router';
import { createServer, type ViteDevServer } from 'vite';

export interface PageRenderer {
  ssr: () => Promise<ServerBuild>;
  close: () => Promise<void>;
}

export async function pageRenderer(): Promise<PageRenderer> {
  const vite: ViteDevServer = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    logLevel: 'error',
    // Nothing is pre-bundled for a browser here: only the server modules are compiled.
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  return {
    ssr: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    close: () => vite.close(),
  };
}

/**
 * What a visitor reads of some HTML: no scripts, tags or comments, entities decoded, spaces
 * collapsed.
 */
export const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!--.*?-->/gs, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
