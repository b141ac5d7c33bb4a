import type { StylesheetReader } from '../app/page-styles.server';
import type { Services } from './services';

/** What every React Router loader and action receives as `context`. */
export interface SiteContext {
  services: Services;
  publicUrl: string;
  /** The visitor's address (behind a proxy: from X-Forwarded-For), for per-address limits. */
  clientIp: string;
  /**
   * This response's Content-Security-Policy nonce, for the inline scripts React Router writes;
   * empty in development, which sends no policy.
   */
  cspNonce: string;
  /** A built stylesheet's text by its URL, for the page's own rules inline (0059). */
  stylesheet: StylesheetReader;
  /**
   * A signed-in editor's `?preview=true`: `services.content` reads the drafts, and the page
   * says it is a preview. The answer is private and never cached.
   */
  preview: boolean;
  /** Keeps this answer out of the response cache: a read failed and the page says so. */
  doNotCache(): void;
  /**
   * Tells the server what failed while the page was made: a database that is gone or full turns
   * the answer into a 503 or 507 the visitor can wait out (docs/architecture.md, Parts fail).
   */
  noteError(err: unknown): void;
}

declare module 'react-router' {
  // Augmenting React Router's interface needs the declaration, even with no members of its own.
  // With `future.v8_middleware` the `context` a loader gets is a RouterContextProvider; the SSR
  // plugin copies the site's fields onto it, so loaders read `context.services` as before (React
  // Router's migration path from AppLoadContext). Only server loaders and actions get them: the
  // app has no client loaders. AppLoadContext stays the name the loader helpers take.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SiteContext {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RouterContextProvider extends SiteContext {}
}
