/**
 * The render limiter with renders the test finishes by hand: N run at once, the next wait in
 * order, the overflow is refused (the SSR plugin answers that with a 503 and Retry-After),
 * and a render over its time is aborted, logged with its URL and refused too.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RenderLimiter,
  type RenderLimits,
  type RenderOutcome,
} from '../../server/ssr/render-limiter';
import { busyResponse, RETRY_AFTER_SECONDS } from '../../server/http/static-pages';

interface Warning {
  details: object;
  message: string;
}

/** A render the test ends: `finish()` resolves it; it rejects when its request is aborted. */
function fakeRender(controller: AbortController, url: string, started: string[]) {
  let finish: (html: string) => void = () => {};
  const finished = new Promise<string>((resolve) => (finish = resolve));
  const render = () => {
    started.push(url);
    return new Promise<string>((resolve, reject) => {
      void finished.then(resolve);
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason));
    });
  };
  return { render, finish };
}

const LIMITS: RenderLimits = { concurrency: 2, queueLength: 2, maxWaitMs: 2000, timeoutMs: 10_000 };

let warnings: Warning[];
let started: string[];
let limiter: RenderLimiter;

function request(url: string) {
  const controller = new AbortController();
  const fake = fakeRender(controller, url, started);
  const outcome: Promise<RenderOutcome<string>> = limiter.run(url, controller, fake.render);
  return { controller, outcome, finish: fake.finish };
}

beforeEach(() => {
  vi.useFakeTimers();
  warnings = [];
  started = [];
  limiter = new RenderLimiter(LIMITS, {
    warn: (details, message) => warnings.push({ details, message }),
  });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the render limiter', () => {
  it('runs N renders at once and starts the next, in order, as each ends', async () => {
    const a = request('/a');
    const b = request('/b');
    const c = request('/c');
    const d = request('/d');
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['/a', '/b']);
    expect(limiter.load).toEqual({ running: 2, waiting: 2 });

    a.finish('<html>a</html>');
    expect(await a.outcome).toEqual({ status: 'done', value: '<html>a</html>' });
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['/a', '/b', '/c']);

    b.finish('b');
    c.finish('c');
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['/a', '/b', '/c', '/d']);
    d.finish('d');
    expect((await Promise.all([b.outcome, c.outcome, d.outcome])).map((o) => o.status)).toEqual([
      'done',
      'done',
      'done',
    ]);
    expect(limiter.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses at once past the queue, and a waiter whose wait runs out', async () => {
    const running = [request('/1'), request('/2')];
    const queued = [request('/3'), request('/4')];
    const overflow = request('/5');
    expect(await overflow.outcome).toEqual({ status: 'busy' });
    expect(started).not.toContain('/5');

    await vi.advanceTimersByTimeAsync(LIMITS.maxWaitMs);
    expect((await Promise.all(queued.map((q) => q.outcome))).map((o) => o.status)).toEqual([
      'busy',
      'busy',
    ]);
    expect(started).toEqual(['/1', '/2']);
    expect(limiter.refused).toEqual({ busy: 3, timeout: 0 });
    for (const r of running) r.finish('done');
    await Promise.all(running.map((r) => r.outcome));
    expect(limiter.load).toEqual({ running: 0, waiting: 0 });
  });

  it('gives up the place of a visitor who leaves while waiting', async () => {
    const running = [request('/1'), request('/2')];
    const leaving = request('/3');
    const staying = request('/4');
    leaving.controller.abort();
    expect(await leaving.outcome).toEqual({ status: 'busy' });
    expect(limiter.refused.busy).toBe(0);
    running[0]?.finish('done');
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['/1', '/2', '/4']);
    running[1]?.finish('done');
    staying.finish('done');
    expect((await staying.outcome).status).toBe('done');
  });

  it('aborts a render over its time, logs its URL and frees the slot when it ends', async () => {
    const slow = request('/news-and-insights?q=slow');
    const quick = request('/quick');
    quick.finish('quick');
    await quick.outcome;
    await vi.advanceTimersByTimeAsync(LIMITS.timeoutMs);
    expect(await slow.outcome).toEqual({ status: 'timeout' });
    expect(slow.controller.signal.aborted).toBe(true);
    expect(limiter.refused).toEqual({ busy: 0, timeout: 1 });
    expect(warnings).toEqual([
      {
        details: { url: '/news-and-insights?q=slow', timeoutMs: LIMITS.timeoutMs },
        message: expect.stringMatching(/timed out/),
      },
    ]);
    // The aborted render ended: its slot is free again.
    await vi.advanceTimersByTimeAsync(0);
    expect(limiter.load.running).toBe(0);
    const after = request('/after');
    after.finish('fine');
    expect(await after.outcome).toEqual({ status: 'done', value: 'fine' });
  });

  it('takes back the slot of a render that ignores its abort, after as long again', async () => {
    const stuck = limiter.run('/stuck', new AbortController(), () => new Promise<string>(() => {}));
    const other = request('/other');
    other.finish('ok');
    await other.outcome;
    await vi.advanceTimersByTimeAsync(LIMITS.timeoutMs);
    expect(await stuck).toEqual({ status: 'timeout' });
    const next = request('/next');
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['/other', '/next']);
    next.finish('ok');
    await next.outcome;
    expect(limiter.load.running).toBe(1);
    await vi.advanceTimersByTimeAsync(LIMITS.timeoutMs);
    expect(limiter.load.running).toBe(0);
  });
});

describe('the answer to a refused render', () => {
  it('is a small static 503 page with Retry-After, not a render', async () => {
    const res = busyResponse();
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('The site is busy, please try again in a few seconds');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });
});
