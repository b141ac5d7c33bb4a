/**
 * Reads and writes of one catalogue family for the tests of its pages over its records
 * (tests/api/catalogue-<family>-records.test.ts): its products through the API, a product
 * written as an editor writes it, and a page's HTML as a visitor gets it.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { collections } from '../../content/registry';
import { sectionsRepo } from '../../server/repositories/content/sections-repo';
import { moveSectionsToRecords } from '../../server/services/catalogue/catalogue-upgrade';
import { loadSeedRecords } from '../../server/services/content/seed-files';
import { visibleText } from '../helpers/pages';
import type { SignedInApp } from '../helpers/signed-in-app';
import { createTestApp, requestAs, type TestApp } from '../helpers/test-app';
import { createProduct } from './catalogue-products';

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

/** A unique word for each label (`Intro` → `Introk3x9qa`): a write a page can be searched for. */
export const uniqWords = <T extends readonly string[]>(...labels: T) =>
  labels.map((label) => `${label}${uniq()}`) as { [I in keyof T]: string };

export { pagesApp } from '../helpers/signed-in-app';

const productSeed = await loadSeedRecords(collections.products);

/** A family's products in the catalogue seed's order: the order its pages list them in. */
export const seededSlugs = (family: string) =>
  productSeed.filter((p) => p.family === family).map((p) => String(p.slug));

export function familyRecords(ctx: SignedInApp, family: string) {
  const call = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
    requestAs(ctx.app, ctx.sup, method, url, payload);

  /** The family's shown products; `on` another app (a database from before, say). */
  const products = async (on: TestApp = ctx.app): Promise<Product[]> => {
    const res = await on.fastify.inject({ url: `/api/v1/catalogue/products?family=${family}` });
    return res.json().products as Product[];
  };

  const patch = async (id: string, payload: object): Promise<Product> => {
    const res = await call('PATCH', `/api/v1/catalogue/products/${id}`, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().product as Product;
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
    patch,
    /** Runs `check` while the product is hidden, and shows it again after, even if a check fails. */
    async whileHidden(id: string, check: () => Promise<void>) {
      await patch(id, { visibility: 'hidden' });
      try {
        await check();
      } finally {
        await patch(id, { visibility: 'shown' });
      }
    },
    /** A new product of the family, created as an editor creates it. */
    create: (fields: object) => createProduct<Product>(ctx.app, ctx.sup, { family, ...fields }),
    /**
     * Writes unique words to each of the family's products, checked first to be the seeded
     * ones in the catalogue's order: `payload(product, words)` is the PATCH, with a word for each
     * of `labels`. Answers, a product each, its address and the words written to it.
     */
    async writeWordsToEach<L extends string>(
      labels: readonly L[],
      payload: (product: Product, words: Record<L, string>) => object,
    ) {
      const shown = await products();
      expect(shown.map((p) => p.slug)).toEqual(seededSlugs(family));
      type Words = Record<L, string>;
      const written: ({ url: string } & Words)[] = [];
      for (const product of shown) {
        const words = Object.fromEntries(labels.map((l) => [l, `${l}${uniq()}`])) as Words;
        await patch(product.id, payload(product, words));
        written.push({ url: product.url, ...words });
      }
      return written;
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

/**
 * A database from before decision 0024, for the describe block it is called in: an app of its
 * own whose `sections` a test fills as the release before left them, then moves onto the records
 * as the server's start does (`moveToRecords`, answering how many sections moved).
 */
export function databaseFromBefore() {
  const before = otherApp();
  return {
    get app() {
      return before.app;
    },
    get sections() {
      return sectionsRepo(before.app.database.db);
    },
    moveToRecords: () => moveSectionsToRecords(before.app.database.db),
    /** Every product as stored, hidden or not: the photos an old value names are theirs. */
    products: () => before.app.services.content.list('products'),
  };
}
