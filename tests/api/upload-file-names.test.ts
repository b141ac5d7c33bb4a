/**
 * File names cleaned before anything is written, and no private file left behind (issue 50,
 * point 4; docs/decisions/0041-file-names.md). The auditor's case: a job application whose CV's
 * name held a NUL byte answered 500 and left the CV in the private store with no enquiry naming
 * it, out of reach of erasure and retention. Each case runs with the private files on the disk
 * and in a bucket (s3rver), on the database the project runs.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { enquiries, media } from '../../server/db/schema';
import { pdf } from '../helpers/pdf';
import { afterAll, describe, expect, it } from 'vitest';
import { FILE_NAME_MESSAGE } from '../../server/media/file-name';
import { localFileStore, type FileStore } from '../../server/media/file-store';
import { ORPHAN_GRACE_MS } from '../../server/services/personal-data/private-file-sweep';
import { siteJobs } from '../../server/jobs/site-jobs';
import { enquiryOptions } from '../helpers/enquiry-options';
import { pageRenderer, visibleText, type PageRenderer } from '../helpers/pages';
import { startS3Server, type S3TestServer } from '../helpers/s3-server';
import { signedInApp, type SignedInApp } from '../helpers/signed-in-app';
import { bearer } from '../helpers/test-app';
import { applyForJob, clientAddresses, CV_PDF } from '../helpers/visitors';
import { form, formRequest } from './write-helpers';

const nextIp = clientAddresses('10.41');

/** A multipart body whose file part's name is given as raw bytes (so not always UTF-8). */
function multipart(fields: Record<string, string>, file: { field: string; name: Buffer }) {
  const boundary = `----names${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="`,
    ),
    file.name,
    Buffer.from(`"\r\nContent-Type: application/pdf\r\n\r\n`),
    CV_PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const application = (email: string) => ({
  type: 'career',
  name: 'Ada Applicant',
  age: '31',
  email,
  phone: '08031234567',
  yearsOfExperience: '7',
  designation: 'Electrical Engineer',
  website: '',
});

interface Store {
  files: FileStore;
  close(): Promise<void>;
}

async function diskStore(): Promise<Store> {
  const dir = await mkdtemp(join(tmpdir(), 'private-names-'));
  return { files: localFileStore(dir), close: () => rm(dir, { recursive: true, force: true }) };
}

async function bucketStore(): Promise<Store> {
  const s3: S3TestServer = await startS3Server({ bucket: 'private-names', prefix: 'private/cv/' });
  return { files: s3.files, close: () => s3.close() };
}

