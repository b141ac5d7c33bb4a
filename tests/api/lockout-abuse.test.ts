/**
 * The audit's lock-out corpus. Before: five wrong passwords locked an account for everyone for
 * 15 minutes, one more after expiry locked it again (~96 requests a day kept the owner out), and
 * 40 guesses sent at once were all checked. Now failures slow down only the address that makes
 * them, for that account, with growing waits (429 + Retry-After); the owner elsewhere gets in.
 */
import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { lockDataDir } from '../../server/db/data-dir-lock';
import { auditLog, loginThrottle } from '../../server/db/schema';
import { LOGIN_WAITS } from '../../server/services/auth/auth-service';
import { ensureSuperAdmin } from '../../server/services/auth/super-admin';
import { signedInApp } from '../helpers/signed-in-app';
import { bearer, signIn, SUPER_PASSWORD, type Session } from '../helpers/test-app';
import { heldClock } from '../helpers/held-clock';
import { outwait, throttleRows } from '../helpers/login-throttle';

/** The throttle's waits run out when a test moves this clock, never while a check is slow. */
const clock = heldClock();
const ctx = signedInApp({ services: { auth: { secretKey: randomBytes(32), now: clock.now } } });
const run = promisify(execFile);

const login = (username: string, password: string, ip: string) =>
  ctx.app.fastify.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username, password },
    remoteAddress: ip,
  });

async function register(username: string, password: string) {
  const res = await ctx.app.fastify.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    headers: bearer(ctx.sup),
    payload: { username, password },
  });
  expect(res.statusCode).toBe(200);
  return res.json().user._id as string;
}

/** Lets an address's current wait run out at once, as if its time had passed. */
const expireWaits = () => outwait(ctx.app.database, clock);

describe('a lock-out nobody can abuse', () => {
  it('96 wrong passwords from one address do not keep the owner out from another', async () => {
    const statuses = new Map<number, number>();
    for (let i = 0; i < 96; i++) {
      const res = await login('super_admin', `guess-number-${i}`, '10.50.0.1');
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    }
    // A few were checked (401): the free attempts, then one each time a wait (1 s, 2 s, 4 s …)
    // ran out while the loop went on; the rest were told to wait (429), or stopped by the
    // per-address request limit (also 429).
    expect((statuses.get(401) ?? 0) + (statuses.get(429) ?? 0)).toBe(96);
    expect(statuses.get(401)).toBeLessThanOrEqual(LOGIN_WAITS.freeAttempts + 5);
    const owner = await login('super_admin', SUPER_PASSWORD, '10.60.0.1');
    expect(owner.statusCode).toBe(200);
  });

  it('after the attacker’s wait runs out, one more wrong password locks nobody else', async () => {
    for (let i = 0; i < 5; i++) await login('super_admin', `another-guess-${i}`, '10.51.0.1');
    await expireWaits();
    expect((await login('super_admin', 'one-more-guess', '10.51.0.1')).statusCode).toBe(401);
    expect((await login('super_admin', SUPER_PASSWORD, '10.61.0.1')).statusCode).toBe(200);
  });

  it('40 guesses sent at once: only the free attempts and one more are checked', async () => {
    await register('concurrent-target', 'a-good-long-password');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login('concurrent-target', `guess-${i}`, '10.52.0.1')),
    );
    const checked = answers.filter((a) => a.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(LOGIN_WAITS.freeAttempts + 1);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(40 - checked);
    expect((await login('concurrent-target', 'a-good-long-password', '10.62.0.1')).statusCode).toBe(
      200,
    );
  });

  it('the waits grow, and each refusal says how long in Retry-After', async () => {
    await register('slow-target', 'a-good-long-password');
    const ip = '10.53.0.1';
    for (let i = 0; i <= LOGIN_WAITS.freeAttempts; i++) {
      expect((await login('slow-target', `wrong-${i}`, ip)).statusCode).toBe(401);
    }
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const refused = await login('slow-target', 'wrong-again', ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('too_many_attempts');
      expect(refused.json().error.message).toMatch(/wait \d+ seconds/);
      waits.push(Number(refused.headers['retry-after']));
      await expireWaits();
      expect((await login('slow-target', 'wrong-again', ip)).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4]);
    // Even the right password waits its turn from that address; elsewhere it works.
    expect((await login('slow-target', 'a-good-long-password', ip)).statusCode).toBe(429);
    expect((await login('slow-target', 'a-good-long-password', '10.63.0.1')).statusCode).toBe(200);
  });

  it('a signed-in super admin can clear an account’s waits', async () => {
    const id = await register('unlock-target', 'a-good-long-password');
    const ip = '10.54.0.1';
    for (let i = 0; i < 6; i++) await login('unlock-target', `wrong-${i}`, ip);
    expect((await login('unlock-target', 'a-good-long-password', ip)).statusCode).toBe(429);
    const asAdmin = await ctx.app.fastify.inject({
      method: 'POST',
      url: `/api/v1/auth/users/${id}/unlock`,
      headers: bearer(ctx.sup),
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toEqual({ ok: true, cleared: 1 });
    expect((await login('unlock-target', 'a-good-long-password', ip)).statusCode).toBe(200);
  });

  it('unknown usernames are slowed down exactly like real ones', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 6; i++)
      answers.push((await login('no-such-user', `x-${i}`, '10.55.0.1')).statusCode);
    const real: number[] = [];
    await register('real-user', 'a-good-long-password');
    for (let i = 0; i < 6; i++)
      real.push((await login('real-user', `x-${i}`, '10.55.0.2')).statusCode);
    expect(answers).toEqual(real);
  });
});

