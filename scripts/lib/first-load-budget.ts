/**
 * First-load JavaScript budgets (issue 55): what a page fetches before it is idle. Buyers open
 * the site on phones over slow, metered mobile data, and every request pays its headers and a
 * share of a round trip, so the home page, the one most of them see first, is counted on the
 * wire, headers included. The build checks its figures against these;
 * `tests/e2e/first-load.spec.ts` checks what Chromium receives.
 */

/** The home page's scripts on the wire, headers included (1 kB = 1000 bytes). */
export const homeWireBudget = 112_000;
/** Every other public page's scripts as sent (brotli). */
export const routeBudget = 120_000;

export const homeRequests = 10;
export const routeRequests = 20;
export const requestBudget = (path: string) => (path === '/' ? homeRequests : routeRequests);

/**
 * A hashed script's response headers as Chromium counts them over HTTP/1.1 (status line and
 * line ends included): 328–330 bytes today (`server/http/asset-headers.ts`). The build adds this
 * much per script; the browser test fails if a real answer carries more.
 */
export const scriptHeaderBytes = 340;

/** Under this many bytes as sent, a script is not worth a request of its own. */
export const smallScript = 2_000;

/**
 * The small files the home page may still fetch up front, none of them ours to merge: React
 * Router's entry (it must run after the module script has set the manifest), the root route's
 * facade (the file that names its exports) and Rolldown's runtime helpers (decision 0058).
 */
export const unmergeable = /\/assets\/(entry\.client|root|rolldown-runtime)-[\w-]+\.js$/;
