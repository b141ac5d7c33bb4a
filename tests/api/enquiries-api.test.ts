import { describe, expect, it } from 'vitest';
import { enquiriesRepo } from '../../server/repositories/enquiries/enquiries-repo';
import { createEnquiryService } from '../../server/services/enquiries/enquiry-service';
import { expectSignInRequired } from '../helpers/refusals';
import { mailingApp } from '../helpers/signed-in-app';
import { mailingTo, startSmtp } from '../helpers/smtp';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';
import { buyerQuote, clientAddresses } from '../helpers/visitors';

const ctx = mailingApp();
const nextIp = clientAddresses('10.20');

const quote = {
  ...buyerQuote,
  request: 'Two 1,600A main distribution boards, form 4b, for delivery to Lekki in March.',
  documentUrl: 'https://drive.example.com/spec.pdf',
};

const post = (url: string, payload: object, ip = nextIp()) =>
  ctx.app.fastify.inject({ method: 'POST', url, payload, remoteAddress: ip });

/** A request of the signed-in staff. */
const asStaff = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.fastify.inject({ method, url, headers: bearer(ctx.sup), payload });

describe('a quote request', () => {
  it('is stored, e-mailed to the company with its content, and acknowledged to the sender', async () => {
    const before = ctx.smtp.inbox.length;
    const res = await post('/api/v1/enquiries', quote);
    expect(res.statusCode).toBe(201);
    const mails = (await ctx.smtp.waitFor(before + 2)).slice(before);
    const notice = mails.find((m) => m.to.includes('sales@company.example'));
    expect(notice?.subject).toMatch(/^Quote request ENQ-[0-9A-F]{8} from Adaeze Okafor$/);
    expect(notice?.text).toContain('Two 1,600A main distribution boards, form 4b');
    expect(notice?.text).toContain('Phone number: 0803 123 4567');
    const ack = mails.find((m) => m.to.includes('adaeze@buyer.example'));
    expect(ack?.text).toContain('Thank you for contacting us');
    // The company's words and a reference only: nothing the visitor typed goes back out.
    const reference = /ENQ-[0-9A-F]{8}/.exec(notice?.subject ?? '')?.[0];
    expect(ack?.text).toContain(`Your reference: ${reference}`);
    expect(ack?.text).not.toContain('1,600A');

    const inbox = await asStaff('GET', '/api/v1/enquiries?type=quote');
    const listed = inbox.json().enquiries[0];
    expect(listed).toMatchObject({
      type: 'quote',
      status: 'new',
      name: 'Adaeze Okafor',
      email: 'adaeze@buyer.example',
    });
    await expect
      .poll(async () => (await ctx.app.services.enquiries.get(listed._id))?.emailDelivery.status)
      .toBe('sent');
  });

  it('answers 400 with a message for each field, and stores nothing', async () => {
    const before = (await ctx.app.services.enquiries.list({}, 1, 100)).total;
    const res = await post('/api/v1/enquiries', {
      type: 'quote',
      email: 'not-an-address',
      phone: '12',
      documentUrl: 'ftp://x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      firstName: 'Enter your first name',
      lastName: 'Enter your last name',
      email: 'Enter a valid e-mail address',
      phone: expect.stringMatching(/Nigerian number/),
      request: 'Enter your request',
      documentUrl: 'Enter a link starting with https://',
    });
    expect((await ctx.app.services.enquiries.list({}, 1, 100)).total).toBe(before);
  });

  it.each([
    'https://drive.example.com@evil.example/x.pdf',
    'https://drive.example.com\\@evil.example/x.pdf',
    'https://user:pass@drive.example.com/x.pdf',
    'javascript:alert(1)//https://a.b',
  ])('refuses a document link that hides where it goes: %s', async (documentUrl) => {
    const res = await post('/api/v1/enquiries', { ...quote, documentUrl });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ documentUrl: 'Enter a link starting with https://' });
  });

  it.each([
    '0803 123 4567',
    '+234 803 123 4567',
    '2348031234567',
    '01 234 5678',
    '+44 20 7946 0000',
  ])('accepts the phone number %s', async (phone) => {
    expect((await post('/api/v1/enquiries', { ...quote, phone })).statusCode).toBe(201);
  });

  it('drops a submission whose honeypot is filled, while thanking the bot', async () => {
    const before = (await ctx.app.services.enquiries.list({}, 1, 100)).total;
    expect(
      (await post('/api/v1/enquiries', { ...quote, website: 'http://spam.example' })).statusCode,
    ).toBe(201);
    expect((await ctx.app.services.enquiries.list({}, 1, 100)).total).toBe(before);
  });

  it('limits one address to a few submissions, answering 429 with a readable message', async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < 5; i++)
      expect((await post('/api/v1/enquiries', quote, ip)).statusCode).toBe(201);
    const res = await post('/api/v1/enquiries', quote, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toEqual({
      code: 'rate_limited',
      message: expect.stringMatching(/several messages in a short time.*try again in \d+ minutes?/),
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses fields over their size limits', async () => {
    const res = await post('/api/v1/enquiries', {
      ...quote,
      request: 'x'.repeat(5000),
      firstName: 'y'.repeat(100),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      request: expect.stringMatching(/under 4000/),
      firstName: expect.stringMatching(/under 80/),
    });
  });
});

