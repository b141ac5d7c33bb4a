/**
 * Product documents (issue 15): an editor attaches PDFs to a product, each checked by its bytes
 * and capped at 20 MB, and the product's page lists them as downloads with their type and size.
 * The page is rendered by the real React Router app (compiled by Vite) through `inject`.
 */
import { pdf } from '../helpers/pdf';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { media } from '../../server/db/schema';
import { visibleText } from '../helpers/pages';
import { pagesApp } from '../helpers/signed-in-app';
import { bearer } from '../helpers/test-app';
import { fetchMedia, form, formRequest, pngBytes } from './write-helpers';

const MB = 1024 * 1024;
const PDF_MESSAGE = 'Upload a PDF document of at most 20 MB';

const ctx = pagesApp();

/** A data URL as the CMS sends a list entry's file: its type, its name, its bytes. */
const fileUrl = (type: string, name: string, bytes: Buffer) =>
  `data:${type};name=${encodeURIComponent(name)};base64,${bytes.toString('base64')}`;

interface Product {
  _id: string;
  url: string;
  documents: { title: string; file: string }[];
  downloads: { title: string; url: string }[];
}

async function product(family: string, slug: string): Promise<Product> {
  const res = await ctx.app.fastify.inject({ url: `/api/v1/catalogue/products?family=${family}` });
  const found = (res.json().products as (Product & { slug: string })[]).find(
    (p) => p.slug === slug,
  );
  if (!found) throw new Error(`no product ${family}/${slug}`);
  return found;
}

const patch = (id: string, payload: object) =>
  ctx.app.fastify.inject({
    method: 'PATCH',
    url: `/api/v1/catalogue/products/${id}`,
    headers: bearer(ctx.sup),
    payload,
  });

/** The first link of every product's downloads: its datasheet made from the record. */
const datasheetLink = (url: string) => ({
  href: `${url}/datasheet.pdf`,
  text: 'Download datasheet (PDF)',
});

const mediaRows = async () =>
  (await ctx.app.database.db.select({ n: count() }).from(media))[0]?.n ?? 0;

/** The links of a page's "Downloads" section, as a visitor meets them. */
async function downloadsOn(url: string) {
  const res = await ctx.app.fastify.inject({ url });
  expect(res.statusCode).toBe(200);
  const section = /<section[^>]*aria-labelledby="downloads-heading"[^>]*>(.*?)<\/section>/s.exec(
    res.body,
  )?.[1];
  if (!section) return undefined;
  return [...section.matchAll(/<a ([^>]*)>(.*?)<\/a>/gs)].map(([, attrs = '', inner = '']) => ({
    href: /href="([^"]*)"/.exec(attrs)?.[1],
    download: /download="([^"]*)"/.exec(attrs)?.[1],
    target: /target="([^"]*)"/.exec(attrs)?.[1],
    text: visibleText(inner),
  }));
}