describe.each([
  ['on the disk', diskStore],
  ['in a bucket', bucketStore],
])('private files %s', (_where, open) => {
  let store: Store;
  let pages: PageRenderer;
  const ctx: SignedInApp = signedInApp(async () => {
    store = await open();
    pages = await pageRenderer();
    return { services: { enquiries: enquiryOptions(store.files) }, ssr: pages.ssr };
  });
  afterAll(async () => {
    await pages?.close();
    await store?.close();
  });

  const stored = async () => {
    const names: string[] = [];
    for await (const name of store.files.list()) names.push(name);
    return names.sort();
  };
  /** The files enquiries name. */
  const named = async () => {
    const rows = await ctx.app.database.db
      .select({ file: enquiries.cvFile })
      .from(enquiries)
      .where(isNotNull(enquiries.cvFile));
    return rows.flatMap((r) => (r.file ? [r.file] : [])).sort();
  };
  const enquiryOf = async (email: string) =>
    (await ctx.app.services.enquiries.list({ q: email }, 1, 10)).enquiries;
  const applyOnPage = (email: string, name: Buffer) =>
    ctx.app.fastify.inject({
      method: 'POST',
      url: '/careers',
      remoteAddress: nextIp(),
      ...multipart(application(email), { field: 'cv', name }),
    });

  it('keeps a CV whose name holds a NUL byte, under the name cleaned, and nothing else', async () => {
    const email = `nul.${randomUUID().slice(0, 8)}@applicant.example`;
    const res = await applyOnPage(email, Buffer.from('a\0b.pdf'));
    expect(res.statusCode, visibleText(res.body).slice(0, 400)).toBe(200);
    expect(visibleText(res.body)).toContain('Your reference is ENQ-');
    const [enquiry] = await enquiryOf(email);
    expect(enquiry).toMatchObject({ hasCv: true });
    const cv = await ctx.app.fastify.inject({
      url: `/api/v1/enquiries/${enquiry?._id}/cv`,
      headers: bearer(ctx.sup),
    });
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-disposition']).toBe('attachment; filename="ab.pdf"');
    expect(cv.rawPayload.equals(CV_PDF)).toBe(true);
    expect(await stored()).toEqual(await named());
  });

  it('cleans bytes that are not UTF-8, bidi overrides and a Windows path', async () => {
    const email = `bytes.${randomUUID().slice(0, 8)}@applicant.example`;
    const name = Buffer.concat([
      Buffer.from('C:\\Users\\Ada\\..\\'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('My\u202Eexe.pdf'),
    ]);
    const res = await applyOnPage(email, name);
    expect(res.statusCode).toBe(200);
    const [enquiry] = await enquiryOf(email);
    const found = await ctx.app.services.enquiries.cv(enquiry?._id ?? '');
    expect(found?.filename).toBe('Myexe.pdf');
    expect(await stored()).toEqual(await named());
  });

  it('refuses, with the field’s message, a name of which nothing can be kept, storing nothing', async () => {
    const before = await stored();
    const email = `nothing.${randomUUID().slice(0, 8)}@applicant.example`;
    const res = await applyOnPage(email, Buffer.from('../\u202E\0'));
    expect(res.statusCode).toBe(400);
    expect(visibleText(res.body)).toContain(FILE_NAME_MESSAGE);
    expect(await enquiryOf(email)).toEqual([]);
    expect(await stored()).toEqual(before);
  });

  it('cleans a quote attachment’s name the same way', async () => {
    const products = (
      await ctx.app.fastify.inject({ url: '/api/v1/catalogue/products?family=gaskets' })
    ).json() as { products: { id: string }[] };
    const productId = products.products[0]?.id ?? '';
    const email = `quote.${randomUUID().slice(0, 8)}@buyer.example`;
    const buyer = {
      name: 'Chinedu Eze',
      email,
      phone: '0803 555 0101',
      location: 'Warri, Delta State',
      website: '',
    };
    const sent = await ctx.app.services.enquiries.submitQuote(
      buyer,
      [{ productId, quantity: 2, note: '' }],
      nextIp(),
      { bytes: CV_PDF, filename: '..\\..\\drawing\0\u2066.pdf' },
    );
    expect(sent).toMatchObject({ ok: true });
    const [enquiry] = await enquiryOf(email);
    expect((await ctx.app.services.enquiries.cv(enquiry?._id ?? ''))?.filename).toBe('drawing.pdf');
    const refused = await ctx.app.services.enquiries.submitQuote(
      buyer,
      [{ productId, quantity: 2, note: '' }],
      nextIp(),
      { bytes: CV_PDF, filename: '\u202E/' },
    );
    expect(refused).toEqual({
      ok: false,
      reason: 'invalid',
      fields: { attachment: FILE_NAME_MESSAGE },
    });
    expect(await stored()).toEqual(await named());
  });

  it('removes the stored CV when the enquiry’s row cannot be written', async () => {
    const before = await stored();
    const db = ctx.app.database.db;
    // A database that refuses this one row, as a failing disk or a dropped connection would.
    await db.execute(
      sql.raw(`create or replace function refuse_enquiry() returns trigger language plpgsql
        as $$ begin raise exception 'refused by the test'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_enquiry before insert on enquiries for each row
        when (new.email = 'refused@applicant.example') execute function refuse_enquiry()`),
    );
    try {
      await expect(
        applyForJob(
          ctx.app.services.enquiries,
          { name: 'Refused Applicant', email: 'refused@applicant.example' },
          nextIp(),
        ),
      ).rejects.toThrow();
    } finally {
      await db.execute(sql.raw('drop trigger refuse_enquiry on enquiries'));
    }
    expect(await stored()).toEqual(before);
  });

  it('sweeps a file no enquiry names once it is a day old, never one an enquiry names', async () => {
    await applyForJob(
      ctx.app.services.enquiries,
      { name: 'Kept Applicant', email: 'kept@applicant.example' },
      nextIp(),
    );
    const orphan = `${randomUUID()}.pdf`;
    await store.files.put(orphan, CV_PDF, 'application/pdf');
    const referenced = await named();
    expect(referenced.length).toBeGreaterThan(0);
    const sweep = ctx.app.services.privateFileSweep;

    // Fresh: its enquiry may be on its way.
    expect((await sweep.run()).deleted).toBe(0);
    expect(await stored()).toEqual([...referenced, orphan].sort());

    // A day later (the clock moved, nothing waited for): the orphan goes, the named files stay.
    const later = new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);
    expect(await sweep.run(later)).toEqual({ checked: referenced.length + 1, deleted: 1 });
    expect(await stored()).toEqual(referenced);
    expect(await named()).toEqual(referenced);
  });

  it('is one of the site’s timed jobs', () => {
    expect(siteJobs(ctx.app.services).map((j) => j.name)).toContain('private-file-sweep');
  });
});

