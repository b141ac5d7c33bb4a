/**
 * Exact addresses (issue 50, point 5): a person's lookup, export and erasure find their address
 * as a whole address and never inside another's. `smith.x@example.com` is not in
 * `john.smith.x@example.com`; the erasure of one rewrites that address alone.
 */
import { fc } from '@fast-check/vitest';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema';
import { addressRegex } from '../../server/repositories/personal-data/personal-data-repo';
import { recordAudit, systemActor } from '../../server/services/shared/audit-log';
import { signedInApp } from '../helpers/signed-in-app';
import { requestAs } from '../helpers/test-app';

const SMITH = 'smith.x@example.com';
const JOHN = 'john.smith.x@example.com';
const POST_TITLE = `Interview with ${JOHN}`;
/** The post's entry in the audit log names it by its collection and title. */
const POST_LABEL = `News & Insights: ${POST_TITLE}`;

/** Audit labels naming smith's address, at an edge of the text or inside punctuation. */
const SMITHS = [
  `${SMITH} asked for a call`,
  `Newsletter: ${SMITH}`,
  `Ada Smith <${SMITH}>`,
  `Call back (Smith.X@Example.COM).`,
  `Wrote from ${SMITH}.`,
];
/** Labels naming addresses that hold smith's inside them: someone else's. */
const OTHERS = [
  `Newsletter: mr.${SMITH}`,
  `Newsletter: ${SMITH}.ng`,
  `Newsletter: ${SMITH.replace('.com', '.community')}`,
  `Newsletter: ${SMITH}-old.org`,
  `Newsletter: x+${SMITH}`,
];

const ctx = signedInApp();
const q = (email: string) => `?email=${encodeURIComponent(email)}`;
const asSuper = (method: 'GET' | 'DELETE', url: string) => requestAs(ctx.app, ctx.sup, method, url);
const labels = (entries: { targetLabel: string }[]) => entries.map((e) => e.targetLabel).sort();

beforeAll(async () => {
  const post = await ctx.app.fastify.inject({
    method: 'POST',
    url: '/api/v1/blog',
    headers: { authorization: `Bearer ${ctx.sup.token}` },
    payload: { title: POST_TITLE, content: '<p>An interview.</p>' },
  });
  expect(post.statusCode, post.body).toBe(201);
  for (const targetLabel of [...SMITHS, ...OTHERS]) {
    await recordAudit(ctx.app.database.db, systemActor('test'), {
      action: 'subscriber.delete',
      target: 'subscriber/old',
      targetLabel,
    });
  }
  // An address in the fields' labels: the one inside a longer one is someone else's.
  await recordAudit(ctx.app.database.db, systemActor('test'), {
    action: 'subscriber.delete',
    target: 'subscriber/fields',
    targetLabel: 'Fields',
    fields: [`Reply to ${JOHN}`, `Copy to ${SMITH}`],
  });
});

describe('finding a person', () => {
  it('lists the entries naming their whole address, in any case, and none naming a longer one', async () => {
    const res = await asSuper('GET', `/api/v1/personal-data${q('Smith.X@Example.com')}`);
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json();
    expect(labels(found.auditEntries)).toEqual([...SMITHS, 'Fields'].sort());
    expect(found.totals.auditEntries).toBe(SMITHS.length + 1);
    expect(JSON.stringify(found)).not.toContain(POST_TITLE);
  });

  it('finds john’s post for john, and not smith’s entries', async () => {
    const found = (await asSuper('GET', `/api/v1/personal-data${q(JOHN)}`)).json();
    expect(labels(found.auditEntries)).toEqual(['Fields', POST_LABEL]);
  });

  it('exports smith’s entries and nothing naming john', async () => {
    const res = await asSuper('GET', `/api/v1/personal-data/export${q(SMITH)}`);
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const data = JSON.parse(Buffer.from(files['data.json'] ?? []).toString('utf8'));
    expect(labels(data.auditEntries)).toEqual([...SMITHS, 'Fields'].sort());
    expect(JSON.stringify(data)).not.toContain(POST_TITLE);
  });
});

