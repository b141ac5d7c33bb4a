/**
 * The built stylesheets' text, for the page's own rules inline (app/page-styles.server.ts,
 * docs/decisions/0059), read from the client build of the server build that renders the pages.
 * Read once each: a build's files never change while it runs.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ServerBuild } from 'react-router';
import type { StylesheetReader } from '../../app/page-styles.server';
import { projectRoot } from '../paths';

/** Only a file the build wrote under /assets/, named as the build names it. */
const BUILT = /^\/assets\/[\w-]+(?:\.[\w-]+)*\.css$/;

export function builtStylesheets(
  build: ServerBuild | (() => Promise<ServerBuild>),
): StylesheetReader {
  const texts = new Map<string, Promise<string | undefined>>();
  let clientDir: Promise<string> | undefined;
  const read = async (href: string) => {
    // The build names its client directory relative to where it ran: the project's root.
    clientDir ??= (typeof build === 'function' ? build() : Promise.resolve(build)).then((b) =>
      resolve(projectRoot, b.assetsBuildDirectory),
    );
    try {
      return await readFile(join(await clientDir, href), 'utf8');
    } catch {
      // Development (Vite serves the styles itself) or a page naming a file not built.
      return undefined;
    }
  };
  return (href) => {
    if (!BUILT.test(href)) return Promise.resolve(undefined);
    let text = texts.get(href);
    if (!text) {
      text = read(href);
      texts.set(href, text);
    }
    return text;
  };
}
