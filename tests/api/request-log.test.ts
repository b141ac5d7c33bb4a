/**
 * One log line per request, with what an operator looks for (method, URL, status, time, size,
 * client, cache hit), at a level that lets `LOG_LEVEL=warn` keep only the problems: a 5xx, and
 * a failure's stack on that same line, never a second one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  url?: string;
  statusCode?: number;
  responseTime?: number;
  bytes?: number;
  ip?: string;
  cache?: string;
  err?: { message: string; stack: string };
}

const INFO = 30;
const WARN = 40;
const ERROR = 50;

let app: TestApp;
let lines: Line[] = [];

beforeAll(async () => {
  app = await createTestApp({
    config: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void lines.push(JSON.parse(line) as Line) },
    routes: (fastify) => {
      fastify.get('/test/fails', async () => {
        throw new Error('the disk caught fire');
      });
      fastify.get('/test/busy', async (_request, reply) => reply.code(503).send('busy'));
    },
  });
});
afterAll(async () => {
  await app?.close();
});

/** The lines logged while `run` ran. */
async function logged(level: string, run: () => Promise<unknown>): Promise<Line[]> {
  app.fastify.log.level = level;
  lines = [];
  await run();
  return lines;
}

const get = (url: string) => app.fastify.inject({ method: 'GET', url, remoteAddress: '10.1.2.3' });

describe('at info', () => {
  it('writes one line per request, and says when the cache answered', async () => {
    const out = await logged('info', async () => {
      await get('/api/v1/sections');
      await get('/api/v1/sections');
    });
    expect(out).toHaveLength(2);
    const [miss, hit] = out;
    expect(miss).toMatchObject({
      level: INFO,
      method: 'GET',
      url: '/api/v1/sections',
      statusCode: 200,
      ip: '10.1.2.3',
    });
    expect(miss?.responseTime).toEqual(expect.any(Number));
    expect(miss?.cache).toBeUndefined();
    expect(hit).toMatchObject({ level: INFO, statusCode: 200, cache: 'hit' });
    expect(hit?.bytes).toBeGreaterThan(0);
    expect(miss?.reqId).not.toBe(hit?.reqId);
  });

  it('logs a 404 at info, with a long query cut short and a token left out', async () => {
    const out = await logged('info', () =>
      get(`/api/v1/nothing-here?token=s3cret&q=${'x'.repeat(2000)}`),
    );
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ level: INFO, statusCode: 404 });
    expect(out[0]?.url).toMatch(/^\/api\/v1\/nothing-here\?token=…&q=x+…$/);
    expect(out[0]?.url?.length).toBeLessThanOrEqual(301);
    expect(JSON.stringify(out)).not.toContain('s3cret');
  });

  it('leaves a probe that answered out (debug)', async () => {
    expect(await logged('info', () => get('/healthz'))).toEqual([]);
    expect(await logged('debug', () => get('/healthz'))).toHaveLength(1);
  });
});

describe('at warn', () => {
  it('writes nothing for a request that went well, or a 404', async () => {
    const out = await logged('warn', async () => {
      await get('/api/v1/sections');
      await get('/api/v1/nothing-here');
    });
    expect(out).toEqual([]);
  });

  it('writes one line for a 5xx', async () => {
    const out = await logged('warn', () => get('/test/busy'));
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ level: WARN, url: '/test/busy', statusCode: 503 });
  });

  it('writes one line for a failure, at error, with its stack', async () => {
    const out = await logged('warn', () => get('/test/fails'));
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ level: ERROR, url: '/test/fails', statusCode: 500 });
    expect(out[0]?.err?.message).toBe('the disk caught fire');
    expect(out[0]?.err?.stack).toContain('request-log.test.ts');
  });
});
