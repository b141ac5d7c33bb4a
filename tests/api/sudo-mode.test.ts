/**
 * Sudo mode (issue 50, point 3; docs/decisions/0040). The audit: with only a stolen session, the
 * thief turned two-factor sign-in on, kept the recovery codes and ended the owner's other
 * sessions; the owner's password then met `totp_required`. Now every action that could lock an
 * owner out or take data away needs the acting account's password within the last 10 minutes,
 * and turning two-factor sign-in on needs it every time. The auth service's clock is moved, not
 * waited for.
 */
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { auditLog, loginThrottle, sessions, subscribers, users } from '../../server/db/schema';
import { hashToken } from '../../server/services/auth/auth-common';
import { LOGIN_WAITS } from '../../server/services/auth/auth-service';
import { throttleRows } from '../helpers/login-throttle';
import { signedInApp } from '../helpers/signed-in-app';
import { apiCaller, signIn, SUPER_PASSWORD } from '../helpers/test-app';

const MINUTE = 60_000;
let now = Date.now();
/** Moves the auth service's clock on, as if that much time had passed. */
const later = (ms: number) => {
  now += ms;
};
const ctx = signedInApp({
  services: { auth: { secretKey: randomBytes(32), now: () => new Date(now) } },
});

const call = apiCaller(() => ctx.app, '10.70.0.1');

const signInFrom = (remoteAddress: string, username: string, password: string) =>
  call('POST', '/auth/login', undefined, { username, password }, remoteAddress);

/** The free tries and one more were counted for `key`, and the wait they started is held. */
async function expectWaitStarted(key: string) {
  const [row] = await throttleRows(ctx.app.database, key);
  expect(row?.failures).toBe(LOGIN_WAITS.freeAttempts + 1);
  expect(row!.nextAllowedAt.getTime()).toBeGreaterThan(row!.updatedAt.getTime());
  await holdWait(key);
}

const codeFor = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) });

async function newAccount(username: string) {
  const password = `${username}-long-password`;
  const res = await call('POST', '/auth/register', ctx.sup, { username, password });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().user._id as string;
  return { id, password, session: await signIn(ctx.app, username, password) };
}

const db = () => ctx.app.database.db;
const usernames = async () => (await db().select().from(users)).map((u) => u.username).sort();
const actions = async (names: string[]) =>
  (await db().select().from(auditLog).where(inArray(auditLog.action, names))).map((e) => e.action);

/**
 * Keeps the wait the last failure started running for a while yet, as if more had been guessed:
 * the refusals below do not depend on how fast this machine answers. By the auth service's
 * clock, which the throttle's waits are measured by (and which the tests above moved on).
 */
const holdWait = (username: string) =>
  db()
    .update(loginThrottle)
    .set({ nextAllowedAt: new Date(now + 15 * MINUTE) })
    .where(eq(loginThrottle.username, username));

const ADDRESS = 'sudo-person@example.com';
const q = `?email=${encodeURIComponent(ADDRESS)}`;

/** Every guarded action, as a thief with the super admin's session alone would send it. */
const guarded = (ids: { victim: string; doomed: string }) =>
  [
    ['POST', '/auth/register', { username: 'thiefs-own', password: 'a-thiefs-long-password' }],
    ['DELETE', `/auth/users/${ids.doomed}`, undefined],
    ['POST', `/auth/users/${ids.victim}/2fa/reset`, undefined],
    ['PUT', '/auth/security', { requireTotp: false }],
    ['GET', '/backup', undefined],
    ['GET', `/personal-data/export${q}`, undefined],
    ['DELETE', `/personal-data${q}`, undefined],
  ] as const;