describe('checks of a password behind a session', () => {
  const changePassword = (session: Session, currentPassword: string, ip: string) =>
    ctx.app.fastify.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: bearer(session),
      payload: { currentPassword, newPassword: 'a-brand-new-long-password' },
      remoteAddress: ip,
    });
  const actionsOf = async (id: string) =>
    (
      await ctx.app.database.db
        .select({ action: auditLog.action, fields: auditLog.fields, ip: auditLog.ip })
        .from(auditLog)
        .where(eq(auditLog.target, `user/${id}`))
        .orderBy(desc(auditLog.at))
    ).filter((e) => e.action !== 'user.create' && e.action !== 'auth.login');

  it('a stolen session guessing the current password is slowed down like a sign-in, with growing waits', async () => {
    const id = await register('stolen-session', 'a-good-long-password');
    const session = await signIn(ctx.app, 'stolen-session', 'a-good-long-password');
    const ip = '10.56.0.1';
    // The attacker's 20 guesses in a row: the free tries are checked, the rest told to wait.
    const statuses: number[] = [];
    let refused;
    for (let i = 0; i < 20; i++) {
      const res = await changePassword(session, `guess-${i}`, ip);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) refused = res;
    }
    expect(statuses.slice(0, LOGIN_WAITS.freeAttempts + 1)).toEqual([400, 400, 400, 400]);
    expect(statuses.slice(LOGIN_WAITS.freeAttempts + 1).every((s) => s === 429)).toBe(true);
    expect(refused?.json().error.code).toBe('too_many_attempts');
    expect(refused?.json().error.message).toMatch(/wrong passwords or codes.*wait \d+ seconds/);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    const waits: number[] = [];
    for (let round = 0; round < 2; round++) {
      await expireWaits();
      expect((await changePassword(session, 'wrong-again', ip)).statusCode).toBe(400);
      const held = await changePassword(session, 'wrong-again', ip);
      expect(held.statusCode).toBe(429);
      waits.push(Number(held.headers['retry-after']));
    }
    expect(waits).toEqual([2, 4]);
    // As at sign-in, even the right password waits its turn from that address…
    expect((await changePassword(session, 'a-good-long-password', ip)).statusCode).toBe(429);
    // … and the same budget holds the sign-in form there, not elsewhere.
    expect((await login('stolen-session', 'a-good-long-password', ip)).statusCode).toBe(429);
    expect((await login('stolen-session', 'a-good-long-password', '10.56.0.2')).statusCode).toBe(
      200,
    );

    // Failed checks are in the audit log, with the pause they started.
    const entries = await actionsOf(id);
    expect(entries.filter((e) => e.action === 'auth.check_failed')).toHaveLength(6);
    expect(entries.filter((e) => e.action === 'auth.lockout')).toHaveLength(1);
    expect(entries.find((e) => e.action === 'auth.check_failed')).toMatchObject({
      fields: ['Current password'],
      ip,
    });
  });

  it('the right password after the wait works and starts that address afresh', async () => {
    await register('patient-owner', 'a-good-long-password');
    const session = await signIn(ctx.app, 'patient-owner', 'a-good-long-password');
    const ip = '10.56.0.3';
    for (let i = 0; i <= LOGIN_WAITS.freeAttempts; i++) {
      expect((await changePassword(session, `typo-${i}`, ip)).statusCode).toBe(400);
    }
    expect((await changePassword(session, 'a-good-long-password', ip)).statusCode).toBe(429);
    await expireWaits();
    expect((await changePassword(session, 'a-good-long-password', ip)).statusCode).toBe(200);
    const left = await throttleRows(ctx.app.database, 'patient-owner');
    expect(left).toEqual([]);
  });

  it('guesses at sign-in and behind a session share one budget', async () => {
    await register('two-doors', 'a-good-long-password');
    const session = await signIn(ctx.app, 'two-doors', 'a-good-long-password');
    const ip = '10.56.0.4';
    expect((await login('two-doors', 'wrong-1', ip)).statusCode).toBe(401);
    expect((await login('two-doors', 'wrong-2', ip)).statusCode).toBe(401);
    expect((await changePassword(session, 'wrong-3', ip)).statusCode).toBe(400);
    expect((await changePassword(session, 'wrong-4', ip)).statusCode).toBe(400);
    expect((await changePassword(session, 'wrong-5', ip)).statusCode).toBe(429);
    expect((await login('two-doors', 'wrong-5', ip)).statusCode).toBe(429);
  });

  it('20 guesses sent at once: only the free attempts and one more are checked', async () => {
    await register('flooded-session', 'a-good-long-password');
    const session = await signIn(ctx.app, 'flooded-session', 'a-good-long-password');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => changePassword(session, `guess-${i}`, '10.56.0.5')),
    );
    const checked = answers.filter((a) => a.statusCode === 400).length;
    expect(checked).toBeLessThanOrEqual(LOGIN_WAITS.freeAttempts + 1);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(20 - checked);
  });

  it('nobody clears their own waits through the API: a stolen session would', async () => {
    const sup = await signIn(ctx.app, 'super_admin', SUPER_PASSWORD);
    const me = (
      await ctx.app.fastify.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(sup) })
    ).json().user._id as string;
    const res = await ctx.app.fastify.inject({
      method: 'POST',
      url: `/api/v1/auth/users/${me}/unlock`,
      headers: bearer(sup),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/npm run user:reset/);
  });
});

