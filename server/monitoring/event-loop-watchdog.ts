/**
 * A safety net for a request that blocks the event loop (issue 50: one query spun the process for
 * good, and every visitor waited behind it). The main thread stamps a heartbeat into shared memory
 * on a timer and writes there which request it is handling; a worker thread reads both. When the
 * heartbeat is older than `blockedMs`, the worker writes an error line naming the request; past
 * `killAfterMs` a fatal line, then it kills the process (SIGKILL) so the service manager starts a
 * fresh one (systemd's `Restart=on-failure`, docs/operations.md). `/readyz` answers 503 for
 * `unreadyForMs` after the loop was last seen blocked, so a load balancer looks elsewhere.
 *
 * The worker writes its lines itself, in pino's format: the app's logger lives on the thread that
 * is blocked, and a worker's `process.stdout` is relayed through that thread too. A worker cannot
 * end the process with an exit code (`process.exit` there ends the worker alone), but a signal
 * to the process's own pid does. Decision 0039.
 */
import { hostname } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loggedUrl } from '../http/request-log';

export interface WatchdogOptions {
  /** The loop counts as blocked once no heartbeat came for this long; 5 s by default. */
  blockedMs?: number;
  /** Past this, the process is killed so that it is restarted; 30 s by default, 0 for never. */
  killAfterMs?: number;
  /** How long after the loop was last seen blocked `/readyz` answers 503; 60 s by default. */
  unreadyForMs?: number;
  /** How often the heartbeat is stamped and checked; a tenth of `blockedMs` by default. */
  intervalMs?: number;
  /** Where the worker writes: a file descriptor (1, standard output, by default) or a file. */
  destination?: number | string;
  /** The lowest level written (pino's names); 'error' and 'fatal' are the worker's two. */
  level?: string;
}

export interface RecentBlock {
  /** When the loop was last seen blocked (ISO 8601). */
  lastSeen: string;
  /** How long it had been blocked then, in milliseconds. */
  blockedMs: number;
}

export interface EventLoopWatchdog {
  /** Notes a request under way (`GET /path?query`); call `ended` with what it answers. */
  started(label: string): number;
  ended(id: number): void;
  /** The last block, if the loop was seen blocked less than `unreadyForMs` before `now`. */
  recentBlock(now?: number): RecentBlock | undefined;
  stop(): Promise<void>;
}

/** Slots of the shared timestamps (milliseconds since the epoch, as BigInt64). */
const STAMP = { beat: 0, seenBlocked: 1, blockedFor: 2 } as const;
/** Slots of the shared label header: a sequence (odd while the label is being written), its
 * length in bytes, and how many requests are under way. */
const HEAD = { seq: 0, length: 1, inFlight: 2 } as const;
const LABEL_BYTES = 512;

const LEVELS: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
};

/** The worker, as plain JavaScript: the service bundle and the tests both run it as it is. */
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const fs = require('node:fs');
const { times, header, label, blockedMs, killAfterMs, intervalMs, destination, level, pid, host } =
  workerData;
const stamps = new BigInt64Array(times);
const head = new Int32Array(header);
const bytes = new Uint8Array(label);
const decoder = new TextDecoder();
const fd = typeof destination === 'number' ? destination : fs.openSync(destination, 'a');

function request() {
  for (let tries = 0; tries < 100; tries++) {
    const seq = Atomics.load(head, ${HEAD.seq});
    if (seq % 2 === 1) continue;
    const text = decoder.decode(bytes.slice(0, Atomics.load(head, ${HEAD.length})));
    if (Atomics.load(head, ${HEAD.seq}) === seq) return text;
  }
  return '';
}

function write(lineLevel, fields, msg) {
  if (lineLevel < level) return;
  const line = { level: lineLevel, time: Date.now(), pid, hostname: host, ...fields, msg };
  fs.writeSync(fd, JSON.stringify(line) + '\\n');
}