describe('a job application', () => {
  it('validates its own fields', async () => {
    const res = await post('/api/v1/enquiries', {
      type: 'career',
      name: 'Tunde',
      age: 'twelve',
      email: 'tunde@example.com',
      phone: '08031234567',
      yearsOfExperience: 5,
      designation: 'Technician',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.age).toMatch(/as a whole number, in digits/);
  });

  it('keeps a PDF CV that only signed-in staff can download, and refuses other files', async () => {
    const application = {
      type: 'career',
      name: 'Tunde Bello',
      age: '29',
      email: 'tunde@example.com',
      phone: '08031234567',
      yearsOfExperience: '6',
      designation: 'Electrical Technician',
    };
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const ok = await ctx.app.services.enquiries.submit(application, nextIp(), {
      bytes: pdf,
      filename: 'tunde-cv.pdf',
    });
    expect(ok).toMatchObject({ ok: true, id: expect.any(String) });
    const id = (ok as { id: string }).id;
    const anon = await ctx.app.fastify.inject({ method: 'GET', url: `/api/v1/enquiries/${id}/cv` });
    expect(anon.statusCode).toBe(401);
    const download = await asStaff('GET', `/api/v1/enquiries/${id}/cv`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const fake = await ctx.app.services.enquiries.submit(application, nextIp(), {
      bytes: Buffer.from('MZ not a pdf'),
      filename: 'cv.pdf',
    });
    expect(fake).toEqual({
      ok: false,
      reason: 'invalid',
      fields: { cv: 'Attach your CV as a PDF or Word (.docx) file' },
    });
    const big = await ctx.app.services.enquiries.submit(application, nextIp(), {
      bytes: Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]),
      filename: 'cv.pdf',
    });
    expect(big).toMatchObject({ ok: false, fields: { cv: 'Attach a CV of at most 5 MB' } });
  });
});

describe('the inbox', () => {
  it('is for signed-in staff only', async () => {
    await expectSignInRequired(ctx.app, [
      ['GET', '/api/v1/enquiries'],
      ['GET', '/api/v1/enquiries.csv'],
      ['GET', '/api/v1/newsletter'],
      ['GET', '/api/v1/newsletter.csv'],
    ]);
  });

  it('moves an enquiry through new → in progress → quoted → closed, and deletes it', async () => {
    const { enquiries } = (await asStaff('GET', '/api/v1/enquiries')).json();
    const id = enquiries[0]._id;
    for (const status of ['in progress', 'quoted', 'closed']) {
      const res = await asStaff('PATCH', `/api/v1/enquiries/${id}`, { status });
      expect(res.json().enquiry.status).toBe(status);
    }
    const bad = await asStaff('PATCH', `/api/v1/enquiries/${id}`, { status: 'archived' });
    expect(bad.statusCode).toBe(400);
    expect((await asStaff('DELETE', `/api/v1/enquiries/${id}`)).statusCode).toBe(200);
    expect((await asStaff('DELETE', `/api/v1/enquiries/${id}`)).statusCode).toBe(404);
  });

  it('filters and pages, and counts the new ones', async () => {
    const res = await asStaff('GET', '/api/v1/enquiries?type=quote&status=new&page=1&pageSize=2');
    const body = res.json();
    expect(body.enquiries.length).toBeLessThanOrEqual(2);
    expect(
      body.enquiries.every(
        (e: { type: string; status: string }) => e.type === 'quote' && e.status === 'new',
      ),
    ).toBe(true);
    expect(body.total).toBeGreaterThan(2);
    expect(body.newCount).toBeGreaterThanOrEqual(body.total);
    expect(body.emailEnabled).toBe(true);
  });

  it('exports CSV that a spreadsheet cannot run as formulas', async () => {
    await post('/api/v1/enquiries', { ...quote, company: '=HYPERLINK("http://evil.example")' });
    const res = await asStaff('GET', '/api/v1/enquiries.csv');
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toContain('Received,Reference,Type,Status');
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });
});

