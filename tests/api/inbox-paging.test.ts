/**
 * The inbox and its exports at a real company's size: several thousand enquiries, searched,
 * jumped through by date, paged, and exported as a streamed CSV that a spreadsheet reads back.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { enquiryLabels, type EnquiryType } from '../../schemas/enquiry';
import { enquiriesRepo } from '../../server/repositories/enquiries/enquiries-repo';
import { subscribersRepo } from '../../server/repositories/enquiries/subscribers-repo';
import { signedInApp } from '../helpers/signed-in-app';
import { bearer } from '../helpers/test-app';

const ctx = signedInApp();

const BULK = 5_000;
const START = Date.UTC(2024, 0, 1);
const HOUR = 3_600_000;
/** Rows that share one timestamp, more than two export batches' worth, to test the tie-break. */
const SAME_TIME = 1_200;
const SAME_AT = new Date(Date.UTC(2023, 5, 1, 12));
const types: EnquiryType[] = ['contact', 'quote', 'career'];

type Row = Parameters<ReturnType<typeof enquiriesRepo>['insert']>[0];

function enquiry(
  i: number,
  createdAt: Date,
  over: { name?: string; email?: string; request?: string; company?: string } = {},
): Row {
  const type = types[i % 3] ?? 'contact';
  const email = over.email ?? `sender${i}@bulk.example`;
  const name = over.name ?? `Sender ${i}`;
  const data: Record<string, string | number> =
    type === 'career'
      ? {
          name,
          age: 30,
          email,
          phone: '0803 123 4567',
          yearsOfExperience: 5,
          designation: 'Electrician',
          documentUrl: '',
        }
      : {
          firstName: name.split(' ')[0] ?? name,
          lastName: name.split(' ').slice(1).join(' '),
          email,
          phone: '0803 123 4567',
          company: over.company ?? `Company ${i}`,
          request: over.request ?? `Request number ${i} for switchgear`,
          productLine: '',
          documentUrl: '',
        };
  return { type, name, email, data, emailStatus: 'off', createdAt, updatedAt: createdAt };
}

/** The rows with something to find, besides the bulk. */
const special = [
  enquiry(0, new Date(Date.UTC(2024, 2, 5, 9)), {
    name: 'Chiamaka Eze-Obi',
    email: 'findme.unique@buyer.example',
    request: 'A 33kV transformer, needle-in-haystack grade.',
  }),
  enquiry(3, new Date(Date.UTC(2024, 2, 6, 9)), {
    name: 'Percent Buyer',
    email: 'percent@buyer.example',
    request: 'Cable with 100% copper conductors',
  }),
  enquiry(6, new Date(Date.UTC(2024, 2, 7, 9)), {
    name: 'Thousand Buyer',
    email: 'thousand@buyer.example',
    request: 'Cable of 1000 metres',
  }),
  // Lagos is UTC+1: 22:30 UTC on 10 January is still that day there, 23:30 UTC is the 11th.
  enquiry(9, new Date('2024-01-10T22:30:00Z'), {
    name: 'Boundary Inside',
    email: 'inside@boundary.example',
  }),
  enquiry(12, new Date('2024-01-10T23:30:00Z'), {
    name: 'Boundary Outside',
    email: 'outside@boundary.example',
  }),
  enquiry(15, new Date(Date.UTC(2024, 2, 8, 9)), {
    name: 'Awkward Values',
    email: 'awkward@buyer.example',
    company: '=HYPERLINK("http://evil.example")',
    request: 'Line one, with "quotes"\nLine two\r\nLine three',
  }),
  enquiry(18, new Date(Date.UTC(2024, 2, 9, 9)), {
    name: 'Formula Sender',
    email: 'formula@buyer.example',
    company: '+2348031234567',
    request: '@SUM(A1:A9)',
  }),
];

const all: Row[] = [
  ...Array.from({ length: BULK }, (_, i) => enquiry(i, new Date(START + i * 3 * HOUR))),
  ...Array.from({ length: SAME_TIME }, (_, i) =>
    enquiry(BULK + i, SAME_AT, { email: `same${i}@tie.example` }),
  ),
  ...special,
];

const get = (url: string) =>
  ctx.app.fastify.inject({ method: 'GET', url, headers: bearer(ctx.sup) });

beforeAll(async () => {
  const repo = enquiriesRepo(ctx.app.database.db);
  for (let i = 0; i < all.length; i += 400) await repo.insertMany(all.slice(i, i + 400));
}, 120_000);

