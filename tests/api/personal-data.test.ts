/**
 * Requests from a person (issue 32): the super admin finds everything held about an address
 * (enquiries of every kind with their files, the subscription, audit entries naming it), downloads
 * it as a ZIP, corrects it, and erases it: the files leave the store, the log keeps its entries
 * without the address, the erasure log keeps a keyed hash, and someone else's data is untouched.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, enquiries, erasureLog, subscribers } from '../../server/db/schema';
import { createMailer } from '../../server/mail/mailer';
import { localFileStore } from '../../server/media/file-store';
import { recordAudit, systemActor } from '../../server/services/shared/audit-log';
import { signedInApp } from '../helpers/signed-in-app';
import { requestAs, type Session } from '../helpers/test-app';
import { applyForJob, CV_PDF, sendContactMessage } from '../helpers/visitors';
import { createAdmin } from './write-helpers';

const ADDRESS = 'ada.person@example.com';
const OTHER = 'someone.else@example.com';
const DRAWING = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

let privateDir: string;
const ctx = signedInApp(async () => {
  privateDir = await mkdtemp(join(tmpdir(), 'personal-data-private-'));
  return {
    services: {
      enquiries: {
        mailer: createMailer(undefined, 'website@localhost'),
        privateFiles: localFileStore(privateDir),
        publicUrl: 'http://localhost',
        notifyDefault: [],
      },
    },
  };
});
let admin: Session;
const ids = {} as { career: string; contact: string; quote: string; other: string; sub: string };

beforeAll(async () => {
  const { services } = ctx.app;
  admin = await createAdmin(ctx.app, ctx.sup, 'personal-data-admin');
  ids.career = await applyForJob(
    services.enquiries,
    // Typed in another case: the lookup finds it all the same.
    { name: 'Ada Person', email: 'Ada.Person@Example.com', designation: 'Electrical Engineer' },
    '10.32.0.1',
    { bytes: CV_PDF, filename: 'ada cv.pdf' },
  );
  ids.contact = await sendContactMessage(
    services.enquiries,
    {
      firstName: 'Ada',
      lastName: 'Person',
      email: ADDRESS,
      request: 'Please call me about switchgear.',
    },
    '10.32.0.2',
  );
  const [product] = (
    await ctx.app.fastify.inject({ url: '/api/v1/catalogue/products?family=gaskets' })
  ).json().products as { id: string }[];
  if (!product) throw new Error('no product');
  const quote = await services.enquiries.submitQuote(
    {
      name: 'Ada Person',
      company: 'Person Engineering',
      email: ADDRESS,
      phone: '08031234567',
      location: 'Lagos',
    },
    [{ productId: product.id, quantity: 4, note: 'For the substation' }],
    '10.32.0.3',
    { bytes: DRAWING, filename: 'drawing.png' },
  );
  expect(quote).toMatchObject({ ok: true });
  ids.quote = (quote as { id: string }).id;
  ids.other = await sendContactMessage(
    services.enquiries,
    {
      firstName: 'Someone',
      lastName: 'Else',
      email: OTHER,
      phone: '08039999999',
      request: 'Unrelated.',
    },
    '10.32.0.4',
  );
  // Pending: signed up, never confirmed.
  const [sub] = await ctx.app.database.db
    .insert(subscribers)
    .values({ email: ADDRESS, token: 'personal-data-test-token-1234' })
    .returning();
  ids.sub = sub?.id ?? '';
  // An entry naming the address, as an older version or a typed username could have left.
  await recordAudit(ctx.app.database.db, systemActor('test'), {
    action: 'subscriber.delete',
    target: 'subscriber/old',
    targetLabel: `Newsletter: ${ADDRESS.toUpperCase()}`,
  });
}, 60_000);

afterAll(() => (privateDir ? rm(privateDir, { recursive: true, force: true }) : undefined));

const asSuper = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  requestAs(ctx.app, ctx.sup, method, url, payload);

const q = (email: string) => `?email=${encodeURIComponent(email)}`;

describe('who may ask', () => {
  const routes = [
    ['GET', `/api/v1/personal-data${q(ADDRESS)}`],
    ['GET', `/api/v1/personal-data/export${q(ADDRESS)}`],
    ['DELETE', `/api/v1/personal-data${q(ADDRESS)}`],
  ] as const;

  it('is the super admin alone: 401 signed out, 403 for an admin, nothing erased', async () => {
    const patches = [
      ['PATCH', `/api/v1/personal-data/enquiries/${ids.contact}`, { company: 'X' }],
      ['PATCH', `/api/v1/personal-data/subscriptions/${ids.sub}`, { email: 'x@example.com' }],
    ] as const;
    for (const [method, url, payload] of [
      ...routes.map(([m, u]) => [m, u, undefined] as const),
      ...patches,
    ]) {
      const anon = await requestAs(ctx.app, null, method, url, payload);
      expect(anon.statusCode, `${method} ${url}`).toBe(401);
      const theirs = await requestAs(ctx.app, admin, method, url, payload);
      expect(theirs.statusCode, `${method} ${url}`).toBe(403);
      expect(theirs.json().error.code).toBe('forbidden');
    }
    const found = (await asSuper('GET', `/api/v1/personal-data${q(ADDRESS)}`)).json();
    expect(found.enquiries).toHaveLength(3);
    expect(found.enquiries.find((e: { id: string }) => e.id === ids.contact).fields.company).toBe(
      '',
    );
  });

  it('answers a missing or malformed address with a field message', async () => {
    const asked: ['GET' | 'DELETE', string][] = [
      ['GET', '/api/v1/personal-data'],
      ['DELETE', '/api/v1/personal-data'],
      ['GET', `/api/v1/personal-data${q('   ')}`],
      ['DELETE', `/api/v1/personal-data${q('a@b')}`],
      ['GET', `/api/v1/personal-data/export${q('not-an-address')}`],
    ];
    for (const [method, url] of asked) {
      const res = await asSuper(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().error.fields.email, url).toMatch(/e-mail address/);
    }
    expect(
      (await asSuper('GET', `/api/v1/personal-data${q(ADDRESS)}`)).json().enquiries,
    ).toHaveLength(3);
  });
});

describe('finding a person', () => {
  it('lists every enquiry, the pending subscription and the entries naming them, in any case', async () => {
    const res = await asSuper('GET', `/api/v1/personal-data${q('  ADA.Person@example.COM ')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const found = res.json();
    expect(found.email).toBe(ADDRESS);
    expect(found.enquiries.map((e: { kind: string }) => e.kind).sort()).toEqual([
      'career',
      'contact',
      'quote-request',
    ]);
    const career = found.enquiries.find((e: { kind: string }) => e.kind === 'career');
    expect(career).toMatchObject({
      id: ids.career,
      name: 'Ada Person',
      fields: { designation: 'Electrical Engineer' },
      file: { name: 'ada cv.pdf', inExport: expect.stringMatching(/^files\/ENQ-.*ada_cv\.pdf$/) },
    });
    const quote = found.enquiries.find((e: { kind: string }) => e.kind === 'quote-request');
    expect(quote.reference).toMatch(/^Q-\d{4}-\d{5}$/);
    expect(quote.items).toEqual([
      expect.objectContaining({ quantity: 4, note: 'For the substation' }),
    ]);
    expect(found.subscription).toMatchObject({ id: ids.sub, email: ADDRESS, confirmedAt: null });
    expect(found.auditEntries).toEqual([
      expect.objectContaining({ targetLabel: `Newsletter: ${ADDRESS.toUpperCase()}` }),
    ]);
    expect(found.accounts).toEqual([]);
    expect(found.totals).toEqual({ enquiries: 3, auditEntries: 1 });
  });

  it('is in the activity log as a lookup of a person, without the address', async () => {
    const log = (await asSuper('GET', '/api/v1/audit-log?limit=1')).json();
    expect(log.entries[0]).toMatchObject({
      action: 'personal_data.lookup',
      actor: { name: 'super_admin' },
      target: expect.stringMatching(/^person\/[0-9a-f]{16}$/),
    });
    expect(JSON.stringify(log.entries[0]).toLowerCase()).not.toContain('ada.person');
  });

  it('finds nothing for an address nobody used', async () => {
    const found = (await asSuper('GET', `/api/v1/personal-data${q('nobody@example.com')}`)).json();
    expect(found).toMatchObject({ enquiries: [], subscription: null, auditEntries: [] });
  });
});

describe('the export', () => {
  it('is one ZIP: data.json with everything found, and the CV and the attachment', async () => {
    const res = await asSuper('GET', `/api/v1/personal-data/export${q(ADDRESS)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const data = JSON.parse(Buffer.from(files['data.json'] ?? []).toString('utf8'));
    expect(data).toMatchObject({
      email: ADDRESS,
      subscription: { email: ADDRESS, confirmedAt: null },
      auditEntries: [expect.objectContaining({ target: 'subscriber/old' })],
      accounts: [],
    });
    expect(data.exportedAt).toMatch(/^\d{4}-/);
    expect(data.enquiries).toHaveLength(3);
    const inExport = (kind: string) =>
      data.enquiries.find((e: { kind: string }) => e.kind === kind).file.inExport as string;
    expect(Buffer.from(files[inExport('career')] ?? []).equals(CV_PDF)).toBe(true);
    expect(Buffer.from(files[inExport('quote-request')] ?? []).equals(DRAWING)).toBe(true);
    expect(Object.keys(files).sort()).toEqual(
      ['data.json', inExport('career'), inExport('quote-request')].sort(),
    );
    const log = (await asSuper('GET', '/api/v1/audit-log?limit=1')).json();
    expect(log.entries[0]).toMatchObject({ action: 'personal_data.export' });
  });
});

describe('corrections', () => {
  const patch = (id: string, payload: object) =>
    asSuper('PATCH', `/api/v1/personal-data/enquiries/${id}`, payload);

  it('refuse a value the form would refuse, or a field the enquiry has not, changing nothing', async () => {
    const bad = await patch(ids.contact, { phone: 'call me', email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      phone: expect.stringMatching(/Nigerian number/),
      email: 'Enter a valid e-mail address',
    });
    const foreign = await patch(ids.contact, { designation: 'CEO' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields.designation).toMatch(/Not a field of this enquiry/);
    expect((await patch(ids.contact, {})).statusCode).toBe(400);
    const missing = await patch('00000000-0000-4000-8000-000000000000', { company: 'X' });
    expect(missing.statusCode).toBe(404);
    const found = (await asSuper('GET', `/api/v1/personal-data${q(ADDRESS)}`)).json();
    const contact = found.enquiries.find((e: { id: string }) => e.id === ids.contact);
    expect(contact.fields).toMatchObject({ phone: '08031234567', company: '' });
  });

  it('change the enquiry’s fields and its name, recorded by label only', async () => {
    const res = await patch(ids.contact, { lastName: 'Person-Obi', company: 'Obi & Co' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().enquiry).toMatchObject({
      name: 'Ada Person-Obi',
      fields: { lastName: 'Person-Obi', company: 'Obi & Co', email: ADDRESS },
    });
    const career = await patch(ids.career, { phone: '+234 803 000 1111' });
    expect(career.json().enquiry.fields.phone).toBe('+234 803 000 1111');
    const log = (await asSuper('GET', '/api/v1/audit-log?limit=2')).json();
    expect(log.entries[1]).toMatchObject({
      action: 'personal_data.correct',
      target: `enquiry/${ids.contact}`,
      fields: ['Last name', 'Company'],
    });
    expect(JSON.stringify(log.entries)).not.toContain('Obi & Co');
  });

  it('correct a subscription’s address, refusing a bad one', async () => {
    const url = `/api/v1/personal-data/subscriptions/${ids.sub}`;
    const bad = await asSuper('PATCH', url, { email: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.email).toBe('Enter a valid e-mail address');
    const moved = await asSuper('PATCH', url, { email: 'Ada.New@Example.com' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().subscription.email).toBe('ada.new@example.com');
    const back = await asSuper('PATCH', url, { email: ADDRESS });
    expect(back.json().subscription.email).toBe(ADDRESS);
  });
});

describe('erasure', () => {
  it('deletes the enquiries, their files and the subscription; the log keeps entries without the address', async () => {
    const before = await readdir(privateDir);
    expect(before).toHaveLength(2);
    const res = await asSuper('DELETE', `/api/v1/personal-data${q(' Ada.Person@Example.com')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      erased: { enquiries: 3, files: 2, subscriptions: 1, auditEntries: 1 },
      accountsLeft: 0,
    });
    expect(await readdir(privateDir)).toEqual([]);

    const found = (await asSuper('GET', `/api/v1/personal-data${q(ADDRESS)}`)).json();
    expect(found).toMatchObject({ enquiries: [], subscription: null, auditEntries: [] });
    const rows = await ctx.app.database.db.select().from(auditLog);
    const text = JSON.stringify(rows).toLowerCase();
    expect(text).not.toContain(ADDRESS);
    expect(rows.find((r) => r.target === 'subscriber/old')?.targetLabel).toBe(
      'Newsletter: [erased]',
    );
    const erased = rows.find((r) => r.action === 'personal_data.erase');
    expect(erased).toMatchObject({
      actorName: 'super_admin',
      fields: [
        '3 enquiries',
        '2 files',
        '1 newsletter subscriptions',
        '1 activity entries naming them',
      ],
    });
  });

  it('keeps a keyed hash of the address, not the address, and leaves others’ data alone', async () => {
    const log = await ctx.app.database.db.select().from(erasureLog);
    expect(log).toHaveLength(1);
    expect(log[0]?.hash).toMatch(/^[0-9a-f]{64}$/);
    // The address in no form (a hash of hex digits may well contain the letters "ada").
    expect(JSON.stringify(log).toLowerCase()).not.toMatch(/ada\.person|example\.com/);
    const kept = await ctx.app.database.db
      .select({ id: enquiries.id })
      .from(enquiries)
      .where(eq(enquiries.id, ids.other));
    expect(kept).toHaveLength(1);
    const theirs = (await asSuper('GET', `/api/v1/personal-data${q(OTHER)}`)).json();
    expect(theirs.enquiries).toHaveLength(1);
  });

  it('of an address with nothing held erases nothing, and says so', async () => {
    const res = await asSuper('DELETE', `/api/v1/personal-data${q('nobody@example.com')}`);
    expect(res.json().erased).toEqual({
      enquiries: 0,
      files: 0,
      subscriptions: 0,
      auditEntries: 0,
    });
  });
});
