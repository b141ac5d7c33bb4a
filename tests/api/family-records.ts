/**
 * Helpers for the tests of a family drawn from its records (issue 30, decision 0024): an app
 * that renders the public pages, the family's products and family record over the catalogue
 * API, writes as the super admin, and what a visitor reads of a page.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { pageRenderer, type PageRenderer } from '../helpers/pages';
import {
  bearer,
  createTestApp,
  signIn,
  SUPER_PASSWORD,
  type Session,
  type TestApp,
} from '../helpers/test-app';

export interface PagesApp {
  app: TestApp;
  sup: Session;
}

/** A fresh app for the file that renders its pages, with the super admin signed in. */
export function pagesApp(): PagesApp {
  const ctx = {} as PagesApp;
  let pages: PageRenderer | undefined;
  beforeAll(async () => {
    pages = await pageRenderer();
    ctx.app = await createTestApp({ ssr: pages.ssr });
    ctx.sup = await signIn(ctx.app, 'super_admin', SUPER_PASSWORD);
  }, 120_000);
  afterAll(async () => {
    await ctx.app?.close();
    await pages?.close();
  });
  return ctx;
}

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

/** The family's products, as the CMS lists them (hidden ones too), in the catalogue's order. */
export async function productsOf(ctx: PagesApp, family: string): Promise<ProductRecord[]> {
  const res = await ctx.app.fastify.inject({
    url: `/api/v1/catalogue/products?family=${family}&limit=100`,
    headers: bearer(ctx.sup),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().products as ProductRecord[];
}

export async function product(ctx: PagesApp, id: string): Promise<ProductRecord> {
  const res = await ctx.app.fastify.inject({
    url: `/api/v1/catalogue/products/${id}`,
    headers: bearer(ctx.sup),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().product as ProductRecord;
}

export async function familyRecord(ctx: PagesApp, slug: string): Promise<FamilyRecord> {
  const res = await ctx.app.fastify.inject({ url: '/api/v1/catalogue/families' });
  const found = (res.json().families as FamilyRecord[]).find((f) => f.slug === slug);
  if (!found) throw new Error(`no family ${slug}`);
  return found;
}

/** An editor's write of a product or family over the catalogue API. */
export const patchRecord = (
  ctx: PagesApp,
  kind: 'products' | 'families',
  id: string,
  payload: object,
) =>
  ctx.app.fastify.inject({
    method: 'PATCH',
    url: `/api/v1/catalogue/${kind}/${id}`,
    headers: bearer(ctx.sup),
    payload,
  });

/** What a visitor reads of a page: no tags or comments, entities decoded, spaces collapsed. */
export async function pageText(ctx: PagesApp, url: string): Promise<string> {
  const res = await ctx.app.fastify.inject({ url });
  expect(res.statusCode, url).toBe(200);
  return res.body
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!--.*?-->/gs, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A word no seeded page holds, to find on the pages a write should reach. */
export const uniqueWord = (what: string) =>
  `${what.replace(/[^a-z]/gi, '').slice(0, 12)}${Math.random().toString(36).slice(2, 8)}`;