/** Sends the quote request to an app of a test's own; answers the stored enquiry. */
async function sendQuoteTo(app: TestApp) {
  const res = await app.fastify.inject({
    method: 'POST',
    url: '/api/v1/enquiries',
    payload: quote,
    remoteAddress: nextIp(),
  });
  expect(res.statusCode).toBe(201);
  const [stored] = (await app.services.enquiries.list({}, 1, 10)).enquiries;
  return stored;
}

describe('when sending fails', () => {
  it('keeps the enquiry, shows the failure, and sends it on a later retry', async () => {
    const down = await createTestApp({
      services: { enquiries: await mailingTo('smtp://127.0.0.1:1') },
    });
    try {
      const stored = await sendQuoteTo(down);
      await expect
        .poll(async () => (await down.services.enquiries.get(stored!._id))?.emailDelivery.status, {
          timeout: 10_000,
        })
        .toBe('failed');
      const failed = await down.services.enquiries.get(stored!._id);
      expect(failed?.emailDelivery.error).toBeTruthy();
      expect(failed?.emailDelivery.attempts).toBe(1);

      // The next retry, once the mail server answers again and the back-off has passed.
      await enquiriesRepo(down.database.db).update(stored!._id, { nextEmailAt: new Date(0) });
      const recovered = createEnquiryService(
        down.database.db,
        down.services.content,
        await mailingTo(ctx.smtp.url),
      );
      expect(await recovered.retryDue()).toBe(1);
      expect((await down.services.enquiries.get(stored!._id))?.emailDelivery).toMatchObject({
        status: 'sent',
        attempts: 2,
      });
      await ctx.smtp.waitForMail(
        (m) => m.to.includes('sales@company.example') && m.text.includes('form 4b'),
      );
    } finally {
      await down.close();
    }
  });

  it.each([
    ['answers 451 (try again later) every time', 451, 8],
    ['refuses it for good (550)', 550, 1],
  ])(
    'gives up when the mail server %s, says so in the inbox and sends nothing twice',
    async (_, code, tries) => {
      const refusing = await startSmtp({ failFirst: 100, code });
      const app = await createTestApp({
        services: { enquiries: await mailingTo(refusing.url) },
      });
      try {
        // The visitor's enquiry is taken as ever: the mail server is the company's problem.
        const stored = await sendQuoteTo(app);
        await app.services.enquiries.settled();
        const id = stored!._id;
        const delivery = async () => (await app.services.enquiries.get(id))!.emailDelivery;
        // Each due try, with the back-off's waits passed at once.
        for (let i = 1; i < tries; i++) {
          expect(await delivery()).toMatchObject({ status: 'failed', attempts: i });
          expect((await delivery()).nextAttemptAt).not.toBeNull();
          await enquiriesRepo(app.database.db).update(id, { nextEmailAt: new Date(0) });
          expect(await app.services.enquiries.retryDue()).toBe(1);
        }
        expect(await delivery()).toMatchObject({
          status: 'failed',
          attempts: tries,
          nextAttemptAt: null,
        });
        expect((await delivery()).error).toContain(String(code));
        // Given up on: the timer takes it no more. The server was offered the notice once a
        // try, and the sender's acknowledgement once (it is never retried).
        expect(await app.services.enquiries.retryDue()).toBe(0);
        expect(refusing.attempts).toBe(tries + 1);
        expect(refusing.inbox).toEqual([]);
      } finally {
        await app.close();
        await refusing.close();
      }
    },
  );

  it('is not needed to keep enquiries when e-mail is off', async () => {
    const off = await createTestApp();
    try {
      expect(
        (await off.fastify.inject({ method: 'POST', url: '/api/v1/enquiries', payload: quote }))
          .statusCode,
      ).toBe(201);
      const [stored] = (await off.services.enquiries.list({}, 1, 10)).enquiries;
      expect(stored?.emailDelivery.status).toBe('off');
    } finally {
      await off.close();
    }
  });
});
