/**
 * The audit's e-mail abuse corpus: a stranger fills our forms with a victim's address and a
 * phishing text, hoping our mail server delivers it from the company's domain. Every
 * acknowledgement must carry the company's own words and a reference only, no header of the
 * visitor's making, and be limited per address and per client; the company still hears of every
 * stored enquiry.
 */
import { describe, expect, it } from 'vitest';
import { rateRules } from '../../server/services/shared/rate-limiter';
import { mailingApp } from '../helpers/signed-in-app';
import { type ReceivedMail } from '../helpers/smtp';
import { clientAddresses } from '../helpers/visitors';

const ctx = mailingApp();

const nextIp = clientAddresses('10.77');
const post = (payload: object, ip = nextIp()) =>
  ctx.app.fastify.inject({ method: 'POST', url: '/api/v1/enquiries', payload, remoteAddress: ip });

const PHISH = 'https://evil.example/login';
/** Texts a phisher would put in any field a form takes. */
const lures = [
  `Your account is locked. Sign in at ${PHISH} within 24 hours`,
  `<a href="${PHISH}">Confirm your payment</a>`,
  `Dear customer,\r\nBcc: list@evil.example\r\n\r\nVerify at ${PHISH}`,
  `=?UTF-8?B?${Buffer.from(`Visit ${PHISH}`).toString('base64')}?=`,
  `Invoice overdue – pay now: ${PHISH}?ref=${'A'.repeat(200)}`,
];
const lure = (i: number) => lures[i % lures.length] ?? '';

/** One enquiry of each kind, every free-text field carrying the lure, sent to `victim`. */
function abusive(i: number, victim: string): object {
  const text = lure(i);
  const short = text.slice(0, 60);
  switch (i % 3) {
    case 0:
      return {
        type: 'contact',
        firstName: short,
        lastName: short,
        email: victim,
        phone: '0803 123 4567',
        company: short,
        request: text,
        productLine: short,
      };
    case 1:
      return {
        type: 'quote',
        firstName: short,
        lastName: 'Okafor',
        email: victim,
        phone: '0803 123 4567',
        company: short,
        request: text,
        productLine: short,
      };
    default:
      return {
        type: 'career',
        name: short,
        age: 30,
        email: victim,
        phone: '0803 123 4567',
        yearsOfExperience: 5,
        designation: short,
      };
  }
}

const acknowledgementsTo = (address: string) =>
  ctx.smtp.inbox.filter((m) => m.to.includes(address) && !m.to.includes('sales@company.example'));

function expectNothingOfTheVisitor(mail: ReceivedMail) {
  const all = `${mail.headers}\n${mail.text}`;
  expect(all).not.toContain('evil.example');
  expect(all).not.toMatch(/<a\b/i);
  expect(all).not.toContain('Dear customer');
  expect(all).not.toContain('Invoice overdue');
  expect(mail.headers).not.toMatch(/^Bcc:/im);
  expect(mail.text).toMatch(/Your reference: ENQ-[0-9A-F]{8}/);
}

describe('the e-mail abuse corpus', () => {
  it('25 lures to 25 victims: each acknowledgement holds only the company’s words and a reference', async () => {
    let stored = 0;
    for (let i = 0; i < 25; i++) {
      const res = await post(abusive(i, `victim${i}@inbox.example`));
      // A field may refuse the lure outright (400); what is kept is acknowledged.
      expect([201, 400], JSON.stringify(res.json())).toContain(res.statusCode);
      if (res.statusCode === 201) stored++;
    }
    expect(stored).toBeGreaterThanOrEqual(20);
    await expect
      .poll(() => ctx.smtp.inbox.filter((m) => m.to.includes('sales@company.example')).length, {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(stored);
    await expect
      .poll(() => ctx.smtp.inbox.filter((m) => /^victim\d+@/.test(m.to[0] ?? '')).length, {
        timeout: 15_000,
      })
      .toBe(stored);
    for (const mail of ctx.smtp.inbox.filter((m) => /^victim\d+@/.test(m.to[0] ?? ''))) {
      expectNothingOfTheVisitor(mail);
    }
    // Nothing went anywhere a header in a field tried to send it.
    expect(ctx.smtp.inbox.some((m) => m.to.some((a) => a.endsWith('@evil.example')))).toBe(false);
  });

  it('one address gets at most 3 acknowledgements a day, however many clients send', async () => {
    const victim = 'target@inbox.example';
    const before = ctx.smtp.inbox.filter((m) => m.to.includes('sales@company.example')).length;
    for (let i = 0; i < 6; i++) expect((await post(abusive(0, victim))).statusCode).toBe(201);
    // All six reach the company …
    await expect
      .poll(() => ctx.smtp.inbox.filter((m) => m.to.includes('sales@company.example')).length, {
        timeout: 15_000,
      })
      .toBe(before + 6);
    // … and only three reach the address, once every send under way is done.
    await ctx.app.services.enquiries.settled();
    expect(acknowledgementsTo(victim)).toHaveLength(3);
  });

  it('one client gets at most 10 acknowledgements an hour sent', async () => {
    const ip = '10.99.0.1';
    // Nine already sent from this client this hour …
    for (let i = 0; i < 9; i++) {
      await ctx.app.services.rateLimits.take(rateRules.acknowledgementPerClient, ip);
    }
    expect((await post(abusive(0, 'first@inbox.example'), ip)).statusCode).toBe(201);
    // Each acknowledgement is counted when it is sent, after the company's notice: the second
    // enquiry is sent once the first is acknowledged, or the two race for the tenth.
    await ctx.smtp.waitForMail((m) => m.to.includes('first@inbox.example'));
    expect((await post(abusive(0, 'second@inbox.example'), ip)).statusCode).toBe(201);
    await expect
      .poll(() =>
        ctx.smtp.inbox.some(
          (m) => m.to.includes('sales@company.example') && m.text.includes('second@inbox.example'),
        ),
      )
      .toBe(true);
    await ctx.app.services.enquiries.settled();
    // … so the tenth goes out and the eleventh does not.
    expect(acknowledgementsTo('second@inbox.example')).toHaveLength(0);
    expect(
      ctx.smtp.inbox.filter(
        (m) => m.to.includes('sales@company.example') && m.text.includes('second@inbox.example'),
      ),
    ).toHaveLength(1);
  });
});

describe('the retry timer', () => {
  it('leaves a new enquiry to its first send, so the company is told once', async () => {
    const victim = 'once@inbox.example';
    expect((await post(abusive(0, victim))).statusCode).toBe(201);
    // The timer fires while the first send is still under way …
    await ctx.app.services.enquiries.retryDue();
    await ctx.smtp.waitForMail((m) => m.to.includes(victim));
    // … and again once it is done, when the enquiry is stored as sent: no timer takes it again.
    await ctx.app.services.enquiries.settled();
    const [enquiry] = (await ctx.app.services.enquiries.list({ q: victim }, 1, 10)).enquiries;
    expect(enquiry?.emailDelivery).toEqual({
      status: 'sent',
      attempts: 1,
      error: null,
      nextAttemptAt: null,
    });
    expect(await ctx.app.services.enquiries.retryDue()).toBe(0);
    await ctx.app.services.enquiries.settled();
    const told = ctx.smtp.inbox.filter(
      (m) => m.to.includes('sales@company.example') && m.text.includes(victim),
    );
    expect(told).toHaveLength(1);
    expect(acknowledgementsTo(victim)).toHaveLength(1);
  });
});
