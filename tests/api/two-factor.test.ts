/**
 * Two-factor sign-in (TOTP, RFC 6238) through the real app (issue #12, point 2). Codes are
 * computed here with otplib, as a phone would.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { auditLog, recoveryCodes, users } from '../../server/db/schema';
import { keyLegacyRecoveryCodes } from '../../server/services/auth/two-factor';
import {
  apiCaller,
  bearer,
  createTestApp,
  signIn,
  SUPER_PASSWORD,
  type Session,
} from '../helpers/test-app';
import { signedInApp } from '../helpers/signed-in-app';
import { heldClock } from '../helpers/held-clock';
import { outwait, throttleRows } from '../helpers/login-throttle';

/** The throttle's waits run out when a test moves this clock, never while a check is slow. */
const clock = heldClock();
const ctx = signedInApp({ services: { auth: { secretKey: randomBytes(32), now: clock.now } } });

const call = apiCaller(() => ctx.app, '10.60.0.1');
/** A sign-in from `remoteAddress`: a name, a password and maybe a code. */
const signInWith = (credentials: object, remoteAddress?: string) =>
  call('POST', '/auth/login', undefined, credentials, remoteAddress);

/** A code for `stepsAhead` time steps from now (the server accepts one step of drift). */
const codeFor = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/** The password `newAccount` gives an account unless told (2fa/enable asks for it). */
const passwordOf = (username: string) => `${username}-long-password`;

async function newAccount(username: string, password = passwordOf(username)) {
  const res = await call('POST', '/auth/register', ctx.sup, { username, password });
  expect(res.statusCode).toBe(200);
  return { id: res.json().user._id as string, session: await signIn(ctx.app, username, password) };
}

/**
 * Enrols an account, with its password (the super admin's, or the one `newAccount` gives);
 * answers its secret and recovery codes.
 */
async function enrol(session: Session) {
  const { username } = (await call('GET', '/auth/me', session)).json().user as {
    username: string;
  };
  const password = username === 'super_admin' ? SUPER_PASSWORD : passwordOf(username);
  const setup = await call('POST', '/auth/2fa/setup', session);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enable = await call('POST', '/auth/2fa/enable', session, {
    code: await codeFor(secret),
    password,
  });
  expect(enable.statusCode).toBe(200);
  return { secret, recoveryCodes: enable.json().recoveryCodes as string[] };
}

describe('two-factor enrolment', () => {
  it('gives a secret, an otpauth URL and a QR code, and confirms with a code', async () => {
    const { session } = await newAccount('enroller');
    const setup = await call('POST', '/auth/2fa/setup', session);
    expect(setup.statusCode).toBe(200);
    const body = setup.json();
    expect(body.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*enroller\?.*secret=/);
    expect(body.qrDataUrl).toMatch(/^data:image\/png;base64,/);

    const password = passwordOf('enroller');
    const wrong = await call('POST', '/auth/2fa/enable', session, { code: '000000', password });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.code).toMatch(/not right/);
    const malformed = await call('POST', '/auth/2fa/enable', session, { code: 'abc', password });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields.code).toBeTruthy();

    const enable = await call('POST', '/auth/2fa/enable', session, {
      code: await codeFor(body.secret),
      password,
    });
    expect(enable.statusCode).toBe(200);
    const codes = enable.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    // Stored encrypted: neither the secret nor a recovery code is in the database as such.
    const [row] = await ctx.app.database.db
      .select()
      .from(users)
      .where(eq(users.username, 'enroller'));
    expect(row?.totpSecret).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain(body.secret);
    const stored = JSON.stringify(await ctx.app.database.db.query.recoveryCodes.findMany());
    for (const code of codes) expect(stored).not.toContain(code);
  });
});

