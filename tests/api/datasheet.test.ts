/**
 * A product's datasheet at `<its page>/datasheet.pdf` (docs/decisions/0052) as a buyer gets it:
 * the PDF's text, read back with a PDF text extractor, made from the record at the request and
 * cached per content version, so an edit to the product or to the site's settings shows in the
 * next download. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { visibleText } from '../helpers/pages';
import { familyRecords, pagesApp, uniq } from './family-records';
import { patchSection } from './write-helpers';

const ctx = pagesApp();
const glands = familyRecords(ctx, 'cable-management');

const IP68 = '/products/cable-management/cable-glands/ip68';
const sheetOf = (page: string) => `${page}/datasheet.pdf`;

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.fastify.inject({ method: 'GET', url, headers });

/** Each page's text, with runs of spacing made one space. */
async function pdfPages(url: string) {
  const res = await get(url);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
  const { text } = await extractText(pdf, { mergePages: false });
  return { etag: String(res.headers.etag), pages: text.map((t) => t.replace(/\s+/g, ' ')) };
}

interface Full {
  id: string;
  name: string;
  specs: { label: string; value: string; unit: string; filter: string }[];
  models: { partNumber: string; description: string }[];
}
const full = async (slug: string) =>
  (await glands.call('GET', `/api/v1/catalogue/products/${(await glands.bySlug(slug)).id}`)).json()
    .product as Full;

describe('a product’s datasheet', () => {
  it('prints the record: name, specifications, part numbers and the company’s phone', async () => {
    const product = await full('cable-glands/ip68');
    const footer = await ctx.app.services.content.section('footer');
    const { pages } = await pdfPages(sheetOf(IP68));
    const text = pages.join(' ');
    expect(text).toContain(product.name);
    for (const spec of product.specs) expect(text).toContain(`${spec.label} ${spec.value}`);
    expect(product.models.length).toBeGreaterThan(0);
    for (const model of product.models) expect(text).toContain(model.partNumber);
    expect(footer.phone).toBeTruthy();
    expect(text).toContain(footer.phone);
    expect(text).toContain('Scan for the product page');
    expect(text).toMatch(/Version of \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(text).toContain(`http://localhost${IP68}`);
    expect(pages[0]).toContain(`Page 1 of ${pages.length}`);
  });

  it('is cached with its ETag, and an edit shows in the next download, as typed', async () => {
    const first = await pdfPages(sheetOf(IP68));
    const again = await get(sheetOf(IP68), { 'if-none-match': first.etag });
    expect(again.statusCode).toBe(304);

    const product = await full('cable-glands/ip68');
    const words = ['≤ 50 Ω', '₦ 1 200 000', '“sealed”', '90 °C'];
    await glands.patch(product.id, {
      summary: `Earth resistance ${words[0]}, ${words[1]} a box, ${words[2]} to ${words[3]}.`,
    });
    const edited = await pdfPages(sheetOf(IP68));
    expect(edited.etag).not.toBe(first.etag);
    for (const w of words) expect(edited.pages.join(' ')).toContain(w);

    const phone = `+234 1 ${Math.floor(1000000 + Math.random() * 8999999)}`;
    expect((await patchSection(ctx.app, ctx.sup, 'footer', { phone })).statusCode).toBe(200);
    const settings = await pdfPages(sheetOf(IP68));
    expect(settings.etag).not.toBe(edited.etag);
    expect(settings.pages.join(' ')).toContain(phone);
  });

  it('flows long content onto more pages, each with the header', async () => {
    const name = `Long Gland ${uniq()}`;
    const created = await glands.create({
      name,
      specs: Array.from({ length: 200 }, (_, i) => ({
        label: `Property ${i + 1}`,
        value: `Value ${i + 1}`,
        unit: '',
        filter: 'no',
      })),
    });
    const page = (created as { url: string }).url;
    const { pages } = await pdfPages(sheetOf(page));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const company = (await ctx.app.services.content.section('site/settings')).companyName;
    pages.forEach((text, i) => {
      expect(text).toContain(company);
      expect(text).toContain(name);
      expect(text).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    expect(pages.join(' ')).toContain('Property 200 Value 200');
  });

  it('is the site’s 404 page for an unknown or hidden product', async () => {
    const unknown = await get(sheetOf('/products/cable-management/no-such-gland'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^text\/html/);
    expect(visibleText(unknown.body)).toMatch(/not found/i);

    const polyamide = await glands.bySlug('cable-glands/polyamide');
    await glands.whileHidden(polyamide.id, async () => {
      const hidden = await get(sheetOf('/products/cable-management/cable-glands/polyamide'));
      expect(hidden.statusCode).toBe(404);
    });
  });
});
