/**
 * Clients that hold connections on purpose (docs/operations.md, Timeouts): 500 that send their
 * headers a byte a second (slowloris) and 200 that connect and say nothing. A visitor still gets
 * the home page, and the server ends the held connections itself once their headers are late.
 * Real sockets against the app listening on a port; the header timeout is shortened to 2 s so
 * the test need not wait the 10 s of the default, and the idle one to 3 s (30 s by default).
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTimeouts } from '../../server/http/timeouts';
import { pageRenderer } from '../helpers/pages';
import { createTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
let port: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  const pages = await pageRenderer();
  app = await createTestApp({
    ssr: pages.ssr,
    timeouts: { ...defaultTimeouts, headersMs: 2_000, idleMs: 3_000, checkEveryMs: 250 },
  });
  // Room for all 700 in the accept queue (Node's default is 511): past it, Linux drops the
  // handshake's last packet, the client counts itself connected, and the server may give up on
  // the connection without a word, which the test would read as a socket never closed.
  await app.fastify.listen({ port: 0, host: '127.0.0.1', backlog: 1024 });
  const address = app.fastify.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
}, 120_000);
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await app?.close();
});

/**
 * A connection, open; resolves once connected, and remembers when the server closes it. It reads
 * what the server sends, as any client does: a socket that leaves the server's 408 answer unread
 * never sees the end after it, and stays open in Node while the kernel has it closed.
 */
function open(): Promise<Socket & { closedByServer?: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.resume();
    socket.on('error', () => {});
    socket.once('error', reject);
    socket.on('close', () => Object.assign(socket, { closedByServer: true }));
    sockets.push(socket);
  });
}

describe('slow and idle clients', () => {
  it('do not keep a visitor from the home page, and are cut off once their headers are late', async () => {
    const slow = await Promise.all(Array.from({ length: 500 }, open));
    const idle = await Promise.all(Array.from({ length: 200 }, open));
    // A request line, then one header byte a second that never ends the headers.
    for (const socket of slow) socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    const drip = setInterval(() => {
      for (const socket of slow) if (!socket.destroyed) socket.write('a');
    }, 1000);
    try {
      const visitor = await fetch(`http://127.0.0.1:${port}/`, {
        signal: AbortSignal.timeout(10_000),
      });
      expect(visitor.status).toBe(200);
      expect(await visitor.text()).toContain('</html>');

      // Every held connection is ended by the server, not by the client giving up.
      await expect
        .poll(
          () =>
            [
              slow.filter((s) => !s.closedByServer).length,
              idle.filter((s) => !s.closedByServer).length,
            ].join(' '),
          {
            timeout: 15_000,
            interval: 250,
          },
        )
        .toBe('0 0');
    } finally {
      clearInterval(drip);
    }
    // And the server is as before for the next visitor.
    const after = await fetch(`http://127.0.0.1:${port}/`);
    expect(after.status).toBe(200);
  });
});
