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