describe('product documents', () => {
  it('start with the datasheet made from the record, the seed’s own PDFs gone (decision 0052)', async () => {
    const boxes = await product('enclosures', 'atex-junction-boxes');
    expect(boxes.documents).toEqual([]);
    const links = await downloadsOn(boxes.url);
    expect(links).toEqual([expect.objectContaining(datasheetLink(boxes.url))]);
    const served = await ctx.app.fastify.inject({ url: links?.[0]?.href ?? '' });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keeps a PDF sent with a product and lists it on the page with its type and size', async () => {
    const elite = await product('power-protection-and-distribution', 'tranos-elite-range');
    const datasheet = pdf('Tranos Elite Range datasheet', 1_250_000);
    const res = await patch(elite._id, {
      documents: [
        ...elite.documents,
        { title: 'Datasheet', file: fileUrl('application/pdf', 'elite-datasheet.pdf', datasheet) },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().product as Product;
    const file = saved.documents.at(-1)?.file ?? '';
    expect(file).toMatch(/^\/media\/[0-9a-f]+\.pdf$/);

    // The stored file is the PDF as sent, served as a PDF that no browser sniffs as anything else.
    const served = await fetchMedia(ctx.app, file);
    expect(served.type).toBe('application/pdf');
    expect(served.bytes.equals(datasheet)).toBe(true);
    const [row] = await ctx.app.database.db.select().from(media).where(eq(media.path, file));
    expect(row).toMatchObject({ mime: 'application/pdf', bytes: datasheet.length });
    expect(row?.filename).toBe('elite-datasheet.pdf');

    // 1,250,7xx bytes is 1.19 MB: the page says so, in the link's own words.
    const links = await downloadsOn(elite.url);
    const link = links?.find((l) => l.href === file);
    expect(link?.text).toBe('Datasheet · PDF · 1.2 MB');
    expect(link?.download).toBe('Tranos Elite Range - Datasheet.pdf');
  });

  it('shows small files in KB, our documents before links to files elsewhere', async () => {
    const racks = await product('warehouse-storage', 'pallet-racks');
    const res = await patch(racks._id, {
      documents: [
        {
          title: 'Installation guide',
          file: fileUrl('application/pdf', 'guide.pdf', pdf('Install', 3000)),
        },
      ],
      downloads: [{ title: 'Beam catalogue', url: 'https://example.com/catalogues/beams.pdf' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const links = await downloadsOn(racks.url);
    expect(links?.map((l) => l.text)).toEqual([
      'Download datasheet (PDF)',
      'Installation guide · PDF · 4 KB',
      'Beam catalogue (opens in a new tab)',
    ]);
    // The external catalogue link works as before: its address, in a new tab.
    expect(links?.[2]).toMatchObject({
      href: 'https://example.com/catalogues/beams.pdf',
      target: '_blank',
    });
  });

  it('takes a large PDF in a multipart write, where lists travel as text', async () => {
    const racks = await product('warehouse-storage', 'industrial-shelving');
    // 12 MB is 16 MB as base64: more than other writes' 15 MB text limit.
    const catalogue = pdf('Shelving catalogue', 12 * MB);
    const body = form({
      documents: JSON.stringify([
        { title: 'Catalogue', file: fileUrl('application/pdf', 'shelving.pdf', catalogue) },
      ]),
    });
    const url = `/api/v1/catalogue/products/${racks._id}`;
    const res = await formRequest(ctx.app, 'PATCH', url, ctx.sup, body);
    expect(res.statusCode, res.body).toBe(200);
    const [doc] = (res.json().product as Product).documents;
    expect((await fetchMedia(ctx.app, doc?.file ?? '')).bytes.length).toBe(catalogue.length);
    expect((await downloadsOn(racks.url))?.[1]?.text).toBe('Catalogue · PDF · 12.0 MB');
  });

  it('shows only the datasheet for a product without documents or links', async () => {
    const sivacon = await product('power-protection-and-distribution', 'siemens-sivacon');
    expect(sivacon.documents).toEqual([]);
    expect(await downloadsOn(sivacon.url)).toEqual([
      expect.objectContaining(datasheetLink(sivacon.url)),
    ]);
  });

  it('drops a removed document from the page, keeping its file for the earlier version until deleted', async () => {
    const mezzanine = await product('warehouse-storage', 'mezzanine-floors');
    const added = await patch(mezzanine._id, {
      documents: [{ title: 'Datasheet', file: fileUrl('application/pdf', 'm.pdf', pdf('M')) }],
    });
    expect(added.statusCode, added.body).toBe(200);
    const file = (added.json().product as Product).documents[0]?.file ?? '';
    expect((await downloadsOn(mezzanine.url))?.map((l) => l.href)).toEqual([
      datasheetLink(mezzanine.url).href,
      file,
    ]);

    const removed = await patch(mezzanine._id, { documents: [] });
    expect(removed.statusCode).toBe(200);
    expect((await downloadsOn(mezzanine.url))?.map((l) => l.href)).toEqual([
      datasheetLink(mezzanine.url).href,
    ]);
    // The product's history (decision 0020) can restore it; deleting it in the library ends that.
    const [row] = await ctx.app.database.db.select().from(media).where(eq(media.path, file));
    const deleted = await ctx.app.fastify.inject({
      method: 'DELETE',
      url: `/api/v1/media/${row?.id}`,
      headers: bearer(ctx.sup),
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await ctx.app.fastify.inject({ url: file })).statusCode).toBe(404);
  });
});

describe('what is not a PDF', () => {
  const html = Buffer.from(
    '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
  );

  it.each([
    ['an HTML page renamed .pdf', fileUrl('application/pdf', 'datasheet.pdf', html)],
    ['an HTML page without a name', `data:application/pdf;base64,${html.toString('base64')}`],
    ['a PDF named .html', fileUrl('application/pdf', 'datasheet.html', pdf('x'))],
    ['a PDF declared as HTML', fileUrl('text/html', 'datasheet.pdf', pdf('x'))],
  ])('refuses %s with 400, a message on the field and nothing stored', async (_case, file) => {
    const safety = await product('warehouse-storage', 'safety-accessories');
    const before = await mediaRows();
    const res = await patch(safety._id, { documents: [{ title: 'Datasheet', file }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'documents.0.file': PDF_MESSAGE });
    expect(await mediaRows()).toBe(before);
    expect((await product('warehouse-storage', 'safety-accessories')).documents).toEqual([]);
  });

  it('refuses an image declared as a PDF', async () => {
    const safety = await product('warehouse-storage', 'safety-accessories');
    const before = await mediaRows();
    const res = await patch(safety._id, {
      documents: [
        { title: 'Photo', file: fileUrl('application/pdf', 'photo.pdf', await pngBytes(20, 20)) },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'documents.0.file': PDF_MESSAGE });
    expect(await mediaRows()).toBe(before);
  });

  it('refuses a PDF cut short (no end-of-file marker) as damaged', async () => {
    const safety = await product('warehouse-storage', 'safety-accessories');
    const whole = pdf('Cut short', 4000);
    const res = await patch(safety._id, {
      documents: [
        {
          title: 'Datasheet',
          file: fileUrl('application/pdf', 'cut.pdf', whole.subarray(0, 2000)),
        },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['documents.0.file']).toMatch(/incomplete or damaged/);
  });

  it('refuses a PDF over 20 MB with 413 and the field message, storing nothing', async () => {
    const safety = await product('warehouse-storage', 'safety-accessories');
    const before = await mediaRows();
    const huge = pdf('Too big', 20 * MB);
    expect(huge.length).toBeGreaterThan(20 * MB);
    const res = await patch(safety._id, {
      documents: [{ title: 'Catalogue', file: fileUrl('application/pdf', 'big.pdf', huge) }],
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.fields).toEqual({ 'documents.0.file': PDF_MESSAGE });
    expect(await mediaRows()).toBe(before);
  });

  it('refuses a path to a stored image in a document field', async () => {
    const safety = await product('warehouse-storage', 'safety-accessories');
    const image = (
      await ctx.app.fastify.inject({ url: `/api/v1/catalogue/products/${safety._id}` })
    )
      .json()
      .product.images.split(',')[0] as string;
    expect(image).toMatch(/^\/media\/.+\.jpg$/);
    const res = await patch(safety._id, { documents: [{ title: 'Datasheet', file: image }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'documents.0.file': 'Must be a PDF under /media/' });
  });
});