describe('names of files sent to the media library and in content writes', () => {
  const ctx = signedInApp();

  it('keeps the cleaned name of an upload, or refuses one with nothing usable', async () => {
    // Files are stored by their bytes: each upload is a PDF of its own, or it would be the same.
    const pdf = () =>
      Buffer.from(`%PDF-1.4\n% ${randomUUID()}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`);
    const ok = await formRequest(
      ctx.app,
      'POST',
      '/api/v1/media',
      ctx.sup,
      form({
        file: { bytes: pdf(), filename: '../spec\0\u202Esheet.pdf', type: 'application/pdf' },
      }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().media.filename).toBe('specsheet.pdf');
    const long = await formRequest(
      ctx.app,
      'POST',
      '/api/v1/media',
      ctx.sup,
      form({ file: { bytes: pdf(), filename: `${'x'.repeat(300)}.pdf`, type: 'application/pdf' } }),
    );
    expect(long.statusCode).toBe(201);
    expect(long.json().media.filename).toBe(`${'x'.repeat(196)}.pdf`);
    const refused = await formRequest(
      ctx.app,
      'POST',
      '/api/v1/media',
      ctx.sup,
      form({ file: { bytes: pdf(), filename: '\0\u202E', type: 'application/pdf' } }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ file: FILE_NAME_MESSAGE });
  });

  it('cleans the name a PDF data URL carries in a content write (%00 decodes to a NUL)', async () => {
    const products = (
      await ctx.app.fastify.inject({ url: '/api/v1/catalogue/products?family=warehouse-storage' })
    ).json() as { products: { _id: string }[] };
    const id = products.products[0]?._id ?? '';
    const fileUrl = (name: string) =>
      `data:application/pdf;name=${encodeURIComponent(name)};base64,${pdf(randomUUID()).toString('base64')}`;
    const patch = (name: string) =>
      ctx.app.fastify.inject({
        method: 'PATCH',
        url: `/api/v1/catalogue/products/${id}`,
        headers: bearer(ctx.sup),
        payload: { documents: [{ title: 'Datasheet', file: fileUrl(name) }] },
      });
    const ok = await patch('../data\0sheet\u202E.pdf');
    expect(ok.statusCode, ok.body).toBe(200);
    const path = ok.json().product.documents[0].file as string;
    const [row] = await ctx.app.database.db
      .select({ filename: media.filename })
      .from(media)
      .where(eq(media.path, path));
    expect(row?.filename).toBe('datasheet.pdf');
    const refused = await patch('\u202E\0');
    expect(refused.statusCode).toBe(400);
    expect(Object.values(refused.json().error.fields)).toEqual([FILE_NAME_MESSAGE]);
  });
});
