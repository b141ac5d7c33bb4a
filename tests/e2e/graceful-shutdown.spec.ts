/**
 * SIGTERM (issue 17): the request under way finishes, new ones get 503 (on a kept-alive
 * connection and on a new one), /readyz says it is shutting down, and the process exits 0
 * within 10 s. A real production server of its own, and raw HTTP to hold a request open.
 */
import { request as httpRequest, Agent, type IncomingMessage } from 'node:http';
import { expect, test } from './fixtures';
import { ownServer } from './own-server';

const server = ownServer('graceful-shutdown');

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  await server.start();
});
test.afterAll(() => server.stop());

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

function read(res: IncomingMessage): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let body = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (body += chunk));
    res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    res.on('error', reject);
  });
}

function get(path: string, agent?: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${server.origin}${path}`,
      { agent },
      (res) => void read(res).then(resolve, reject),
    );
    req.on('error', reject);
    req.end();
  });
}

test('on SIGTERM the request under way finishes, new ones get 503, and it exits 0 in time', async () => {
  test.setTimeout(60_000);
  const body = JSON.stringify({
    type: 'contact',
    firstName: 'Chinedu',
    lastName: 'Obi',
    email: 'chinedu@contractor.example',
    phone: '0803 555 0101',
    request: 'Please call me about panel boards for a factory extension in Ikeja.',
  });
  // A connection opened before the signal and kept alive: its next request must be refused too.
  const keptAlive = new Agent({ keepAlive: true, maxSockets: 1 });
  expect((await get('/healthz', keptAlive)).status).toBe(200);

  // An enquiry whose body arrives in two parts, the signal in between: it is under way. It asks
  // to be told to go on (100 Continue), which the server says as it takes the request up: the
  // request is then counted among those under way, whatever the machine's speed.
  const slow = httpRequest(`${server.origin}/api/v1/enquiries`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const slowAnswer = new Promise<Answer>((resolve, reject) => {
    slow.on('response', (res) => void read(res).then(resolve, reject));
    slow.on('error', reject);
  });
  const taken = new Promise((resolve) => slow.once('continue', resolve));
  slow.flushHeaders();
  await taken;
  const half = Math.floor(body.length / 2);
  slow.write(body.slice(0, half));

  const signalled = Date.now();
  const exit = server.exited();
  process.kill(server.pid as number, 'SIGTERM');
  // Shutting down has begun once /readyz says so (on a new connection each time).
  await expect
    .poll(async () => (await get('/readyz', new Agent())).status, {
      timeout: 10_000,
      intervals: [20],
    })
    .toBe(503);

  const page = await get('/', keptAlive);
  expect(page.status).toBe(503);
  expect(page.headers['retry-after']).toBeTruthy();
  expect(page.headers.connection).toBe('close');
  expect(page.body).toContain('The site is restarting');

  const ready = await get('/readyz');
  expect(ready.status).toBe(503);
  expect(JSON.parse(ready.body)).toEqual({ status: 'shutting down' });

  const api = await get('/api/v1/sections');
  expect(api.status).toBe(503);
  expect(JSON.parse(api.body).error.code).toBe('unavailable');

  slow.end(body.slice(half));
  const finished = await slowAnswer;
  expect(finished.status, finished.body).toBe(201);

  expect(await exit).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(10_000);
  keptAlive.destroy();
  // Nothing listens any more.
  await expect(get('/healthz')).rejects.toThrow(/ECONNREFUSED/);
});
