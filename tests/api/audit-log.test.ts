/**
 * The audit log (issue 14): every write, sign-in, failed sign-in, pause and password change is
 * recorded with who, when, the address, the action, the target and the fields changed (never their
 * values); the super admin reads it through GET /api/v1/audit-log; old entries go after 400 days.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../schemas/audit-log';
import { siteJobs } from '../../server/jobs/site-jobs';
import { auditLogRepo } from '../../server/repositories/accounts/audit-log-repo';
import { bearer, signIn, SUPER_PASSWORD, type Session } from '../helpers/test-app';
import { signedInApp } from '../helpers/signed-in-app';
import { createAdmin, form, jpegFile, sectionPath } from './write-helpers';

const ctx = signedInApp();
let editor: Session;
let editorId: string;
const EDITOR_IP = '10.20.0.1';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

const call = (
  method: Method,
  url: string,
  session?: Session,
  payload?: object,
  remoteAddress = EDITOR_IP,
) =>
  ctx.app.fastify.inject({
    method,
    url,
    headers: session ? bearer(session) : {},
    remoteAddress,
    ...(payload ? { payload } : {}),
  });

/** The log as the super admin reads it, with a query string. */
async function log(query = ''): Promise<{ entries: AuditEntry[]; nextCursor?: string }> {
  const res = await call('GET', `/api/v1/audit-log${query ? `?${query}` : ''}`, ctx.sup);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The newest entry of an action (optionally on one target). */
async function latest(action: string, target?: string): Promise<AuditEntry> {
  const { entries } = await log(
    `limit=100${target ? `&target=${encodeURIComponent(target)}` : ''}`,
  );
  const entry = entries.find((e) => e.action === action && (!target || e.target === target));
  if (!entry) throw new Error(`no ${action} entry${target ? ` on ${target}` : ''}`);
  return entry;
}

beforeAll(async () => {
  editor = await createAdmin(ctx.app, ctx.sup, 'audit-editor');
  const me = await call('GET', '/api/v1/auth/me', editor);
  editorId = me.json().user._id;
});

describe('content writes', () => {
  it('an update records who, the address, the action, the target and only the fields changed', async () => {
    const path = await sectionPath(ctx.app, 'home/hero');
    const before = (await call('GET', path)).json().heroText;
    const res = await call('PATCH', path, editor, {
      lightTextOne: 'Powering Nigeria’s industry',
      lightTextTwo: before.lightTextTwo,
      boldText: before.boldText,
    });
    expect(res.statusCode, res.body).toBe(200);
    const entry = await latest('content.update', 'home/hero');
    expect(entry).toMatchObject({
      actor: { id: editorId, name: 'audit-editor' },
      ip: EDITOR_IP,
      target: 'home/hero',
      targetLabel: 'Home: Hero text',
      href: '/cms#edit-home-hero',
      fields: ['Light text, first line'],
    });
    expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
    // The fields' names, never their values.
    expect(JSON.stringify(entry)).not.toContain('Powering');
  });

  it('a write that fails records nothing', async () => {
    const { entries: before } = await log();
    const res = await call('PATCH', '/api/v1/blog/00000000-0000-4000-8000-000000000000', editor, {
      title: 'Nope',
    });
    expect(res.statusCode).toBe(404);
    const { entries: after } = await log();
    expect(after[0]?.id).toBe(before[0]?.id);
  });

  it('a create and a delete are recorded, and deleting the record keeps its log', async () => {
    const made = await call('POST', '/api/v1/blog', editor, {
      title: 'Audit trail post',
      subtitle: 'Kept in the log',
    });
    expect(made.statusCode, made.body).toBe(201);
    const id: string = made.json().blog._id;
    const target = `blogPosts/${id}`;
    const created = await latest('content.create', target);
    expect(created.targetLabel).toBe('News & Insights: Audit trail post');
    expect(created.fields).toEqual(expect.arrayContaining(['Title', 'Subtitle']));
    expect(created.fields).not.toContain('Content');
    expect(created.href).toContain(id);

    const edited = await call('PATCH', `/api/v1/blog/${id}`, editor, { subtitle: 'Changed' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await latest('content.update', target)).fields).toEqual(['Subtitle']);

    expect((await call('DELETE', `/api/v1/blog/${id}`, editor)).statusCode).toBe(200);
    const { entries } = await log(`target=${target}`);
    expect(entries.map((e) => e.action)).toEqual([
      'content.delete',
      'content.update',
      'content.create',
    ]);
    expect(entries[0]).toMatchObject({
      targetLabel: 'News & Insights: Audit trail post',
      actor: { name: 'audit-editor' },
    });
    // Nothing to edit any more: no link.
    expect(entries.every((e) => e.href === null)).toBe(true);
  });
});

describe('media', () => {
  it('an upload and a change of its description are recorded', async () => {
    const body = form({ file: await jpegFile(40, 30, 'audit-photo.jpg'), alt: 'A panel' });
    const up = await ctx.app.fastify.inject({
      method: 'POST',
      url: '/api/v1/media',
      headers: { ...bearer(editor), ...body.headers },
      payload: body.payload,
      remoteAddress: EDITOR_IP,
    });
    expect(up.statusCode, up.body).toBe(201);
    const id: string = up.json().media.id;
    const uploaded = await latest('media.upload', `media/${id}`);
    expect(uploaded).toMatchObject({
      actor: { name: 'audit-editor' },
      targetLabel: 'Media library: audit-photo.jpg',
      href: '/cms/media?q=audit-photo.jpg',
    });

    const res = await call('PATCH', `/api/v1/media/${id}`, editor, { alt: 'A switchgear panel' });
    expect(res.statusCode, res.body).toBe(200);
    const described = await latest('media.update', `media/${id}`);
    expect(described.fields).toEqual(['Alt text']);
    expect(JSON.stringify(described)).not.toContain('switchgear');

    expect((await call('DELETE', `/api/v1/media/${id}`, editor)).statusCode).toBe(204);
    expect((await latest('media.delete', `media/${id}`)).href).toBeNull();
  });
});

describe('accounts and sign-in', () => {
  it('records a user created, its password changed, unlocked and deleted; its entries stay', async () => {
    const made = await call('POST', '/api/v1/auth/register', ctx.sup, {
      username: 'audit-temp',
      password: 'a-good-long-password',
    });
    const id: string = made.json().user._id;
    const target = `user/${id}`;
    expect(await latest('user.create', target)).toMatchObject({
      actor: { name: 'super_admin' },
      targetLabel: 'audit-temp',
      href: '/cms/settings',
    });
    const temp = await signIn(ctx.app, 'audit-temp', 'a-good-long-password');
    const changed = await call('POST', '/api/v1/auth/change-password', ctx.sup, {
      username: 'audit-temp',
      currentPassword: SUPER_PASSWORD,
      newPassword: 'another-long-password',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await latest('auth.password_change', target)).toMatchObject({
      actor: { name: 'super_admin' },
      fields: ['Password'],
    });
    await call('POST', `/api/v1/auth/users/${id}/unlock`, ctx.sup);
    await latest('user.unlock', target);
    expect(temp.token).toBeTruthy();
    expect((await call('DELETE', `/api/v1/auth/users/${id}`, ctx.sup)).statusCode).toBe(200);

    const { entries } = await log(`target=${target}`);
    expect(entries.map((e) => e.action)).toEqual([
      'user.delete',
      'user.unlock',
      'auth.password_change',
      'auth.login',
      'user.create',
    ]);
    expect(entries.find((e) => e.action === 'auth.login')?.actor).toEqual({
      id,
      name: 'audit-temp',
    });
    // The account is gone, and so is the link to it.
    expect(entries.every((e) => e.href === null)).toBe(true);
    // No password, in any form, is in the log.
    const all = JSON.stringify(await log('limit=100'));
    for (const secret of ['a-good-long-password', 'another-long-password', SUPER_PASSWORD]) {
      expect(all).not.toContain(secret);
    }
  });

  it('records a sign-in, each failure, and the pause that repeated failures start', async () => {
    await call('POST', '/api/v1/auth/register', ctx.sup, {
      username: 'audit-guess',
      password: 'the-right-long-password',
    });
    const ip = '10.30.0.7';
    const attempt = (password: string) =>
      call('POST', '/api/v1/auth/login', undefined, { username: 'audit-guess', password }, ip);
    expect((await attempt('the-right-long-password')).statusCode).toBe(200);
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await attempt(`wrong-password-${i}`)).statusCode);
    // Three free tries, the fourth starts a pause, the fifth comes too soon.
    expect(codes).toEqual([401, 401, 401, 401, 429]);

    const users = (await call('GET', '/api/v1/auth/users', ctx.sup)).json() as {
      _id: string;
      username: string;
    }[];
    const id = users.find((u) => u.username === 'audit-guess')?._id;
    const { entries } = await log(`target=user/${id}`);
    expect(entries.map((e) => e.action)).toEqual([
      'auth.lockout',
      'auth.login_failed',
      'auth.login_failed',
      'auth.login_failed',
      'auth.login_failed',
      'auth.login',
      'user.create',
    ]);
    expect(entries.slice(0, -1).every((e) => e.ip === ip)).toBe(true);
    expect(entries[1]).toMatchObject({
      actor: { id, name: 'audit-guess' },
      targetLabel: 'audit-guess',
      fields: ['Password'],
    });
  });

  it('records a failure with an unknown username without keeping what was typed', async () => {
    const res = await call(
      'POST',
      '/api/v1/auth/login',
      undefined,
      { username: 'my-secret-password-typed-here', password: 'whatever-it-was' },
      '10.30.0.8',
    );
    expect(res.statusCode).toBe(401);
    const { entries } = await log('limit=100');
    const failed = entries.find((e) => e.action === 'auth.login_failed' && e.ip === '10.30.0.8');
    expect(failed).toMatchObject({ actor: { id: null, name: 'Unknown username' }, target: '' });
    expect(JSON.stringify(entries)).not.toContain('my-secret-password-typed-here');
  });

  it('records one’s own password change, sign-out and the security settings', async () => {
    const own = await createAdmin(ctx.app, ctx.sup, 'audit-self');
    const changed = await call('POST', '/api/v1/auth/change-password', own, {
      currentPassword: 'audit-self-long-password',
      newPassword: 'audit-self-new-password',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const entry = await latest('auth.password_change');
    expect(entry).toMatchObject({ actor: { name: 'audit-self' }, targetLabel: 'audit-self' });
    expect((await call('POST', '/api/v1/auth/logout', own)).statusCode).toBe(200);
    expect((await latest('auth.logout')).actor.name).toBe('audit-self');

    const put = await call('PUT', '/api/v1/auth/security', ctx.sup, { requireTotp: false });
    expect(put.statusCode, put.body).toBe(200);
    expect(await latest('settings.update', 'settings/security')).toMatchObject({
      targetLabel: 'Settings: Account security',
      href: '/cms/settings',
      fields: [],
    });
  });
});

describe('reading the log', () => {
  it('is the super admin’s alone: 401 signed out, 403 for an admin', async () => {
    const anonymous = await call('GET', '/api/v1/audit-log');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('unauthorized');
    const admin = await call('GET', '/api/v1/audit-log', editor);
    expect(admin.statusCode).toBe(403);
    expect(admin.json().error.code).toBe('forbidden');
  });

  it('answers 400 with a message per field for a bad query', async () => {
    const res = await call(
      'GET',
      '/api/v1/audit-log?actor=someone&from=yesterday&limit=500',
      ctx.sup,
    );
    expect(res.statusCode).toBe(400);
    const { fields } = res.json().error;
    expect(fields.actor).toMatch(/Choose a person/);
    expect(fields.from).toMatch(/YYYY-MM-DD/);
    expect(fields.limit).toMatch(/1 to 100/);
    const cursor = await call('GET', '/api/v1/audit-log?cursor=not-ours', ctx.sup);
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().error.fields.cursor).toMatch(/not one we handed out/);
    const order = await call('GET', '/api/v1/audit-log?from=2025-03-02&to=2025-03-01', ctx.sup);
    expect(order.statusCode).toBe(400);
    expect(order.json().error.fields.to).toMatch(/before the first/);
  });

  it('filters by person, by target or part of its name, and by Lagos days', async () => {
    const { entries: mine } = await log(`actor=${editorId}&limit=100`);
    expect(mine.length).toBeGreaterThan(3);
    expect(mine.every((e) => e.actor.id === editorId)).toBe(true);

    const { entries: hero } = await log('target=hero');
    expect(hero.length).toBeGreaterThan(0);
    expect(hero.every((e) => e.targetLabel.toLowerCase().includes('hero'))).toBe(true);

    // Two entries on either side of a Lagos midnight (23:00 UTC is midnight in Lagos).
    const repo = auditLogRepo(ctx.app.database.db);
    const old = { actorName: 'history', action: 'content.update', target: 'home/why' };
    await repo.insert({ ...old, at: new Date('2025-01-14T22:30:00Z'), targetLabel: 'day one' });
    await repo.insert({ ...old, at: new Date('2025-01-14T23:30:00Z'), targetLabel: 'day two' });
    const labels = async (query: string) => (await log(query)).entries.map((e) => e.targetLabel);
    expect(await labels('from=2025-01-14&to=2025-01-14')).toEqual(['day one']);
    expect(await labels('from=2025-01-15&to=2025-01-15')).toEqual(['day two']);
    expect(await labels('from=2025-01-14&to=2025-01-15')).toEqual(['day two', 'day one']);
    expect(await labels('to=2025-01-15')).toEqual(['day two', 'day one']);
  });

  it('pages newest first with a cursor, without gaps or repeats', async () => {
    const { entries: all } = await log('limit=100');
    expect(all.length).toBeGreaterThan(10);
    expect(all.length).toBeLessThan(100);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await log(`limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.entries.length).toBeLessThanOrEqual(4);
      seen.push(...page.entries.map((e) => e.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((e) => e.id));
    const times = all.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('retention', () => {
  it('keeps a year: the timed job deletes only entries older than 400 days', async () => {
    const repo = auditLogRepo(ctx.app.database.db);
    const day = 86_400_000;
    const entry = { actorName: 'retention', action: 'content.update', target: 'retention/test' };
    await repo.insert({ ...entry, at: new Date(Date.now() - 401 * day), targetLabel: 'too old' });
    await repo.insert({ ...entry, at: new Date(Date.now() - 399 * day), targetLabel: 'kept' });

    const job = siteJobs(ctx.app.services).find((j) => j.name === 'audit-log-purge');
    expect(job).toBeDefined();
    await job?.run();

    const left = (await log('target=retention/test')).entries.map((e) => e.targetLabel);
    expect(left).toEqual(['kept']);
    // Newer entries are untouched.
    expect((await log(`actor=${editorId}`)).entries.length).toBeGreaterThan(0);
  });
});
