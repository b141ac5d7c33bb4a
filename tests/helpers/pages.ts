/**
 * The public pages in an API test: the app's React Router server build, made once per run by
 * tests/helpers/pages-build.ts, so a test can GET a page through `inject`.
 */
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { inject } from 'vitest';

export interface PageRenderer {
  ssr: () => Promise<ServerBuild>;
  close: () => Promise<void>;
}

export async function pageRenderer(): Promise<PageRenderer> {
  const build = (await import(
    /* @vite-ignore */ pathToFileURL(inject('pagesServerBuild')).href
  )) as ServerBuild;
  return { ssr: async () => build, close: async () => {} };
}

/**
 * What a visitor reads of some HTML: no scripts, styles, tags or comments, entities decoded, spaces
 * collapsed.
 */
export const visibleText = (html: string) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<!--.*?-->/gs, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
