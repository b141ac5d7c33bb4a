/**
 * Usernames by skeleton (issue 50, point 6): a new account whose name reads like an existing
 * one's once case, NFKC forms and `_`, `-`, `.` and spaces are set aside (`superadmin`,
 * `Super.Admin` beside `super_admin`) is refused with a field message; sign-in is as it was,
 * even for two accounts that already collide.
 */
import { fc, test } from '@fast-check/vitest';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { usernameSkeleton } from '../../schemas/auth';
import { hashPassword } from '../../server/auth/password';
import { users } from '../../server/db/schema';
import { usernameSkeletonSql } from '../../server/repositories/accounts/users-repo';
import { signedInApp } from '../helpers/signed-in-app';
import { attemptSignIn, bearer, signIn, SUPER_PASSWORD } from '../helpers/test-app';

const ctx = signedInApp();
const PASSWORD = 'a-good-long-password';

const register = (username: string) =>
  ctx.app.fastify.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    headers: bearer(ctx.sup),
    payload: { username, password: PASSWORD },
  });

const usernames = async () =>
  (
    (
      await ctx.app.fastify.inject({
        method: 'GET',
        url: '/api/v1/auth/users',
        headers: bearer(ctx.sup),
      })
    ).json() as { username: string }[]
  ).map((u) => u.username);

beforeAll(async () => {
  expect((await register('audit_admin')).statusCode).toBe(200);
  // Two accounts that collide already, as an older version let them be made.
  await ctx.app.database.db.insert(users).values([
    {
      username: 'plant.manager',
      passwordHash: await hashPassword('plant-dot-password'),
      role: 'admin',
    },
    {
      username: 'plantmanager',
      passwordHash: await hashPassword('plant-run-password'),
      role: 'admin',
    },
  ]);
});

describe('a new account’s name', () => {
  it.each([
    ['superadmin', 'super_admin'],
    ['super__admin', 'super_admin'],
    ['super_admin.', 'super_admin'],
    ['Super.Admin', 'super_admin'],
    ['audit.admin', 'audit_admin'],
    ['AUDITADMIN', 'audit_admin'],
  ])('%s is refused: too like “%s”', async (lookAlike, existing) => {
    const res = await register(lookAlike);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields.username).toBe(
      `Too like the account “${existing}”: names that differ only in capitals, dots, dashes, underscores or spaces are the same account. Choose another.`,
    );
    expect(await usernames()).not.toContain(lookAlike);
  });

  it('that is the same name is still taken (409), and a different one is made', async () => {
    expect((await register('audit_admin')).statusCode).toBe(409);
    const made = await register('audit_reader');
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().user).toMatchObject({ username: 'audit_reader', role: 'admin' });
    expect(await usernames()).toEqual(expect.arrayContaining(['audit_admin', 'audit_reader']));
  });

  it('is refused however many look-alikes are sent at once: one account is made', async () => {
    const names = ['plant-lead', 'plant.lead', 'PlantLead', 'plant_lead', 'plant__lead'];
    const answers = await Promise.all(names.map(register));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    const made = (await usernames()).filter((u) => usernameSkeleton(u) === 'plantlead');
    expect(made).toHaveLength(1);
  });
});

describe('signing in', () => {
  it('is unchanged for existing accounts, however the name is typed as before', async () => {
    await signIn(ctx.app, 'super_admin', SUPER_PASSWORD);
    await signIn(ctx.app, 'Super-Admin', SUPER_PASSWORD);
    await signIn(ctx.app, 'audit_admin', PASSWORD);
    // A dot is not a dash or an underscore at sign-in: only new names are held to the skeleton.
    const res = await attemptSignIn(ctx.app, { username: 'audit.admin', password: PASSWORD });
    expect(res.statusCode).toBe(401);
  });

  it('keeps two accounts that already collide apart, each with its own password', async () => {
    await signIn(ctx.app, 'plant.manager', 'plant-dot-password');
    await signIn(ctx.app, 'plantmanager', 'plant-run-password');
    const crossed = await attemptSignIn(ctx.app, {
      username: 'plantmanager',
      password: 'plant-dot-password',
    });
    expect(crossed.statusCode).toBe(401);
  });
});

describe('the skeleton', () => {
  /** A name the username schema accepts, in pieces that separators may be put between. */
  const pieces = fc.array(fc.stringMatching(/^[a-zA-Z0-9]{1,6}$/), { minLength: 1, maxLength: 5 });
  const separators = fc.array(fc.constantFrom('_', '-', '.', ' ', '__', '._'), {
    minLength: 6,
    maxLength: 6,
  });

  test.prop([pieces, separators, separators])(
    'ignores case and any separators between, before or after the pieces',
    (parts, one, two) => {
      const spell = (seps: string[], upper: boolean) =>
        (seps[5] ?? '') +
        parts
          .map((p) => (upper ? p.toUpperCase() : p.toLowerCase()))
          .map((p, i) => p + (seps[i] ?? ''))
          .join('');
      const skeleton = usernameSkeleton(spell(one, false));
      expect(skeleton).toBe(usernameSkeleton(spell(two, true)));
      expect(skeleton).toBe(parts.join('').toLowerCase());
      expect(usernameSkeleton(skeleton)).toBe(skeleton);
    },
  );

  test.prop([fc.string({ unit: 'grapheme', maxLength: 20 })])(
    'of any text holds no separator and no capital, and is its own skeleton',
    (text) => {
      const skeleton = usernameSkeleton(text);
      expect(skeleton).not.toMatch(/[_.\- A-Z]/);
      expect(usernameSkeleton(skeleton)).toBe(skeleton);
    },
  );

  it('puts combining marks back in order once the separator between them is gone', () => {
    // Found by the property above: a half note's stem mark (class 216), `_`, then dammatan
    // (class 28) is in canonical order only while the `_` stands between the two marks.
    const skeleton = usernameSkeleton('\u{1D157}\u{1D165}_\u064C');
    expect(skeleton).toBe('\u{1D157}\u064C\u{1D165}');
    expect(usernameSkeleton(skeleton)).toBe(skeleton);
  });

  it('reads compatibility forms as their plain letters', () => {
    expect(usernameSkeleton('ｓｕｐｅｒ＿ａｄｍｉｎ')).toBe('superadmin');
    expect(usernameSkeleton('ＡＵＤＩＴ．ａｄｍｉｎ')).toBe('auditadmin');
  });

  it('is the same in the database as in TypeScript, for every name the schema allows', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.stringMatching(/^[a-zA-Z0-9._-]{3,40}$/), { minLength: 1, maxLength: 20 }),
        async (names) => {
          const values = sql.join(
            names.map((n) => sql`(${n})`),
            sql`, `,
          );
          const rows = await ctx.app.database.db
            .select({ skeleton: usernameSkeletonSql(sql.raw('v.n')) })
            .from(sql`(values ${values}) as v(n)`);
          const got = rows.map((r) => r.skeleton);
          expect(got).toEqual(names.map(usernameSkeleton));
        },
      ),
      { numRuns: 20 },
    );
  });
});
