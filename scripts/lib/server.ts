/**
 * What `npm run bench` and `npm run audit` share: build if asked, start the production server on
 * a data directory of its own at a free port, talk to it over HTTP, read its memory, stop it.
 * Traffic goes to 127.0.0.1 only.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const buildDir = process.env.BUILD_DIR ?? 'build';
export const adminPassword = 'bench-super-admin-password';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function runBuild(): void {
  if (process.argv.includes('--skip-build')) return;
  console.log(`Building into ${buildDir}/ …`);
  execFileSync('npx', ['tsx', 'scripts/build.ts'], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Whether a PostgreSQL server answers at `url` (the benches that compare drivers skip it if not). */
export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** A port nobody listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Fetched {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent, still compressed if the server compressed them. */
  body: Buffer;
}

export interface FetchOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Milliseconds before the request is abandoned (rejects); 30 s by default. */
  timeoutMs?: number;
}

/** One HTTP request to 127.0.0.1, without decompressing the answer. */
export function fetchRaw(port: number, path: string, options: FetchOptions = {}): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(parts),
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(options.timeoutMs ?? 30_000, () => req.destroy(new Error(`timeout: ${path}`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

export async function fetchJson<T>(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<T> {
  const res = await fetchRaw(port, path, {
    method: options.method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (res.status !== 200) {
    throw new Error(`${options.method ?? 'GET'} ${path}: ${res.status} ${res.body.toString()}`);
  }
  return JSON.parse(res.body.toString()) as T;
}

/**
 * The status of `path` requested as the i-th visitor, a client of its own (X-Forwarded-For), so no
 * per-client limit applies; 'error' when no answer came. For servers started with TRUST_PROXY.
 */
export const statusAsVisitor = (port: number, path: string, i: number): Promise<string> =>
  fetchRaw(port, path, {
    headers: {
      'accept-encoding': 'gzip, deflate, br',
      'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    },
  }).then(
    (res) => String(res.status),
    () => 'error',
  );

/** A process's resident memory now (VmRSS) and its peak so far (VmHWM), in MB. */
export function processMemoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (name: string) =>
    Number(new RegExp(`${name}:\\s+(\\d+)\\s+kB`).exec(status)?.[1] ?? NaN) / 1024;
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}

export interface ProdServer {
  port: number;
  process: ChildProcess;
  /** Milliseconds from spawn to the first 200 of `readyPath`. */
  coldStartMs: number;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Polled every 10 ms until it answers 200; `/` by default (the cold start the bench reports). */
  readyPath?: string;
  timeoutMs?: number;
  /** PostgreSQL instead of the embedded database in `dataDir`. */
  databaseUrl?: string;
  /** More environment for the server (e.g. TRUST_PROXY). */
  env?: Record<string, string>;
}

/** `node <BUILD_DIR>/service/main.js` on 127.0.0.1 and a free port, with `dataDir` as DATA_DIR. */
export async function startServer(
  dataDir: string,
  options: StartOptions = {},
): Promise<ProdServer> {
  const { readyPath = '/', timeoutMs = 120_000, databaseUrl, env: extraEnv = {} } = options;
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    BUILD_DIR: buildDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SUPER_ADMIN_PASSWORD: adminPassword,
    // As `npm start` runs it: glibc keeps two malloc arenas, not one per thread (docs/performance.md).
    MALLOC_ARENA_MAX: '2',
    // As `npm start` runs it: a young generation of 2 × 4 MB, not up to 2 × 64 MB (Node 24).
    NODE_OPTIONS: `--max-semi-space-size=4 ${process.env.NODE_OPTIONS ?? ''}`.trim(),
    // Canonical links on the host the clients use (Lighthouse checks them).
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...extraEnv,
  };
  // The database asked for, not whatever PostgreSQL this shell points at; no e-mail.
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const started = performance.now();
  const child = spawn(process.execPath, [join(buildDir, 'service', 'main.js')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Kept beside the data (warnings and errors only): what a long run's errors were.
  const log = createWriteStream(join(dataDir, 'server.log'), { flags: 'a' });
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    log.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    await Promise.race([exit, sleep(10_000)]);
    if (!exited) {
      child.kill('SIGKILL');
      await exit;
    }
  };

  const deadline = started + timeoutMs;
  while (performance.now() < deadline) {
    if (exited) throw new Error(`The server exited during start-up:\n${output}`);
    try {
      const res = await fetchRaw(port, readyPath);
      if (res.status === 200) {
        return { port, process: child, coldStartMs: performance.now() - started, stop };
      }
    } catch {
      // Not listening yet.
    }
    await sleep(10);
  }
  await stop();
  throw new Error(`No 200 from ${readyPath} within ${timeoutMs} ms:\n${output}`);
}

export function tempDataDir(label: string): string {
  return mkdtempSync(join(tmpdir(), `tranos-${label}-`));
}

/** The PostgreSQL server the benches compare against (a database of their own on it). */
export const benchPgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';

/** A new, empty database on the bench's PostgreSQL server: its URL and how to drop it. */
export async function createBenchDatabase(
  label: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `tranos_${label}_${process.pid}_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: `${benchPgUrl}/postgres` });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  return {
    url: `${benchPgUrl}/${name}`,
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/** Replaces the block between `start` and `end` in a markdown file (appends it if missing). */
export function saveBlock(path: string, start: string, end: string, text: string): void {
  const block = `${start}\n${text}\n${end}`;
  const doc = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${doc.slice(0, from)}${block}${doc.slice(to + end.length)}`
      : `${doc.trimEnd()}\n\n${block}\n`;
  writeFileSync(path, next);
  // The tables as `npm run lint` (prettier --check) expects them.
  execFileSync('npx', ['prettier', '--write', path], { stdio: 'ignore' });
  console.log(`Written to ${path}.`);
}
