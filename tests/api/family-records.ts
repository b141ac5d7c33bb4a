/**
 * Reads and writes of one catalogue family for the tests of its pages over its records
 * (tests/api/catalogue-<family>-records.test.ts): its products through the API, a product
 * written as an editor writes it, and a page's HTML as a visitor gets it.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { SignedInApp } from '../helpers/signed-in-app';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';

export interface Product {
  id: string;
  slug: string;
  name: string;
  summary: string;
  body: string;
  url: string;
  group: string;
  template: string;
  details: Record<string, unknown>;
}

export const uniq = () => Math.random().toString(36).slice(2, 8);

export function familyRecords(ctx: SignedInApp, family: string) {
  const call = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
    ctx.app.fastify.inject({
      method,
      url,
      headers: bearer(ctx.sup),
      ...(payload ? { payload } : {}),
    });

  /** The family's shown products; `on` another app (a database from before, say). */
  const products = async (on: TestApp = ctx.app): Promise<Product[]> => {
    const res = await on.fastify.inject({ url: `/api/v1/catalogue/products?family=${family}` });
    return res.json().products as Product[];
  };

  return {
    call,
    products,
    async html(url: string): Promise<string> {
      const res = await ctx.app.fastify.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      return res.body;
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
