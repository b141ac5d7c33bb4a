/**
 * Reads and writes of one catalogue family for the tests of its pages over its records
 * (tests/api/catalogue-<family>-records.test.ts): its products through the API, a product
 * written as an editor writes it, and a page's HTML as a visitor gets it.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { productSeed } from '../../content/catalogue/products-seed';
import { visibleText } from '../helpers/pages';
import type { SignedInApp } from '../helpers/signed-in-app';
import { createTestApp, requestAs, type TestApp } from '../helpers/test-app';

export interface Product {
  id: string;
  slug: string;
  name: string;
  summary: string;
  body: string;
  url: string;
  images: string;
  downloads: { title: string; url: string }[];
  group: string;
  template: string;
  details: Record<string, unknown>;
}

export const uniq = () => Math.random().toString(36).slice(2, 8);

export { pagesApp } from '../helpers/signed-in-app';

/** A family's products in the catalogue seed's order: the order its pages list them in. */
export const seededSlugs = (family: string) =>
  productSeed.filter((p) => p.family === family).map((p) => p.slug);

export function familyRecords(ctx: SignedInApp, family: string) {
  const call = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
    requestAs(ctx.app, ctx.sup, method, url, payload);

  /** The family's shown products; `on` another app (a database from before, say). */
  const products = async (on: TestApp = ctx.app): Promise<Product[]> => {
    const res = await on.fastify.inject({ url: `/api/v1/catalogue/products?family=${family}` });
    return res.json().products as Product[];
  };

  const html = async (url: string): Promise<string> => {
    const res = await ctx.app.fastify.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };

  return {
    call,
    products,
    html,
    /** What a visitor reads of a page. */
    text: async (url: string) => visibleText(await html(url)),
    /** A product as the CMS reads it (hidden or not). */
    async byId(id: string): Promise<Product> {
      const res = await call('GET', `/api/v1/catalogue/products/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().product as Product;
    },
    /**
     * Writes each `details` with a summary: each answers 400 naming its one field (e.g.
     * `details.gasketTypes.0.image`), and the product is as it was.
     */
    async refusesDetails(id: string, cases: readonly (readonly [object, string])[]) {
      const before = await this.byId(id);
      for (const [details, field] of cases) {
        const res = await call('PATCH', `/api/v1/catalogue/products/${id}`, {
          summary: 'Not saved',
          details,
        });
        expect(res.statusCode, res.body).toBe(400);
        expect(Object.keys(res.json().error.fields)).toEqual([field]);
      }
      expect(await this.byId(id)).toEqual(before);
    },
    async bySlug(slug: string, on: TestApp = ctx.app): Promise<Product> {
      const found = (await products(on)).find((p) => p.slug === slug);
      if (!found) throw new Error(`no product ${slug}`);
      return found;
    },
    async patch(id: string, payload: object): Promise<Product> {
      const res = await call('PATCH', `/api/v1/catalogue/products/${id}`, payload);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().product as Product;
    },
    /** The family's record as the API answers it (public). */
    async familyRecord(on: TestApp = ctx.app) {
      const res = await on.fastify.inject({ url: '/api/v1/catalogue/families' });
      const { families } = res.json() as {
        families: { id: string; slug: string; name: string; summary: string; details: object }[];
      };
      const found = families.find((f) => f.slug === family);
      if (!found) throw new Error(`no family ${family}`);
      return found;
    },
  };
}

/**
 * A second app on a database of its own, for the describe block it is called in (a database
 * from before, written behind the first app's back); read `.app` inside its tests.
 */
export function otherApp(): { app: TestApp } {
  const holder = {} as { app: TestApp };
  beforeAll(async () => {
    holder.app = await createTestApp();
  }, 120_000);
  afterAll(() => holder.app?.close());
  return holder;
}