describe('erasure', () => {
  const entry = async (label: string) => {
    const rows = await ctx.app.database.db.select().from(auditLog);
    return rows.filter((r) => r.targetLabel === label);
  };

  it('of smith rewrites smith’s address alone: john’s title and the longer addresses stay', async () => {
    const res = await asSuper('DELETE', `/api/v1/personal-data${q(SMITH)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().erased.auditEntries).toBe(SMITHS.length + 1);
    const rows = await ctx.app.database.db.select().from(auditLog);
    const now = rows.map((r) => r.targetLabel);
    expect(now).toEqual(
      expect.arrayContaining([
        '[erased] asked for a call',
        'Newsletter: [erased]',
        'Ada Smith <[erased]>',
        'Call back ([erased]).',
        'Wrote from [erased].',
        POST_LABEL,
        ...OTHERS,
      ]),
    );
    expect((await entry('Fields'))[0]?.fields).toEqual([`Reply to ${JOHN}`, 'Copy to [erased]']);
  });

  it('of john replaces the whole address only', async () => {
    const res = await asSuper('DELETE', `/api/v1/personal-data${q(JOHN)}`);
    expect(res.json().erased.auditEntries).toBe(2);
    expect(await entry('News & Insights: Interview with [erased]')).toHaveLength(1);
    expect(await entry(POST_LABEL)).toHaveLength(0);
    expect((await entry('Fields'))[0]?.fields).toEqual(['Reply to [erased]', 'Copy to [erased]']);
    // Those inside which smith's address was are someone else's still.
    for (const other of OTHERS) expect(await entry(other), other).toHaveLength(1);
  });
});

describe('the address’s expression', () => {
  const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,6}[a-z0-9])?$/);
  const address = fc.record({
    local: fc.stringMatching(/^[a-z0-9](?:[a-z0-9._+-]{0,8}[a-z0-9])?$/),
    domain: fc.tuple(
      fc.array(label, { minLength: 1, maxLength: 3 }),
      fc.stringMatching(/^[a-z]{2,6}$/),
    ),
  });
  /** What may come before a local part and join it: any of its characters. */
  const joinsBefore = fc.stringMatching(/^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]{1,5}$/);
  /** What may come after a domain and continue it: a label's character, or a dot and a label. */
  const joinsAfter = fc.oneof(
    fc.stringMatching(/^[a-zA-Z0-9_-][a-zA-Z0-9-]{0,4}$/),
    label.map((l) => `.${l}`),
  );
  const opens = fc.constantFrom('', ' ', 'to ', '<', '(', '"', ': ', '[', '“');
  const closes = fc.constantFrom('', ' ', '>', ')', ').', '.', ',', '!', '"', ']', '”', '. Next');

  /** Whether `text` holds `address` for the expression, as the database reads it. */
  const matches = async (texts: string[], inner: string) => {
    const rows = await ctx.app.database.db
      .select({ hit: sql<boolean>`v.t ~* ${addressRegex(inner)}` })
      .from(
        sql`(values ${sql.join(
          texts.map((t) => sql`(${t})`),
          sql`, `,
        )}) as v(t)`,
      );
    return rows.map((r) => r.hit);
  };

  it('never finds an address inside a longer address, and always finds it alone', async () => {
    await fc.assert(
      fc.asyncProperty(
        address,
        joinsBefore,
        joinsAfter,
        opens,
        closes,
        fc.boolean(),
        async ({ local, domain }, before, after, open, close, upper) => {
          const inner = `${local}@${[...domain[0], domain[1]].join('.')}`;
          const typed = upper ? inner.toUpperCase() : inner;
          const longer = [`${before}${typed}`, `${typed}${after}`, `${before}${typed}${after}`].map(
            (a) => `${open}${a}${close}`,
          );
          const [alone, ...inside] = await matches([`${open}${typed}${close}`, ...longer], inner);
          expect(inside).toEqual([false, false, false]);
          expect(alone).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('is refused for an empty or over-long address, before any query', () => {
    expect(() => addressRegex('')).toThrow(RangeError);
    expect(() => addressRegex(`${'a'.repeat(250)}@example.com`)).toThrow(RangeError);
  });

  it('takes every special character of the address literally', async () => {
    const odd = "a.b+c*d?e|f(g)[h]{i}^j$k'l@example.com";
    expect(
      await matches([`to ${odd}.`, "to a.b+ccccd?e|f(g)[h]{i}^j$k'l@example.com"], odd),
    ).toEqual([true, false]);
  });
});