interface Listed {
  _id: string;
  name: string;
  email: string;
  type: string;
  createdAt: string;
}
const list = async (query: string) => {
  const res = await get(`/api/v1/enquiries?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { enquiries: Listed[]; total: number; page: number; pageSize: number };
};

describe('searching the inbox', () => {
  it('finds an enquiry by its sender’s name, in any case', async () => {
    const found = await list('q=chiamaka%20EZE');
    expect(found.total).toBe(1);
    expect(found.enquiries.map((e) => e.name)).toEqual(['Chiamaka Eze-Obi']);
  });

  it('finds an enquiry by its e-mail address', async () => {
    const found = await list('q=FINDME.UNIQUE@buyer');
    expect(found.enquiries.map((e) => e.email)).toEqual(['findme.unique@buyer.example']);
  });

  it('finds an enquiry by what was written in it', async () => {
    const found = await list('q=needle-in-HAYSTACK');
    expect(found.enquiries.map((e) => e.name)).toEqual(['Chiamaka Eze-Obi']);
  });

  it('takes % and _ literally', async () => {
    expect((await list('q=100%25')).enquiries.map((e) => e.name)).toEqual(['Percent Buyer']);
    expect((await list('q=100_')).total).toBe(0);
  });

  it('combines the search with the kind', async () => {
    expect((await list('q=chiamaka&type=contact')).total).toBe(1);
    expect((await list('q=chiamaka&type=career')).total).toBe(0);
  });
});

describe('jumping by date', () => {
  it('keeps enquiries received on or before that day, in Lagos time', async () => {
    const found = await list('q=boundary&before=2024-01-10');
    expect(found.enquiries.map((e) => e.name)).toEqual(['Boundary Inside']);
    const next = await list('q=boundary&before=2024-01-11');
    expect(next.enquiries.map((e) => e.name)).toEqual(['Boundary Outside', 'Boundary Inside']);
  });

  it('counts and pages only what the date keeps, newest first', async () => {
    const end = Date.parse('2024-01-31T23:00:00Z');
    const expected = all.filter((r) => (r.createdAt as Date).getTime() < end).length;
    const found = await list('before=2024-01-31&pageSize=100');
    expect(found.total).toBe(expected);
    expect(Date.parse(found.enquiries[0]?.createdAt ?? '')).toBeLessThan(end);
  });
});

describe('paging the inbox', () => {
  it('counts every enquiry the filters keep, and pages them newest first without repeats', async () => {
    const first = await list('pageSize=100');
    expect(first.total).toBe(all.length);
    const third = await list('pageSize=100&page=3');
    expect(third.enquiries).toHaveLength(100);
    const last = Math.ceil(all.length / 100);
    expect((await list(`pageSize=100&page=${last}`)).enquiries).toHaveLength(
      all.length - (last - 1) * 100,
    );
    const pages = [first, await list('pageSize=100&page=2'), third];
    const rows = pages.flatMap((p) => p.enquiries);
    expect(new Set(rows.map((r) => r._id)).size).toBe(300);
    const times = rows.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('counts by kind', async () => {
    const careers = all.filter((r) => r.type === 'career').length;
    const found = await list('type=career&pageSize=5');
    expect(found.total).toBe(careers);
    expect(found.enquiries.every((e) => e.type === 'career')).toBe(true);
  });

  it.each([
    ['before=2024-02-30', 'before'],
    ['before=yesterday', 'before'],
    [`q=${'x'.repeat(201)}`, 'q'],
    ['page=0', 'page'],
    ['page=two', 'page'],
    ['pageSize=101', 'pageSize'],
    ['type=letter', 'type'],
  ])('answers 400 with a message for %s', async (query, field) => {
    const res = await get(`/api/v1/enquiries?${query}`);
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('validation');
    expect(error.fields[field]).toEqual(expect.any(String));
  });

  it('accepts a search of exactly 200 characters', async () => {
    expect((await list(`q=${'x'.repeat(200)}`)).total).toBe(0);
  });
});

/** RFC 4180: quoted fields may hold commas, doubled quotes and line breaks; lines end CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) throw new Error('The CSV does not end with CRLF');
  return rows;
}

describe('the CSV export', () => {
  const header = ['Received', 'Reference', 'Type', 'Status', ...enquiryLabels];
  const column = (name: string) => header.indexOf(name);

  it('holds every enquiry, one well-formed row each, newest first', async () => {
    const res = await get('/api/v1/enquiries.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="enquiries.csv"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [head, ...rows] = parseCsv(res.body.slice(1));
    expect(head).toEqual(header);
    expect(rows).toHaveLength(all.length);
    for (const row of rows) expect(row).toHaveLength(header.length);
    // Each e-mail once: no row lost or repeated between batches, even among equal timestamps.
    const emails = rows.map((r) => r[column('E-mail')]);
    expect(new Set(emails).size).toBe(all.length);
    const times = rows.map((r) => Date.parse(r[0] ?? ''));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('keeps commas, quotes and line breaks, and never exports a formula', async () => {
    const res = await get('/api/v1/enquiries.csv?q=buyer.example');
    const [, ...rows] = parseCsv(res.body.slice(1));
    const byEmail = new Map(rows.map((r) => [r[column('E-mail')], r]));
    const awkward = byEmail.get('awkward@buyer.example');
    expect(awkward?.[column('Request')]).toBe('Line one, with "quotes"\nLine two\r\nLine three');
    expect(awkward?.[column('Company')]).toBe(`'=HYPERLINK("http://evil.example")`);
    const formula = byEmail.get('formula@buyer.example');
    expect(formula?.[column('Company')]).toBe(`'+2348031234567`);
    expect(formula?.[column('Request')]).toBe(`'@SUM(A1:A9)`);
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@]/);
  });

  it('applies the inbox’s filters', async () => {
    const res = await get('/api/v1/enquiries.csv?q=boundary&before=2024-01-10');
    const [, ...rows] = parseCsv(res.body.slice(1));
    expect(rows.map((r) => r[column('E-mail')])).toEqual(['inside@boundary.example']);
    const career = parseCsv((await get('/api/v1/enquiries.csv?type=career')).body.slice(1));
    expect(career).toHaveLength(all.filter((r) => r.type === 'career').length + 1);
    expect((await get('/api/v1/enquiries.csv?before=2024-13-01')).statusCode).toBe(400);
  });

  it('is streamed over a real socket, not built in memory first', async () => {
    await ctx.app.fastify.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.fastify.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/enquiries.csv`, {
      headers: bearer(ctx.sup),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    expect(res.headers.get('content-length')).toBeNull();
    const rows = parseCsv((await res.text()).slice(1));
    expect(rows).toHaveLength(all.length + 1);
  });
});

describe('newsletter subscribers', () => {
  const count = 120;
  const pendingCount = 3;
  beforeAll(async () => {
    const subs = subscribersRepo(ctx.app.database.db);
    for (let i = 0; i < count; i++) {
      const token = randomBytes(24).toString('base64url');
      await subs.signUp(`reader${i}@paging.example`, token);
      await subs.confirm(token);
    }
    // Sign-ups nobody confirmed: counted apart, never paged among the subscribers.
    for (let i = 0; i < pendingCount; i++)
      await subs.signUp(`waiting${i}@paging.example`, randomBytes(24).toString('base64url'));
  });

  it('page 50 at a time by default, in the subscribers envelope', async () => {
    const first = (await get('/api/v1/newsletter')).json();
    expect(first).toMatchObject({ total: count, page: 1, pageSize: 50, pendingCount });
    expect(first.subscribers).toHaveLength(50);
    const last = (await get('/api/v1/newsletter?page=3')).json();
    expect(last.subscribers).toHaveLength(count - 100);
    expect((await get('/api/v1/newsletter?pageSize=100')).json().subscribers).toHaveLength(100);
    const tooBig = await get('/api/v1/newsletter?pageSize=101');
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.fields.pageSize).toEqual(expect.any(String));
    const waiting = (await get('/api/v1/newsletter?status=pending')).json();
    expect(waiting).toMatchObject({ total: pendingCount, pendingCount });
    expect(waiting.subscribers.map((s: { email: string }) => s.email).sort()).toEqual([
      'waiting0@paging.example',
      'waiting1@paging.example',
      'waiting2@paging.example',
    ]);
  });

  it('export every confirmed subscriber as a streamed CSV', async () => {
    const res = await get('/api/v1/newsletter.csv');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe('attachment; filename="subscribers.csv"');
    const [head, ...rows] = parseCsv(res.body.slice(1));
    expect(head).toEqual(['E-mail', 'Subscribed', 'Unsubscribe link']);
    expect(new Set(rows.map((r) => r[0])).size).toBe(count);
  });
});
