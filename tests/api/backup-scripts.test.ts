/**
 * `npm run backup` and `npm run restore` as an operator runs them, as child processes, against a
 * server started here as server.ts starts it (boot, buildApp, listen, the backup token). On
 * PGlite the server holds the data directory, so the backup must come through it while it keeps
 * answering; on PostgreSQL the script reads the database itself. The restored directory or
 * database then boots with the same content; a second restore is refused without --force.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import { boot, type Booted } from '../../server/boot';
import {
  BACKUP_TOKEN_FILE,
  newBackupToken,
  offerBackups,
  secretKeySource,
} from '../../server/operations/backup-token';
import { projectRoot } from '../../server/paths';
import { siteEnvironment } from '../helpers/site-environment';
import { SUPER_PASSWORD } from '../helpers/test-app';

const onPostgres = process.env.TEST_DB === 'postgres';

interface Running {
  booted: Booted;
  app: App;
  port: number;
  offer?: { remove(): void };
  close(): Promise<void>;
}

/** Starts the site on `env` as server.ts does, without the page build (API only). */
async function startSite(env: Record<string, string>): Promise<Running> {
  const booted = await boot(env);
  const { config, database, media, lock, serviceOptions } = booted;
  const dataDir = env.DATA_DIR as string;
  const token = config.DATABASE_URL ? undefined : newBackupToken();
  const app = await buildApp({
    config: { ...config, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    database,
    media,
    services: serviceOptions,
    backup: { token, secretKey: secretKeySource(config, dataDir) },
  });
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  const offer = token ? offerBackups(dataDir, app.fastify.server.address(), token) : undefined;
  return {
    booted,
    app,
    port: (app.fastify.server.address() as AddressInfo).port,
    offer,
    async close() {
      await app.fastify.close();
      await database.close();
      offer?.remove();
      lock?.release();
    },
  };
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npx tsx scripts/<script>` with only the site's variables set, as a shell would. */
function runScript(script: string, args: string[], env: Record<string, string>): Promise<Run> {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k, v]) =>
        v !== undefined && !/^(DATA_DIR|DATABASE_URL|TEST_|MEDIA_STORE|S3_|SECRET_KEY)/.test(k),
    ),
  ) as Record<string, string>;
  const child = spawn('npx', ['tsx', `scripts/${script}`, ...args], {
    cwd: projectRoot,
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** What a script said on stderr, less Node's and npm's own notices. */
const ownLines = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.trim() && !/^(npm warn|\(node:\d+\)|\(Use `node)/.test(l))
    .filter(
      (l) =>
        !/AWS SDK|node >=22|upgrade to node|a\.co\/|^To continue|^versions published|^will require|^More information/.test(
          l,
        ),
    );

let dir: string;
let site: Running;
let siteEnv: Record<string, string>;
const dropLater: (() => Promise<void>)[] = [];
const post = { id: '', title: `Survives the scripts ${randomUUID().slice(0, 8)}` };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'backup-scripts-'));
  siteEnv = await siteEnvironment(join(dir, 'site'), dropLater);
  site = await startSite(siteEnv);
  const login = await site.app.fastify.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username: 'super_admin', password: SUPER_PASSWORD },
  });
  const res = await site.app.fastify.inject({
    method: 'POST',
    url: '/api/v1/blog',
    headers: { authorization: `Bearer ${login.json().token}` },
    payload: { title: post.title, subtitle: 's', content: '<p>Written before the backup.</p>' },
  });
  expect(res.statusCode, res.body).toBe(201);
  post.id = res.json().blog._id;
}, 240_000);

afterAll(async () => {
  await site?.close();
  for (const drop of dropLater) await drop().catch(() => {});
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('npm run backup while the site runs', () => {
  let file: string;

  it('writes one file and says what it holds, while the site keeps answering', async () => {
    if (!onPostgres) {
      const token = join(siteEnv.DATA_DIR as string, BACKUP_TOKEN_FILE);
      expect(statSync(token).mode & 0o777).toBe(0o600);
    }
    file = join(dir, 'site.tar');
    const running = runScript('backup.ts', [file], siteEnv);
    let answered = 0;
    let finished = false;
    void running.then(() => (finished = true));
    while (!finished) {
      const res = await fetch(`http://127.0.0.1:${site.port}/api/v1/blog/${post.id}`);
      expect(res.status).toBe(200);
      answered++;
      await new Promise((r) => setTimeout(r, 50));
    }
    const { code, stdout, stderr } = await running;
    expect(ownLines(stderr)).toEqual([]);
    expect(code).toBe(0);
    expect(stdout.trim().split('\n').at(-1)).toMatch(
      new RegExp(
        `^Backup written: ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+\\.\\d (kB|MB)\\): \\d+ tables, [\\d,]+ rows, [\\d,]+ media files, 0 private files$`,
      ),
    );
    expect(answered).toBeGreaterThan(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  }, 120_000);

  // PostgreSQL has no directory lock: there the operator stops the site.
  it.skipIf(onPostgres)(
    'refuses to restore into the directory of a running server',
    async () => {
      const { code, stderr } = await runScript('restore.ts', [file], siteEnv);
      expect(code).toBe(1);
      expect(ownLines(stderr)).toEqual([
        expect.stringMatching(
          /^Restore failed: DATA_DIR .+ is in use by a running server \(pid \d+\): stop it before restoring into it\.$/,
        ),
      ]);
    },
    60_000,
  );

  describe('npm run restore', () => {
    let targetEnv: Record<string, string>;
    beforeAll(async () => {
      targetEnv = await siteEnvironment(join(dir, 'restored'), dropLater);
    });

    it('loads it into an empty site, which then starts with the same content', async () => {
      const { code, stdout, stderr } = await runScript('restore.ts', [file], targetEnv);
      expect(ownLines(stderr)).toEqual([]);
      expect(code).toBe(0);
      expect(stdout).toMatch(
        /^Restored .+site\.tar into (DATA_DIR|PostgreSQL database) .+: \d+ tables, [\d,]+ rows, [\d,]+ media files, 0 private files \(backup of .+\)$/m,
      );
      if (!onPostgres) {
        // Two-factor secrets stay readable: the key file came along.
        const key = (d: Record<string, string>) =>
          readFile(join(d.DATA_DIR as string, 'secret.key'));
        expect((await key(targetEnv)).equals(await key(siteEnv))).toBe(true);
      }

      const restored = await startSite(targetEnv);
      try {
        const res = await restored.app.fastify.inject({ url: `/api/v1/blog/${post.id}` });
        expect(res.statusCode).toBe(200);
        expect(res.json().blog.title).toBe(post.title);
        const login = await restored.app.fastify.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { username: 'super_admin', password: SUPER_PASSWORD },
        });
        expect(login.statusCode).toBe(200);
      } finally {
        await restored.close();
      }
    }, 240_000);

    it('refuses a second time without --force, in one line, and replaces it with --force', async () => {
      const again = await runScript('restore.ts', [file], targetEnv);
      expect(again.code).toBe(1);
      expect(ownLines(again.stderr)).toEqual([
        expect.stringMatching(
          /^Restore failed: The target is not empty \(.+\): nothing was changed\. .*--force/,
        ),
      ]);
      const forced = await runScript('restore.ts', [file, '--force'], targetEnv);
      expect(ownLines(forced.stderr)).toEqual([]);
      expect(forced.code).toBe(0);
      expect(existsSync(join(targetEnv.DATA_DIR as string, 'server.lock'))).toBe(false);
    }, 240_000);
  });
});
