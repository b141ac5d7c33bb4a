/**
 * Settings → Personal data (issue 32): everyone signed in reads how long each kind of personal
 * data is kept; only the super admin changes it, within bounds (400 with a message per field,
 * nothing changed), and each change is in the audit log with the periods that changed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../schemas/audit-log';
import { bearer, type Session } from '../helpers/test-app';
import { signedInApp } from '../helpers/signed-in-app';
import { createAdmin } from './write-helpers';

const ctx = signedInApp();
let admin: Session;
const URL = '/api/v1/settings/personal-data';
const DEFAULTS = {
  filesMonths: 12,
  enquiriesMonths: 24,
  auditAddressDays: 400,
  pendingSubscriberDays: 7,
};

beforeAll(async () => {
  admin = await createAdmin(ctx.app, ctx.sup, 'privacy-admin');
});

const get = (session?: Session) =>
  ctx.app.fastify.inject({ url: URL, headers: session ? bearer(session) : {} });
const put = (payload: object, session?: Session) =>
  ctx.app.fastify.inject({
    method: 'PUT',
    url: URL,
    headers: session ? bearer(session) : {},
    payload,
  });

async function changesLogged(): Promise<AuditEntry[]> {
  const res = await ctx.app.fastify.inject({
    url: '/api/v1/audit-log?target=settings/personal-data',
    headers: bearer(ctx.sup),
  });
  expect(res.statusCode).toBe(200);
  return (res.json().entries as AuditEntry[]).filter((e) => e.action === 'settings.update');
}

describe('reading the periods', () => {
  it('shows the defaults to any signed-in account, and nothing to anyone else', async () => {
    for (const session of [admin, ctx.sup]) {
      const res = await get(session);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toContain('no-store');
      expect(res.json()).toEqual({
        personalData: { ...DEFAULTS, updatedAt: null, updatedBy: null },
      });
    }
    const anonymous = await get();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('unauthorized');
  });

  it('is in the OpenAPI document, both ways', async () => {
    const doc = (
      await ctx.app.fastify.inject({ url: '/api/openapi.json', headers: bearer(ctx.sup) })
    ).json() as { paths: Record<string, Record<string, { summary?: string }>> };
    const path = doc.paths['/api/v1/settings/personal-data'];
    expect(Object.keys(path ?? {}).sort()).toEqual(['get', 'put']);
    expect(path?.put?.summary).toContain('super admin');
  });
});

describe('changing the periods', () => {
  it('is refused to an admin (403) and to anyone signed out (401), and nothing changes', async () => {
    const wanted = { ...DEFAULTS, filesMonths: 6 };
    const asAdmin = await put(wanted, admin);
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().error.code).toBe('forbidden');
    const anonymous = await put(wanted);
    expect(anonymous.statusCode).toBe(401);
    expect((await get(admin)).json().personalData).toMatchObject(DEFAULTS);
    expect(await changesLogged()).toEqual([]);
  });

  it('refuses periods out of bounds with a message beside each, and changes nothing', async () => {
    const res = await put(
      { filesMonths: 0, enquiriesMonths: 73, auditAddressDays: 401, pendingSubscriberDays: '1e1' },
      ctx.sup,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      filesMonths: 'Enter a whole number of months from 1 to 36',
      enquiriesMonths: 'Enter a whole number of months from 6 to 72',
      auditAddressDays: 'Enter a whole number of days from 30 to 400',
      pendingSubscriberDays: 'Enter a whole number of days from 1 to 30',
    });

    const missing = await put({ filesMonths: 12 }, ctx.sup);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields).sort()).toEqual([
      'auditAddressDays',
      'enquiriesMonths',
      'pendingSubscriberDays',
    ]);

    // Files may not outlive the enquiry they came with.
    const longer = await put({ ...DEFAULTS, filesMonths: 30, enquiriesMonths: 24 }, ctx.sup);
    expect(longer.statusCode).toBe(400);
    expect(Object.keys(longer.json().error.fields)).toEqual(['filesMonths']);
    expect(longer.json().error.fields.filesMonths).toMatch(/no longer than the enquiries/);

    expect((await get(ctx.sup)).json().personalData).toEqual({
      ...DEFAULTS,
      updatedAt: null,
      updatedBy: null,
    });
    expect(await changesLogged()).toEqual([]);
  });

  it('lets the super admin change them, seen by everyone, recorded in the audit log', async () => {
    const wanted = {
      filesMonths: 6,
      enquiriesMonths: 36,
      auditAddressDays: 400,
      // Digits as a form sends them are whole numbers too.
      pendingSubscriberDays: '14',
    };
    const asked = new Date();
    const res = await put(wanted, ctx.sup);
    expect(res.statusCode, res.body).toBe(200);
    const changed = { ...wanted, pendingSubscriberDays: 14 };
    expect(res.json().personalData).toMatchObject({ ...changed, updatedBy: 'super_admin' });

    const seen = (await get(admin)).json().personalData;
    expect(seen).toMatchObject({ ...changed, updatedBy: 'super_admin' });
    // Stamped by the change itself, not left at the defaults' null.
    expect(Date.parse(seen.updatedAt)).toBeGreaterThanOrEqual(asked.getTime() - 1000);

    const [entry, ...others] = await changesLogged();
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      actor: { name: 'super_admin' },
      target: 'settings/personal-data',
      targetLabel: 'Settings: Personal data',
      href: '/cms/settings/personal-data',
    });
    // The periods that changed, by their labels; the one left alone is not named.
    expect([...(entry?.fields ?? [])].sort()).toEqual(
      [
        'CVs and quote attachments',
        'Enquiries (contact, quote requests and job applications)',
        'Unconfirmed newsletter sign-ups',
      ].sort(),
    );

    // Saving the same periods again changes no period, and says so.
    expect((await put(changed, ctx.sup)).statusCode).toBe(200);
    const [again] = await changesLogged();
    expect(again?.fields).toEqual([]);
  });
});
