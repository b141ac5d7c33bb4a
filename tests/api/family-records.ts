/**
 * Helpers for the tests of a family drawn from its records (issue 30, decision 0024): an app
 * that renders the public pages, the family's products and family record over the catalogue
 * API, writes as the super admin, and what a visitor reads of a page.
 */
import { afterAll, expect } from 'vitest';
import { productSeed } from '../../content/catalogue/products-seed';
import { pageRenderer, visibleText, type PageRenderer } from '../helpers/pages';
import { signedInApp } from '../helpers/signed-in-app';
import { bearer } from '../helpers/test-app';

export interface ProductRecord {
  id: string;
  name: string;
  slug: string;
  url: string;
  summary: string;
  body: string;
  images: string;
  template: string;
  visibility: string;
  downloads: { title: string; url: string }[];
  details: Record<string, unknown>;
}

export interface FamilyRecord {
  id: string;
  name: string;
  slug: string;
  summary: string;
  details: Record<string, unknown>;
}

/**
 * A fresh app for the file that renders its pages, with the super admin signed in, and the
 * reads and writes the tests make of it. Read its fields inside tests.
 */
export function pagesApp() {
  let pages: PageRenderer | undefined;
  const ctx = signedInApp(async () => {
    pages = await pageRenderer();
    return { ssr: pages.ssr };
  });
  afterAll(() => pages?.close());
  const inject = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
    ctx.app.fastify.inject({ method, url, headers: bearer(ctx.sup), payload });
  return {
    get app() {
      return ctx.app;
    },
    get sup() {
      return ctx.sup;
    },
    /** The family's products, as the CMS lists them (hidden ones too), in their order. */
    async productsOf(family: string): Promise<ProductRecord[]> {
      const res = await inject('GET', `/api/v1/catalogue/products?family=${family}&limit=100`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().products as ProductRecord[];
    },
    async product(id: string): Promise<ProductRecord> {
      const res = await inject('GET', `/api/v1/catalogue/products/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().product as ProductRecord;
    },
    async family(slug: string): Promise<FamilyRecord> {
      const res = await inject('GET', '/api/v1/catalogue/families');
      const found = (res.json().families as FamilyRecord[]).find((f) => f.slug === slug);
      if (!found) throw new Error(`no family ${slug}`);
      return found;
    },
    /** An editor's write of a product or family over the catalogue API. */
    patch: (kind: 'products' | 'families', id: string, payload: object) =>
      inject('PATCH', `/api/v1/catalogue/${kind}/${id}`, payload),
    /**
     * Writes each `details` with a summary: each answers 400 naming its one field (e.g.
     * `details.gasketTypes.0.image`), and the product is as it was.
     */
    async refusesDetails(id: string, cases: readonly (readonly [object, string])[]) {
      const before = await this.product(id);
      for (const [details, field] of cases) {
        const res = await inject('PATCH', `/api/v1/catalogue/products/${id}`, {
          summary: 'Not saved',
          details,
        });
        expect(res.statusCode, res.body).toBe(400);
        expect(Object.keys(res.json().error.fields)).toEqual([field]);
      }
      expect(await this.product(id)).toEqual(before);
    },
    /** A new product, over the catalogue API. */
    create: (payload: object) => inject('POST', '/api/v1/catalogue/products', payload),
    /** What a visitor reads of a page. */
    async pageText(url: string): Promise<string> {
      const res = await ctx.app.fastify.inject({ url });
      expect(res.statusCode, url).toBe(200);
      return visibleText(res.body);
    },
  };
}

/** A family's products in the catalogue seed's order: the order its pages list them in. */
export const seededSlugs = (family: string) =>
  productSeed.filter((p) => p.family === family).map((p) => p.slug);

/** A word no seeded page holds, to find on the pages a write should reach. */
export const uniqueWord = (what: string) =>
  `${what.replace(/[^a-z]/gi, '').slice(0, 12)}${Math.random().toString(36).slice(2, 8)}`;
