/**
 * Bounds server rendering (docs/architecture.md, Under load): a few renders at once, the next ones
 * in a short FIFO queue, the rest refused at once, so a burst of uncached pages cannot stall the
 * process (and /healthz, cache hits, assets and media with it: they never come here). A render over
 * its time is aborted and refused too: a 503 the visitor can retry beats a page cut off midway.
 */
import { availableParallelism } from 'node:os';

export interface RenderLimits {
  /** Renders at once. */
  concurrency: number;
  /** Renders waiting for a slot; past that they are refused at once. */
  queueLength: number;
  /** How long a render waits for a slot before it is refused. */
  maxWaitMs: number;
  /** How long a render may run before it is aborted and refused. */
  timeoutMs: number;
}

/**
 * One render at a time when the database runs in this process: PGlite's queries take the main
 * thread like the render itself, so a second render only adds its query to the same turn of the
 * event loop, ahead of `/healthz` and cache hits (ten concurrent uncached pages at 5,000 posts:
 * `/healthz` in 22–164 ms after warm-up with one, 33–656 ms with two, and all ten done sooner
 * with one). As many as cores on PostgreSQL, where a render also waits on the network.
 * Constants rather than config, for now; tests pass their own.
 */
export function defaultRenderLimits(driver: 'pglite' | 'postgres'): RenderLimits {
  const cores = availableParallelism();
  return {
    concurrency: driver === 'pglite' ? 1 : cores,
    queueLength: 16 * cores,
    maxWaitMs: 2_000,
    timeoutMs: 10_000,
  };
}

export type RenderOutcome<T> =
  | { status: 'done'; value: T }
  /** No slot within the wait, the queue was full, or the visitor left while waiting. */
  | { status: 'busy' }
  | { status: 'timeout' };

interface Log {
  warn(details: object, message: string): void;
}

interface Waiter {
  grant(): void;
}

export class RenderLimiter {
  private running = 0;
  private readonly queue: Waiter[] = [];
  /** Renders refused since start, by why: for /metrics. */
  readonly refused = { busy: 0, timeout: 0 };

  constructor(
    readonly limits: RenderLimits,
    private readonly log: Log,
  ) {}

  get load() {
    return { running: this.running, waiting: this.queue.length };
  }

  /**
   * Runs `render` when a slot is free. `controller` is the render's: aborted when it runs
   * over time; its signal aborting while this waits (the visitor left) gives up the place.
   */
  async run<T>(
    url: string,
    controller: AbortController,
    render: () => Promise<T>,
  ): Promise<RenderOutcome<T>> {
    if (!(await this.acquire(controller.signal))) {
      // A visitor who left while waiting was not refused.
      if (!controller.signal.aborted) this.refused.busy++;
      return { status: 'busy' };
    }
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.running--;
      this.next();
    };
    const { timeoutMs } = this.limits;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<{ status: 'timeout' }>((resolve) => {
      timer = setTimeout(() => {
        this.refused.timeout++;
        controller.abort(new Error(`Render took over ${timeoutMs} ms`));
        this.log.warn({ url, timeoutMs }, 'render timed out: answered 503');
        // A render that ignores its abort gives its slot back after as long again, so one
        // stuck read cannot close the site.
        setTimeout(release, timeoutMs).unref();
        resolve({ status: 'timeout' });
      }, timeoutMs);
    });
    const rendered = render().then((value) => ({ status: 'done' as const, value }));
    try {
      return await Promise.race([rendered, timedOut]);
    } finally {
      clearTimeout(timer);
      // The slot is free when the render really ends, not when its answer was given up on.
      rendered.then(release, release);
    }
  }

  /** True once a slot is held; false if refused. */
  private acquire(signal: AbortSignal): Promise<boolean> {
    if (signal.aborted) return Promise.resolve(false);
    if (this.running < this.limits.concurrency) {
      this.running++;
      return Promise.resolve(true);
    }
    if (this.queue.length >= this.limits.queueLength) return Promise.resolve(false);
    return new Promise<boolean>((resolve) => {
      const leave = (granted: boolean) => {
        clearTimeout(timer);
        signal.removeEventListener('abort', gone);
        const at = this.queue.indexOf(waiter);
        if (at >= 0) this.queue.splice(at, 1);
        resolve(granted);
      };
      const gone = () => leave(false);
      const waiter: Waiter = {
        grant: () => {
          this.running++;
          leave(true);
        },
      };
      const timer = setTimeout(gone, this.limits.maxWaitMs);
      signal.addEventListener('abort', gone, { once: true });
      this.queue.push(waiter);
    });
  }

  private next() {
    while (this.running < this.limits.concurrency && this.queue.length > 0) {
      this.queue[0]?.grant();
    }
  }
}
