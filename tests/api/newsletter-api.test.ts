/**
 * The newsletter by confirmation (issue 32, Nigeria Data Protection Act 2023): a sign-up is
 * e-mailed a link and becomes a subscriber only once its owner confirms; every newsletter e-mail
 * carries a one-click unsubscribe (RFC 8058); a sign-up never tells whose address is on the
 * list; sign-ups nobody confirms are deleted. Real mail (a test SMTP server), real pages.
 */
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_UP_ANSWER } from '../../schemas/newsletter';
import { subscribers } from '../../server/db/schema';
import { RETENTION_JOB } from '../../server/services/personal-data/personal-data-retention';
import { siteJobs } from '../../server/jobs/site-jobs';
import { rateRules } from '../../server/services/shared/rate-limiter';
import { pageRenderer, visibleText, type PageRenderer } from '../helpers/pages';
import { signedInApp } from '../helpers/signed-in-app';
import { mailingTo, startSmtp, type ReceivedMail } from '../helpers/smtp';
import { bearer } from '../helpers/test-app';
import { clientAddresses } from '../helpers/visitors';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let pages: PageRenderer;
beforeAll(async () => {
  smtp = await startSmtp();
  pages = await pageRenderer();
});
afterAll(async () => {
  await smtp.close();
  await pages.close();
});
const ctx = signedInApp(async () => ({
  services: { enquiries: await mailingTo(smtp.url) },
  ssr: pages.ssr,
}));

const nextIp = clientAddresses('10.32');
const DAY_MS = 86_400_000;

const signUp = (email: string, ip = nextIp()) =>
  ctx.app.fastify.inject({
    method: 'POST',
    url: '/api/v1/newsletter',
    payload: { email },
    remoteAddress: ip,
  });

/** The home page's form as a browser without JavaScript sends it. */
const signUpOnPage = (email: string, ip = nextIp()) =>
  ctx.app.fastify.inject({
    method: 'POST',
    url: '/newsletter',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, website: '' }).toString(),
    remoteAddress: ip,
  });

/** A page's POST (its button, or a mail provider's one-click), with a form body. */
const postPage = (url: string, body = '', headers: Record<string, string> = {}) =>
  ctx.app.fastify.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: body,
    remoteAddress: nextIp(),
  });
const getPage = (url: string) => ctx.app.fastify.inject({ method: 'GET', url });

const asStaff = (url: string) =>
  ctx.app.fastify.inject({ method: 'GET', url, headers: bearer(ctx.sup) });

/** The addresses the CMS lists with `status`. */
async function listed(status: 'confirmed' | 'pending'): Promise<string[]> {
  const res = await asStaff(`/api/v1/newsletter?status=${status}&pageSize=100`);
  expect(res.statusCode).toBe(200);
  return res.json().subscribers.map((s: { email: string }) => s.email);
}
const exported = async () => (await asStaff('/api/v1/newsletter.csv')).body;

/** Every e-mail to `email` so far, once the sends under way are done. */
async function mailsTo(email: string): Promise<ReceivedMail[]> {
  await ctx.app.services.newsletter.settled();
  return smtp.inbox.filter((m) => m.to.includes(email));
}

const linkToken = (mail: ReceivedMail | undefined, page: 'confirm' | 'unsubscribe') =>
  new RegExp(`http://localhost/newsletter/${page}\\?token=([\\w-]+)`).exec(mail?.text ?? '')?.[1];