describe('npm run user:reset', () => {
  it('clears an account’s waits in the data directory, and refuses while a server holds it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'user-reset-'));
    try {
      const database = await openDatabase({ driver: 'pglite', dir: join(dataDir, 'pglite') });
      await database.migrate();
      await ensureSuperAdmin(database.db, 'a-long-super-password');
      await database.db.insert(loginThrottle).values({
        key: 'super_admin|10.0.0.9',
        username: 'super_admin',
        failures: 12,
        nextAllowedAt: new Date(Date.now() + 600_000),
        updatedAt: new Date(),
      });
      await database.close();
      const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
      const script = ['tsx', 'scripts/user-reset.ts', 'super_admin'];

      // A running server holds the directory: the command says so and changes nothing.
      const held = lockDataDir(dataDir);
      const refused = await run('npx', script, { env }).catch(
        (err: { code: number; stderr: string }) => err,
      );
      held.release();
      expect('code' in refused && refused.code).toBe(1);
      expect('stderr' in refused && refused.stderr).toMatch(/in use by another server process/);

      const done = await run('npx', script, { env });
      expect(done.stdout).toMatch(/super_admin: failed sign-ins forgotten from 1 address/);
      const after = await openDatabase({ driver: 'pglite', dir: join(dataDir, 'pglite') });
      const left = await throttleRows(after, 'super_admin');
      const logged = await after.db.select().from(auditLog);
      await after.close();
      expect(left).toHaveLength(0);
      // Recorded as the command, not as a person.
      expect(logged).toMatchObject([
        { action: 'user.unlock', actorId: null, actorName: 'npm run user:reset' },
      ]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
