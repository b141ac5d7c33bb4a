/**
 * The weekly digest (issue 33): Monday from 08:00 Lagos time, one e-mail to the notify addresses
 * with last week's enquiries by type, the ones still open and the searches that found nothing,
 * sent once however often (and wherever) the job runs; nothing while e-mail is off. The clock is
 * moved by handing the job the time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiries } from '../../server/db/schema';
import { createMailer } from '../../server/mail/mailer';
import { createInsightsService } from '../../server/services/insights/insights';
import { createWeeklyDigest } from '../../server/services/insights/weekly-digest';
import { signedInApp } from '../helpers/signed-in-app';
import { mailingTo, startSmtp } from '../helpers/smtp';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
const ctx = signedInApp(async () => {
  smtp = await startSmtp();
  return { services: { enquiries: await mailingTo(smtp.url) } };
});
afterAll(() => smtp?.close());

// Monday 30 November 2026; Lagos is UTC+1.
const MONDAY_0759 = new Date('2026-11-30T06:59:00Z');
const MONDAY_0805 = new Date('2026-11-30T07:05:00Z');
const MONDAY_1100 = new Date('2026-11-30T10:00:00Z');
const TUESDAY = new Date('2026-12-01T07:05:00Z');

beforeAll(async () => {
  const base = { name: 'Ada', email: 'ada@example.com', emailStatus: 'off' as const, data: {} };
  await ctx.app.database.db.insert(enquiries).values([
    { ...base, type: 'quote', reference: 'Q-2026-09001', createdAt: new Date('2026-11-24T09:00Z') },
    { ...base, type: 'contact', createdAt: new Date('2026-11-25T09:00Z'), status: 'closed' },
    { ...base, type: 'contact', createdAt: new Date('2026-11-29T20:00Z'), status: 'closed' },
    // The week before: not last week's.
    { ...base, type: 'career', createdAt: new Date('2026-11-20T09:00Z'), status: 'closed' },
  ]);
  ctx.app.services.visits.search('flameproof lamp', 0, new Date('2026-11-26T10:00Z'));
  await ctx.app.services.visits.flush();
});

describe('the weekly digest', () => {
  it('waits for Monday 08:00 in Lagos', async () => {
    expect(await ctx.app.services.digest.runDue(MONDAY_0759)).toBe('not due');
    expect(smtp.inbox).toHaveLength(0);
  });

  it('tells last week’s enquiries, the open ones and the searches that found nothing', async () => {
    expect(await ctx.app.services.digest.runDue(MONDAY_0805)).toBe('sent');
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to.length).toBeGreaterThan(0);
    expect(mail?.subject).toBe('Enquiries last week: 3');
    expect(mail?.text).toContain('Contact: 2');
    expect(mail?.text).toContain('Quote requests: 1');
    expect(mail?.text).toContain('Job applications: 0');
    expect(mail?.text).toContain('Still new after two working days: 1');
    expect(mail?.text).toContain('Q-2026-09001');
    expect(mail?.text).toContain('"flameproof lamp": 1');
    expect(mail?.text).toContain('http://localhost/cms/insights?period=7d');
  });

  it('goes once a week, whichever instance runs the job', async () => {
    expect(await ctx.app.services.digest.runDue(MONDAY_1100)).toBe('sent already');
    // Another instance: its own services over the same database.
    const other = createWeeklyDigest(
      ctx.app.database.db,
      createInsightsService(ctx.app.database.db),
      {
        mailer: createMailer(smtp.url, 'website@company.example'),
        publicUrl: 'http://localhost',
        recipients: async () => ['sales@company.example'],
      },
    );
    expect(await other.runDue(MONDAY_1100)).toBe('sent already');
    expect(await other.runDue(TUESDAY)).toBe('not due');
    expect(smtp.inbox).toHaveLength(1);
  });

  it('is off while e-mail is off', async () => {
    const off = createWeeklyDigest(
      ctx.app.database.db,
      createInsightsService(ctx.app.database.db),
      {
        mailer: createMailer(undefined, 'website@company.example'),
        publicUrl: 'http://localhost',
        recipients: async () => ['sales@company.example'],
      },
    );
    expect(await off.runDue(new Date('2026-12-07T07:05:00Z'))).toBe('off');
  });
});