let reported = -1;
let reportedSeq = -1;
setInterval(() => {
  const beat = Number(Atomics.load(stamps, ${STAMP.beat}));
  const now = Date.now();
  const gap = now - beat;
  if (gap < blockedMs) return;
  Atomics.store(stamps, ${STAMP.seenBlocked}, BigInt(now));
  Atomics.store(stamps, ${STAMP.blockedFor}, BigInt(gap));
  const fields = () => ({
    blockedMs: gap,
    request: request() || null,
    inFlight: Atomics.load(head, ${HEAD.inFlight}),
  });
  // Once a block, and again if another request is under way by then (one that began without a
  // turn of the loop in between, the heartbeat's timer among them).
  const seq = Atomics.load(head, ${HEAD.seq});
  if (beat !== reported || seq !== reportedSeq) {
    reported = beat;
    reportedSeq = seq;
    write(50, fields(), 'event loop blocked');
  }
  if (killAfterMs > 0 && gap >= killAfterMs) {
    write(60, { ...fields(), killAfterMs }, 'event loop blocked too long: killing the process');
    process.kill(pid, 'SIGKILL');
  }
}, intervalMs);
`;

/** Starts the worker and the heartbeat; `log` is told (after the fact) when a block has ended. */
export function startWatchdog(
  options: WatchdogOptions,
  log?: { warn(fields: object, msg: string): void; error(fields: object, msg: string): void },
): EventLoopWatchdog {
  const blockedMs = options.blockedMs ?? 5_000;
  const killAfterMs = options.killAfterMs ?? 30_000;
  const unreadyForMs = options.unreadyForMs ?? 60_000;
  const intervalMs = options.intervalMs ?? Math.min(1_000, Math.max(10, blockedMs / 10));
  const times = new SharedArrayBuffer(3 * BigInt64Array.BYTES_PER_ELEMENT);
  const header = new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT);
  const label = new SharedArrayBuffer(LABEL_BYTES);
  const stamps = new BigInt64Array(times);
  const head = new Int32Array(header);
  const bytes = new Uint8Array(label);
  const encoder = new TextEncoder();

  let lastBeat = Date.now();
  Atomics.store(stamps, STAMP.beat, BigInt(lastBeat));
  const heartbeat = setInterval(() => {
    const now = Date.now();
    // The worker saw it while it lasted; this says when it ended, with the whole length.
    if (now - lastBeat >= blockedMs)
      log?.warn({ blockedMs: now - lastBeat }, 'event loop unblocked');
    lastBeat = now;
    Atomics.store(stamps, STAMP.beat, BigInt(now));
  }, intervalMs);
  heartbeat.unref();

  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    // Nothing of the parent's loaders (tsx in tests) or flags: the worker is plain and small.
    execArgv: [],
    workerData: {
      times,
      header,
      label,
      blockedMs,
      killAfterMs,
      intervalMs,
      destination: options.destination ?? 1,
      level: LEVELS[options.level ?? 'info'] ?? LEVELS.info,
      pid: process.pid,
      host: hostname(),
    },
    resourceLimits: { maxOldGenerationSizeMb: 16 },
  });
  worker.unref();
  // Without its worker the net is gone; say so rather than go on unwatched without a word.
  worker.on('error', (err) => log?.error({ err }, 'event-loop watchdog failed'));

  /** The requests under way, oldest first: the label shown is the latest one still running. */
  const running = new Map<number, string>();
  let nextId = 0;
  let shown = -1;
  function show(id: number) {
    if (id === shown) return;
    shown = id;
    const text = running.get(id) ?? '';
    // A seqlock: odd while writing, so the worker never reads half of two labels.
    Atomics.add(head, HEAD.seq, 1);
    const { written } = encoder.encodeInto(text, bytes);
    Atomics.store(head, HEAD.length, written);
    Atomics.add(head, HEAD.seq, 1);
  }

  return {
    started(text) {
      const id = nextId++;
      running.set(id, text);
      Atomics.store(head, HEAD.inFlight, running.size);
      show(id);
      return id;
    },
    ended(id) {
      if (!running.delete(id)) return;
      Atomics.store(head, HEAD.inFlight, running.size);
      if (id === shown) show([...running.keys()].at(-1) ?? -1);
    },
    recentBlock(now = Date.now()) {
      const seen = Number(Atomics.load(stamps, STAMP.seenBlocked));
      if (seen === 0 || now - seen >= unreadyForMs) return undefined;
      return {
        lastSeen: new Date(seen).toISOString(),
        blockedMs: Number(Atomics.load(stamps, STAMP.blockedFor)),
      };
    },
    async stop() {
      clearInterval(heartbeat);
      await worker.terminate();
    },
  };
}

const requestIds = new WeakMap<FastifyRequest, number>();

/** Tells the watchdog which requests are under way, and stops it with the app. */
export function watchRequests(fastify: FastifyInstance, watchdog: EventLoopWatchdog) {
  fastify.addHook('onRequest', async (request) => {
    requestIds.set(request, watchdog.started(`${request.method} ${loggedUrl(request.url)}`));
  });
  const end = async (request: FastifyRequest) => {
    const id = requestIds.get(request);
    if (id !== undefined) watchdog.ended(id);
  };
  fastify.addHook('onResponse', end);
  fastify.addHook('onRequestAbort', end);
  fastify.addHook('onClose', async () => watchdog.stop());
}