describe('recovery codes at rest', () => {
  /** How codes were stored before keyed hashes: SHA-256, no key, no salt. */
  const sha256Of = (code: string) =>
    createHash('sha256')
      .update(`recovery:${code.toLowerCase().replace(/[^a-z0-9]/g, '')}`)
      .digest('base64url');
  const storedCodes = (userId: string) =>
    ctx.app.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, userId));

  it('are stored with a keyed hash: a copied table gives nothing to try codes against', async () => {
    const { id, session } = await newAccount('keyed');
    const { recoveryCodes: codes } = await enrol(session);
    const rows = await storedCodes(id);
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(row.codeHash).toMatch(/^k1\$[\w-]{43}$/);
    const stored = new Set(rows.map((r) => r.codeHash));
    // Neither the codes nor their plain SHA-256 (what the table held before) are there.
    for (const code of codes) {
      expect(stored).not.toContain(sha256Of(code));
      expect(JSON.stringify(rows)).not.toContain(code);
    }
  });

  it('stored as plain SHA-256 before, are converted in place with the server’s key and still work once each', async () => {
    const secretKey = randomBytes(32);
    const other = await createTestApp({ services: { auth: { secretKey } } });
    try {
      const sup = await signIn(other, 'super_admin', SUPER_PASSWORD);
      const as = (session: Session | undefined, url: string, payload?: object) =>
        other.fastify.inject({
          method: payload ? 'POST' : 'GET',
          url: `/api/v1${url}`,
          headers: session ? bearer(session) : {},
          ...(payload ? { payload } : {}),
        });
      const created = await as(sup, '/auth/register', {
        username: 'old-codes',
        password: 'old-codes-long-password',
      });
      const id = created.json().user._id as string;
      const session = await signIn(other, 'old-codes', 'old-codes-long-password');
      const setup = (await as(session, '/auth/2fa/setup', {})).json() as { secret: string };
      const enabled = await as(session, '/auth/2fa/enable', {
        code: await codeFor(setup.secret),
        password: 'old-codes-long-password',
      });
      const codes = enabled.json().recoveryCodes as string[];
      // The table as an older version left it: one code spent already.
      const db = other.database.db;
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, id));
      await db.insert(recoveryCodes).values(
        codes.map((code, i) => ({
          userId: id,
          codeHash: sha256Of(code),
          usedAt: i === 0 ? new Date() : null,
        })),
      );
      const signInWith = (recoveryCode: string) =>
        as(undefined, '/auth/login', {
          username: 'old-codes',
          password: 'old-codes-long-password',
          recoveryCode,
        });
      // Not converted yet (an older instance wrote them): still accepted, once.
      expect((await signInWith(codes[1]!)).statusCode).toBe(200);
      expect((await signInWith(codes[1]!)).statusCode).toBe(401);

      // What each start does (server/boot.ts): every stored hash becomes a keyed one.
      expect(await keyLegacyRecoveryCodes(db, secretKey)).toBe(10);
      expect(await keyLegacyRecoveryCodes(db, secretKey)).toBe(0);
      const rows = await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, id));
      expect(rows.every((r) => r.codeHash.startsWith('k1$'))).toBe(true);
      expect(rows.filter((r) => r.usedAt)).toHaveLength(2);

      expect((await signInWith(codes[0]!)).statusCode).toBe(401);
      expect((await signInWith(codes[1]!)).statusCode).toBe(401);
      expect((await signInWith(` ${codes[2]!.toUpperCase()} `)).statusCode).toBe(200);
      expect((await signInWith(codes[2]!)).statusCode).toBe(401);
      expect((await as(session, '/auth/2fa')).json().recoveryCodesLeft).toBe(7);
    } finally {
      await other.close();
    }
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('asks for the code, accepts it once, and accepts each recovery code once', async () => {
    const { session } = await newAccount('twofa');
    const { secret, recoveryCodes } = await enrol(session);
    const credentials = { username: 'twofa', password: 'twofa-long-password' };

    const bare = await signInWith(credentials);
    expect(bare.statusCode).toBe(401);
    expect(bare.json().error.code).toBe('totp_required');

    // The enrolment spent this step's code; the next step's is still good.
    const code = await codeFor(secret, 1);
    const ok = await signInWith({ ...credentials, totp: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ token: expect.any(String), role: 'admin' });
    const replay = await signInWith({ ...credentials, totp: code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('totp_invalid');

    const recoveryCode = recoveryCodes[0]!;
    const withRecovery = await signInWith({
      ...credentials,
      recoveryCode: recoveryCode.toUpperCase(),
    });
    expect(withRecovery.statusCode).toBe(200);
    const again = await signInWith({ ...credentials, recoveryCode });
    expect(again.statusCode).toBe(401);

    // A wrong password with a right code is still just "Incorrect credentials".
    const wrongPassword = await signInWith({
      username: 'twofa',
      password: 'not-the-password',
      totp: await codeFor(secret),
    });
    expect(wrongPassword.json().error).toEqual({
      code: 'unauthorized',
      message: 'Incorrect credentials',
    });
  });

  it('does not count being asked for the code as a failure', async () => {
    const { session } = await newAccount('asked');
    const { secret } = await enrol(session);
    const credentials = { username: 'asked', password: 'asked-long-password' };
    for (let i = 0; i < 6; i++) {
      const res = await signInWith(credentials, '10.62.0.1');
      expect(res.json().error.code).toBe('totp_required');
    }
    const withCode = await signInWith(
      { ...credentials, totp: await codeFor(secret, 1) },
      '10.62.0.1',
    );
    expect(withCode.statusCode).toBe(200);
  });

  it('counts wrong codes as failures of that address: it is held back, another is not', async () => {
    const { session } = await newAccount('guessed');
    const { secret } = await enrol(session);
    const credentials = { username: 'guessed', password: 'guessed-long-password' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await signInWith({ ...credentials, totp: '123456' }, '10.61.0.1');
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 4).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(4)).toEqual([429, 429]);
    const owner = await signInWith({ ...credentials, totp: await codeFor(secret, 1) }, '10.61.0.2');
    expect(owner.statusCode).toBe(200);
  });

  it('turns off with the password and a code, and the super admin can reset it', async () => {
    const { id, session } = await newAccount('switcher');
    const { secret } = await enrol(session);
    const refused = await call('POST', '/auth/2fa/disable', session, {
      password: 'switcher-long-password',
      totp: '000000',
    });
    expect(refused.statusCode).toBe(400);
    const off = await call('POST', '/auth/2fa/disable', session, {
      password: 'switcher-long-password',
      totp: await codeFor(secret, 1),
    });
    expect(off.statusCode).toBe(200);
    await signIn(ctx.app, 'switcher', 'switcher-long-password');

    await enrol(session);
    const notSuper = await call('POST', `/auth/users/${id}/2fa/reset`, session);
    expect(notSuper.statusCode).toBe(403);
    const reset = await call('POST', `/auth/users/${id}/2fa/reset`, ctx.sup);
    expect(reset.statusCode).toBe(200);
    await signIn(ctx.app, 'switcher', 'switcher-long-password');
  });
});

