import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How long the server waits for a client (docs/operations.md, Timeouts). A client that sends
 * its headers a byte at a time (slowloris) or opens a connection and says nothing holds a
 * socket and a little memory until one of these ends it; none of them holds up other visitors,
 * since nothing is read or rendered until a request's headers are complete.
 */
export interface ServerTimeouts {
  /** A request's headers must be complete this long after its connection opened (or its last request). */
  headersMs: number;
  /** The whole request, body included: a 5 MB CV over a slow mobile link fits. */
  requestMs: number;
  /** An idle keep-alive connection is closed after this long without a new request. */
  keepAliveMs: number;
  /** A socket that neither sends nor receives anything for this long is closed. */
  idleMs: number;
  /** How often the server looks for requests over their header or request time. */
  checkEveryMs: number;
}

export const defaultTimeouts: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 120_000,
  keepAliveMs: 5_000,
  idleMs: 30_000,
  checkEveryMs: 2_000,
};

/**
 * Closes a connection that has not finished its first request's headers `ms` after it opened.
 * Node's header timeout should, but once its periodic check has passed over a connection that
 * sent nothing at all, that connection's idle timer never fires either (seen on Node 20 with a
 * check interval shorter than the header timeout's first expiry): 200 silent sockets stayed
 * open for good. Later requests on a kept-alive connection have the keep-alive timeout.
 */
export function closeSilentConnections(server: Server, ms: number): void {
  const waiting = new WeakMap<Socket, NodeJS.Timeout>();
  server.on('connection', (socket: Socket) => {
    const timer = setTimeout(() => socket.destroy(), ms);
    timer.unref();
    waiting.set(socket, timer);
    socket.once('close', () => clearTimeout(timer));
  });
  server.on('request', (request: IncomingMessage) => {
    const timer = waiting.get(request.socket);
    if (timer === undefined) return;
    clearTimeout(timer);
    waiting.delete(request.socket);
  });
}

/** The timeouts as Fastify's options. */
export function timeoutOptions(t: ServerTimeouts) {
  return {
    http: { headersTimeout: t.headersMs, connectionsCheckingInterval: t.checkEveryMs },
    requestTimeout: t.requestMs,
    keepAliveTimeout: t.keepAliveMs,
    connectionTimeout: t.idleMs,
  };
}