/** The one-click headers of RFC 8058, naming the unsubscribe link of `token`. */
function expectOneClickHeaders(mail: ReceivedMail | undefined, token: string | undefined) {
  expect(token).toMatch(/^[\w-]{32}$/);
  expect(mail?.headers).toMatch(
    new RegExp(
      `^List-Unsubscribe: <http://localhost/newsletter/unsubscribe\\?token=${token}>$`,
      'm',
    ),
  );
  expect(mail?.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  expect(mail?.text).toContain(`http://localhost/newsletter/unsubscribe?token=${token}`);
}

/** An address signed up and confirmed through its e-mail's link; answers its token. */
async function subscribed(email: string): Promise<string> {
  expect((await signUp(email)).statusCode).toBe(200);
  const token = linkToken((await mailsTo(email))[0], 'confirm');
  expect(token).toBeDefined();
  expect((await postPage(`/newsletter/confirm?token=${token}`)).statusCode).toBe(200);
  expect(await listed('confirmed')).toContain(email);
  return token ?? '';
}

/** Opening and one-click posting an unsubscribe link that is used or not ours: said plainly. */
async function expectUnsubscribeLinkRefused(token: string) {
  for (const res of [
    await getPage(`/newsletter/unsubscribe?token=${token}`),
    await postPage(`/newsletter/unsubscribe?token=${token}`, 'List-Unsubscribe=One-Click'),
  ]) {
    expect(res.statusCode).toBe(200);
    expect(visibleText(res.body)).toContain('This link has already been used, or is not valid.');
  }
}

describe('signing up', () => {
  it('e-mails one confirmation with the link, and the address is no subscriber until its owner confirms', async () => {
    const email = 'ngozi@reader.example';
    const res = await signUp(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: SIGN_UP_ANSWER });
    expect(SIGN_UP_ANSWER).toMatch(/check your inbox/i);

    const [mail, ...more] = await mailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Please confirm your subscription to our newsletter');
    const token = linkToken(mail, 'confirm');
    expectOneClickHeaders(mail, token);
    expect(linkToken(mail, 'unsubscribe')).toBe(token);

    // Waiting: not a subscriber, not exported, but shown to staff as waiting.
    expect(await listed('confirmed')).not.toContain(email);
    expect(await exported()).not.toContain(email);
    expect(await listed('pending')).toContain(email);

    // Opening the link (as a mail scanner would) asks, and changes nothing.
    const opened = await getPage(`/newsletter/confirm?token=${token}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('private, no-store');
    expect(opened.body).toMatch(/<button[^>]*type="submit"[^>]*>Confirm my subscription<\/button>/);
    expect(await listed('confirmed')).not.toContain(email);

    const confirmed = await postPage(`/newsletter/confirm?token=${token}`);
    expect(confirmed.statusCode).toBe(200);
    expect(visibleText(confirmed.body)).toContain(
      'Thank you: you are subscribed to our newsletter.',
    );
    expect(await listed('confirmed')).toContain(email);
    expect(await listed('pending')).not.toContain(email);
    expect(await exported()).toContain(email);

    // The welcome, with the same one-click unsubscribe.
    const welcome = (await mailsTo(email)).find((m) => m.subject.includes('You are subscribed'));
    expectOneClickHeaders(welcome, token);

    // The button pressed twice is answered the same, and welcomes nobody again.
    const again = await postPage(`/newsletter/confirm?token=${token}`);
    expect(visibleText(again.body)).toContain('Thank you: you are subscribed to our newsletter.');
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('answers an address waiting or subscribed already exactly as a new one, on the page and by the API', async () => {
    const waiting = 'waiting@reader.example';
    expect((await signUp(waiting)).statusCode).toBe(200);
    await subscribed('member@reader.example');
    const mailsBefore = {
      waiting: (await mailsTo(waiting)).length,
      member: (await mailsTo('member@reader.example')).length,
    };

    const api = await Promise.all(
      ['fresh@reader.example', 'Waiting@Reader.example', 'member@reader.example'].map((e) =>
        signUp(e),
      ),
    );
    expect(new Set(api.map((r) => `${r.statusCode} ${r.body}`)).size).toBe(1);
    expect(api[0]?.json()).toEqual({ ok: true, message: SIGN_UP_ANSWER });

    const page = await Promise.all(
      ['fresh2@reader.example', waiting, 'MEMBER@reader.example'].map((e) => signUpOnPage(e)),
    );
    expect(page.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(page.map((r) => visibleText(r.body))).size).toBe(1);
    expect(visibleText(page[0]?.body ?? '')).toContain(SIGN_UP_ANSWER);

    // The waiting address is sent its link again (the same link), the subscriber nothing.
    const resent = (await mailsTo(waiting)).slice(mailsBefore.waiting);
    expect(resent.length).toBeGreaterThan(0);
    expect(linkToken(resent[0], 'confirm')).toBe(linkToken((await mailsTo(waiting))[0], 'confirm'));
    expect(await mailsTo('member@reader.example')).toHaveLength(mailsBefore.member);
    // One row per address, whatever its case.
    const [rows] = await ctx.app.database.db
      .select({ n: count() })
      .from(subscribers)
      .where(inArray(subscribers.email, [waiting, 'member@reader.example']));
    expect(rows?.n).toBe(2);
  });

  it('e-mails one address at most three times a day, however often it is signed up', async () => {
    const email = 'stranger@victim.example';
    for (let i = 0; i < 6; i++) expect((await signUp(email)).statusCode).toBe(200);
    expect(await mailsTo(email)).toHaveLength(rateRules.acknowledgementPerAddress.limit);
  });

  it('refuses an invalid address with a field message, and keeps nothing', async () => {
    const before = await ctx.app.database.db.select({ n: count() }).from(subscribers);
    const res = await signUp('nope');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: 'Enter a valid e-mail address' });
    const page = await signUpOnPage('nope');
    expect(page.statusCode).toBe(400);
    expect(visibleText(page.body)).toContain('Enter a valid e-mail address');
    expect(await ctx.app.database.db.select({ n: count() }).from(subscribers)).toEqual(before);
  });

  it('thanks a bot that fills the honeypot like anyone, and keeps and sends nothing', async () => {
    const email = 'bot@spam.example';
    const res = await ctx.app.fastify.inject({
      method: 'POST',
      url: '/api/v1/newsletter',
      payload: { email, website: 'http://spam.example' },
      remoteAddress: nextIp(),
    });
    expect(res.json()).toEqual({ ok: true, message: SIGN_UP_ANSWER });
    expect(await listed('pending')).not.toContain(email);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('limits one client to a few sign-ups, answering 429 with a readable message', async () => {
    const ip = '10.32.200.1';
    for (let i = 0; i < rateRules.newsletter.limit; i++)
      expect((await signUp(`rate${i}@reader.example`, ip)).statusCode).toBe(200);
    const api = await signUp('rate-over@reader.example', ip);
    expect(api.statusCode).toBe(429);
    expect(api.headers['retry-after']).toMatch(/^\d+$/);
    expect(api.json().error.message).toMatch(/^Too many sign-ups from your connection/);
    const page = await signUpOnPage('rate-over@reader.example', ip);
    expect(page.statusCode).toBe(429);
    expect(visibleText(page.body)).toContain('Too many sign-ups from your connection');
    expect(await listed('pending')).not.toContain('rate-over@reader.example');
  });
});

describe('confirming', () => {
  it.each([
    ['an unknown token', 'x'.repeat(32)],
    ['a malformed token', '%00%3Cscript%3E'],
    ['no token', ''],
  ])('with %s says plainly that the link is not valid', async (_name, token) => {
    for (const res of [
      await getPage(`/newsletter/confirm?token=${token}`),
      await postPage(`/newsletter/confirm?token=${token}`),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(visibleText(res.body)).toContain('This link is not valid, or it has expired');
      expect(res.body).not.toContain('Confirm my subscription</button>');
    }
  });
});

describe('unsubscribing', () => {
  it.each([
    ['application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click'],
    [
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
    ],
  ])(
    'is one POST from the mail provider (RFC 8058, %s), without a session or our origin',
    async (type, body) => {
      const email = `one-click.${type.length}@reader.example`;
      const token = await subscribed(email);
      const res = await postPage(`/newsletter/unsubscribe?token=${token}`, body, {
        'content-type': type,
        origin: 'https://mail.provider.example',
      });
      expect(res.statusCode).toBe(200);
      expect(visibleText(res.body)).toContain('You are unsubscribed.');
      expect(await listed('confirmed')).not.toContain(email);
      expect(await exported()).not.toContain(email);
    },
  );

  it('asks first when the link is opened, and leaves when the button is pressed', async () => {
    const email = 'leaving@reader.example';
    const token = await subscribed(email);
    const opened = await getPage(`/newsletter/unsubscribe?token=${token}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toMatch(/<button[^>]*type="submit"[^>]*>Unsubscribe<\/button>/);
    expect(await listed('confirmed')).toContain(email);

    expect(visibleText((await postPage(`/newsletter/unsubscribe?token=${token}`)).body)).toContain(
      'You are unsubscribed.',
    );
    expect(await listed('confirmed')).not.toContain(email);
    // The link again: said plainly, no error.
    await expectUnsubscribeLinkRefused(token);
  });

  it('cancels a sign-up still waiting, from its confirmation e-mail', async () => {
    const email = 'not-me@reader.example';
    expect((await signUp(email)).statusCode).toBe(200);
    const token = linkToken((await mailsTo(email))[0], 'unsubscribe');
    await postPage(`/newsletter/unsubscribe?token=${token}`, 'List-Unsubscribe=One-Click');
    expect(await listed('pending')).not.toContain(email);
  });

  it.each([
    ['an unknown token', 'y'.repeat(32)],
    ['a malformed token', '%00'],
    ['a token too long', 'z'.repeat(500)],
  ])('with %s answers plainly, never an error', async (_name, token) => {
    await expectUnsubscribeLinkRefused(token);
  });

  it('is not refused to a mail provider that sends many at once from one address', async () => {
    const codes = new Set<number>();
    for (let i = 0; i <= rateRules.publicPost.limit + 5; i++) {
      const res = await ctx.app.fastify.inject({
        method: 'POST',
        url: `/newsletter/unsubscribe?token=${'p'.repeat(31)}${i % 10}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
        remoteAddress: '10.32.201.1',
      });
      codes.add(res.statusCode);
    }
    expect([...codes]).toEqual([200]);
  });
});

describe('sign-ups nobody confirmed', () => {
  const db = () => ctx.app.database.db;
  const age = (email: string, days: number) =>
    db()
      .update(subscribers)
      .set({ createdAt: new Date(Date.now() - days * DAY_MS) })
      .where(eq(subscribers.email, email));
  const exists = async (email: string) =>
    (await db().select().from(subscribers).where(eq(subscribers.email, email))).length === 1;

  it('are deleted by the retention job once older than their period (7 days by default)', async () => {
    await signUp('old-waiting@purge.example');
    await signUp('new-waiting@purge.example');
    await subscribed('old-member@purge.example');
    await age('old-waiting@purge.example', 8);
    await age('old-member@purge.example', 30);
    await age('new-waiting@purge.example', 6);

    const { retention } = ctx.app.services;
    expect((await retention.run()).pendingSubscribers).toBe(1);
    expect(await exists('old-waiting@purge.example')).toBe(false);
    expect(await exists('new-waiting@purge.example')).toBe(true);
    expect(await exists('old-member@purge.example')).toBe(true);
    expect((await retention.run()).pendingSubscribers).toBe(0);
  });

  it('go with the site’s timed retention job, at 7 days by default', async () => {
    await signUp('week-old@purge.example');
    await signUp('days-old@purge.example');
    await age('week-old@purge.example', 7.1);
    await age('days-old@purge.example', 6.9);
    const job = siteJobs(ctx.app.services).find((j) => j.name === RETENTION_JOB);
    await job?.run();
    expect(await exists('week-old@purge.example')).toBe(false);
    expect(await exists('days-old@purge.example')).toBe(true);
  });

  it('works through more sign-ups than one batch takes', async () => {
    await db().execute(
      sql`insert into subscribers (email, token, created_at)
          select 'bulk' || n || '@purge.example', 'bulk-token-' || n, now() - interval '10 days'
          from generate_series(1, 1200) as n`,
    );
    expect((await ctx.app.services.retention.run()).pendingSubscribers).toBe(1200);
    const [left] = await db()
      .select({ n: count() })
      .from(subscribers)
      .where(sql`${subscribers.email} like 'bulk%'`);
    expect(left?.n).toBe(0);
  });
});
