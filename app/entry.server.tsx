import { Writable } from 'node:stream';

import type { EntryContext, RouterContextProvider } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { databaseFailure } from '../server/db/availability';
import { pagePolicy } from '../server/http/content-security-policy';
import { busyResponse } from '../server/http/static-pages';
import { deferHydration } from './defer-hydration.server';
import { asksHydrationData, HYDRATION_DATA_HEADER } from '../server/http/hydration-data';
import { inlinePageStyles } from './page-styles.server';
import { NonceContext } from './nonce';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let timedOut = false;

    // A render still going after `streamTimeout` is abandoned: a logged 503 the visitor can
    // retry, never a page cut off where the abort fell.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => {
      timedOut = true;
      abort();
      console.warn(`Render of ${request.url} took over ${streamTimeout + 1000} ms: answered 503`);
      resolve(busyResponse());
    }, streamTimeout + 1000);

    const nonce = loadContext.cspNonce;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // Every part in place, never sent apart: React sends a large or suspended part (a
        // lazy component: the enclosure configurator, decision 0053) after the page, hidden
        // until a script moves it, which a visitor without JavaScript never runs.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        // Every loader has finished before rendering starts and no route suspends, so the
        // whole document is ready at once: it is read whole (the response cache keeps it
        // whole anyway) so the script tags can be rearranged.
        onAllReady() {
          shellRendered = true;
          if (timedOut) return;
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              // The scripts this render wrote go to the deferred loader, whose hash is known
              // before any page is rendered: nothing in the HTML is hashed to be allowed. A
              // public page read with GET leaves them out of its first flight (0059): the
              // loader asks for them with the header, and that request gets them alone.
              const apart = sendsScriptsApart(request, responseStatusCode);
              const { html, hashes, data } = deferHydration(
                Buffer.concat(chunks).toString('utf8'),
                nonce,
                { apart },
              );
              if (
                data !== undefined &&
                asksHydrationData(request.headers.get(HYDRATION_DATA_HEADER))
              ) {
                responseHeaders.set('Content-Type', 'application/json; charset=utf-8');
                resolve(new Response(data, { headers: responseHeaders, status: 200 }));
                callback();
                return;
              }
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              // No nonce in development, where Vite's hot reload adds scripts of its own.
              if (nonce)
                responseHeaders.set('Content-Security-Policy', pagePolicy({ nonce, hashes }));
              inlinePageStyles(html, loadContext.stylesheet).then(
                (page) => {
                  resolve(
                    new Response(page, { headers: responseHeaders, status: responseStatusCode }),
                  );
                  callback();
                },
                (error: unknown) => {
                  reject(error);
                  callback();
                },
              );
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Log streaming rendering errors from inside the shell.  Don't log
          // errors encountered during initial shell rendering since they'll
          // reject and get logged in handleDocumentRequest.
          if (shellRendered) {
            console.error(error);
          }
        },
      },
    );
  });
}

/**
 * Whether the page's scripts are sent apart from it (0059): a public page read with GET and
 * answered 200, the same whatever asks for it again. Not a form's answer (POST: its action's
 * data), an error page, or the CMS, whose pages are an editor's own and costly to make twice.
 */
function sendsScriptsApart(request: Request, status: number): boolean {
  if (request.method !== 'GET' || status !== 200) return false;
  return !/^\/cms(?:\/|$)/.test(new URL(request.url).pathname);
}

/** Log real failures only: 404s and other expected answers are not errors worth a stack. */
export function handleError(
  error: unknown,
  { request, context }: { request: Request; context: RouterContextProvider },
) {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  // A database that is gone or full: the server answers 503 or 507 instead of this render.
  context.noteError(error);
  // Said once by the server when the database goes, not once per page while it is gone.
  if (databaseFailure(error) === 'unreachable') return;
  console.error(error);
}