describe('turning two-factor sign-in off behind a session', () => {
  /** Lets every current wait run out at once, as if its time had passed. */
  const expireWaits = () => outwait(ctx.app.database, clock);

  it('a stolen session guessing codes is slowed down like a sign-in, and the owner still gets in', async () => {
    const { id, session } = await newAccount('code-guessed');
    const { secret, recoveryCodes } = await enrol(session);
    const password = 'code-guessed-long-password';
    const ip = '10.63.0.1';
    const disable = (body: object, from = ip) =>
      call('POST', '/auth/2fa/disable', session, { password, ...body }, from);

    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const guess = i % 2 ? { totp: String(100000 + i) } : { recoveryCode: `abcde-${10000 + i}` };
      statuses.push((await disable(guess)).statusCode);
    }
    expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
    expect(statuses.slice(4).every((s) => s === 429)).toBe(true);
    const held = await disable({ totp: await codeFor(secret, 1) });
    expect(held.statusCode).toBe(429);
    expect(held.json().error.code).toBe('too_many_attempts');
    expect(Number(held.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Wrong passwords there count too.
    await expireWaits();
    expect(
      (await call('POST', '/auth/2fa/disable', session, { password: 'nope', totp: '123456' }, ip))
        .statusCode,
    ).toBe(400);
    const longer = await disable({ totp: await codeFor(secret, 1) });
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBe(2);

    // Still on, and every recovery code unspent.
    const status = await call('GET', '/auth/2fa', session);
    expect(status.json()).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    // The owner, elsewhere, signs in with a code.
    const owner = await signInWith(
      { username: 'code-guessed', password, recoveryCode: recoveryCodes[0] },
      '10.63.0.2',
    );
    expect(owner.statusCode).toBe(200);

    // The failed checks are in the audit log, as failed sign-ins are.
    const logged = await ctx.app.database.db
      .select({ action: auditLog.action, fields: auditLog.fields })
      .from(auditLog)
      .where(eq(auditLog.target, `user/${id}`));
    const failed = logged.filter((e) => e.action === 'auth.check_failed');
    expect(failed).toHaveLength(5);
    expect(failed.filter((e) => e.fields[0] === 'Two-factor code')).toHaveLength(4);
    expect(failed.filter((e) => e.fields[0] === 'Password')).toHaveLength(1);
    expect(logged.filter((e) => e.action === 'auth.lockout')).toHaveLength(1);
  });

  it('after the wait, the right password and code turn it off, and the address starts afresh', async () => {
    const { session } = await newAccount('owner-off');
    const { secret } = await enrol(session);
    const password = 'owner-off-long-password';
    const ip = '10.63.0.3';
    for (let i = 0; i < 4; i++) {
      const res = await call(
        'POST',
        '/auth/2fa/disable',
        session,
        { password, totp: '000000' },
        ip,
      );
      expect(res.statusCode).toBe(400);
    }
    await expireWaits();
    const off = await call(
      'POST',
      '/auth/2fa/disable',
      session,
      { password, totp: await codeFor(secret, 1) },
      ip,
    );
    expect(off.statusCode).toBe(200);
    const left = await throttleRows(ctx.app.database, 'owner-off');
    expect(left).toEqual([]);
  });

  it('asks for a code before checking anything', async () => {
    const { session } = await newAccount('no-code');
    await enrol(session);
    const res = await call('POST', '/auth/2fa/disable', session, {
      password: 'no-code-long-password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.totp).toMatch(/Enter the code/);
  });

  it('the super admin cannot reset its own two-factor sign-in with the session alone', async () => {
    const me = (await call('GET', '/auth/me', ctx.sup)).json().user._id as string;
    const res = await call('POST', `/auth/users/${me}/2fa/reset`, ctx.sup);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/password and a code/);
  });
});

describe('requiring two-factor sign-in for every account', () => {
  it('needs the super admin’s own 2FA first; then an account without it may only enrol (runs last: it enrols the super admin)', async () => {
    const { session } = await newAccount('late');
    expect((await call('PUT', '/auth/security', session, { requireTotp: true })).statusCode).toBe(
      403,
    );
    const selfFirst = await call('PUT', '/auth/security', ctx.sup, { requireTotp: true });
    expect(selfFirst.statusCode).toBe(409);
    await enrol(ctx.sup);
    const on = await call('PUT', '/auth/security', ctx.sup, { requireTotp: true });
    expect(on.json()).toEqual({ requireTotp: true });
    try {
      const fresh = await signIn(ctx.app, 'late', 'late-long-password');
      const inbox = await call('GET', '/enquiries', fresh);
      expect(inbox.statusCode).toBe(403);
      expect(inbox.json().error.code).toBe('totp_enrolment_required');
      const me = await call('GET', '/auth/me', fresh);
      expect(me.json().user).toMatchObject({ username: 'late', mustEnrol: true });
      await enrol(fresh);
      expect((await call('GET', '/enquiries', fresh)).statusCode).toBe(200);
    } finally {
      await call('PUT', '/auth/security', ctx.sup, { requireTotp: false });
    }
  });
});