describe('a stolen session alone', () => {
  it('cannot lock the owner out or take data away once its sign-in is over 10 minutes old', async () => {
    const victim = await newAccount('sudo-victim');
    const setup = await call('POST', '/auth/2fa/setup', victim.session);
    const { secret } = setup.json() as { secret: string };
    const enabled = await call('POST', '/auth/2fa/enable', victim.session, {
      code: await codeFor(secret),
      password: victim.password,
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const doomed = await newAccount('sudo-doomed');
    await db().insert(subscribers).values({ email: ADDRESS, token: 'sudo-mode-test-token-0001' });
    const before = await usernames();
    const ids = { victim: victim.id, doomed: doomed.id };

    later(10 * MINUTE + 1_000);
    for (const [method, url, payload] of guarded(ids)) {
      const res = await call(method, url, ctx.sup, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('password_required');
      expect(res.json().error.message).toMatch(/^Enter your password again to continue/);
    }
    // A cookie session is a session too.
    const byCookie = await ctx.app.fastify.inject({
      method: 'DELETE',
      url: `/api/v1/auth/users/${doomed.id}`,
      headers: { cookie: ctx.sup.cookie, origin: 'http://localhost:80' },
    });
    expect(byCookie.statusCode).toBe(403);
    expect(byCookie.json().error.code).toBe('password_required');

    // Nothing changed: the accounts, the victim's 2FA, the setting, the person's data, the log.
    expect(await usernames()).toEqual(before);
    const [victimRow] = await db().select().from(users).where(eq(users.id, victim.id));
    expect(victimRow?.totpEnabledAt).not.toBeNull();
    expect((await call('GET', '/auth/security', ctx.sup)).json()).toEqual({ requireTotp: false });
    expect(
      await db().select().from(subscribers).where(eq(subscribers.email, ADDRESS)),
    ).toHaveLength(1);
    expect(
      await actions([
        'user.delete',
        'user.2fa_reset',
        'site.backup',
        'personal_data.export',
        'personal_data.erase',
      ]),
    ).toEqual([]);

    // Ending one's own other sessions stays free: it is the owner's defence.
    expect((await call('POST', '/auth/sessions/end-others', victim.session)).statusCode).toBe(200);

    // The password again, and each action works, for 10 minutes from then.
    const confirmed = await call('POST', '/auth/confirm-password', ctx.sup, {
      password: SUPER_PASSWORD,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ ok: true });
    expect((await call('GET', '/auth/me', ctx.sup)).json().user.passwordRecent).toBe(true);
    later(9 * MINUTE);
    for (const [method, url, payload] of guarded(ids)) {
      const res = await call(method, url, ctx.sup, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBe(200);
    }
    expect(await usernames()).toEqual(
      [...before.filter((u) => u !== 'sudo-doomed'), 'thiefs-own'].sort(),
    );
    expect(await db().select().from(subscribers).where(eq(subscribers.email, ADDRESS))).toEqual([]);

    // Using it does not make it last: 10 minutes after the password, it is asked for again.
    later(MINUTE + 1_000);
    expect((await call('GET', '/auth/me', ctx.sup)).json().user.passwordRecent).toBe(false);
    const again = await call('GET', '/backup', ctx.sup);
    expect(again.statusCode).toBe(403);
    expect(again.json().error.code).toBe('password_required');
    await call('POST', '/auth/confirm-password', ctx.sup, { password: SUPER_PASSWORD });
  });

  it('asks a session from before sudo mode (no time of its password) for it', async () => {
    const fresh = await signIn(ctx.app, 'super_admin', SUPER_PASSWORD);
    await db()
      .update(sessions)
      .set({ passwordConfirmedAt: null })
      .where(eq(sessions.tokenHash, hashToken(fresh.token)));
    const res = await call('GET', '/backup', fresh);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('password_required');
  });
});

describe('turning two-factor sign-in on', () => {
  it('needs the password every time: missing 400, wrong 400 and throttled like sign-in, right 200', async () => {
    const { session, password } = await newAccount('sudo-enabler');
    const { secret } = (await call('POST', '/auth/2fa/setup', session)).json() as {
      secret: string;
    };
    const enable = (payload: object, ip = '10.70.1.1') =>
      call('POST', '/auth/2fa/enable', session, payload, ip);

    // Even straight after signing in: whoever holds the recovery codes holds the account.
    const missing = await enable({ code: await codeFor(secret) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({
      code: 'validation',
      fields: { password: 'Enter your password' },
    });

    // The free tries and one more are checked; that one starts a wait, as at the sign-in form.
    for (let i = 0; i <= LOGIN_WAITS.freeAttempts; i++) {
      const wrong = await enable({ code: await codeFor(secret), password: `guess-${i}` });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields).toEqual({ password: 'Password is incorrect' });
    }
    await expectWaitStarted('sudo_enabler');
    // While it runs: 429 with Retry-After, even for the right password.
    const waiting = await enable({ code: await codeFor(secret), password });
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().error.code).toBe('too_many_attempts');
    expect(waiting.headers['retry-after']).toBeDefined();
    // The same budget as the sign-in form's: signing in from there waits too.
    expect((await signInFrom('10.70.1.1', 'sudo-enabler', password)).statusCode).toBe(429);
    const [users2fa] = await db().select().from(users).where(eq(users.username, 'sudo-enabler'));
    expect(users2fa?.totpEnabledAt).toBeNull();

    const right = await enable({ code: await codeFor(secret), password }, '10.70.1.2');
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().recoveryCodes).toHaveLength(10);
  });
});

describe('POST /auth/confirm-password', () => {
  it('refuses a wrong password beside the field, counted toward the sign-in throttle', async () => {
    const { session, password } = await newAccount('sudo-guesser');
    const confirm = (pw: string) =>
      call('POST', '/auth/confirm-password', session, { password: pw }, '10.70.2.1');

    const empty = await call('POST', '/auth/confirm-password', session, {}, '10.70.2.1');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ password: 'Enter your password' });

    for (let i = 0; i <= LOGIN_WAITS.freeAttempts; i++) {
      const wrong = await confirm(`not-it-${i}`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toMatchObject({
        code: 'validation',
        fields: { password: 'Password is incorrect' },
      });
    }
    await expectWaitStarted('sudo_guesser');
    // While the wait runs, the sign-in form from this address waits too, and so does this.
    expect((await confirm(password)).statusCode).toBe(429);
    expect(
      (await actions(['auth.check_failed'])).length,
      'each wrong password is in the activity log',
    ).toBeGreaterThanOrEqual(LOGIN_WAITS.freeAttempts + 1);
    expect((await signInFrom('10.70.2.1', 'sudo-guesser', password)).statusCode).toBe(429);
  });
});
