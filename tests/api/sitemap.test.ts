/**
 * The sitemap at a real company's size: /sitemap.xml is an index, each file it names holds at
 * most SITEMAP_FILE_URLS addresses, and together they list every post and case study once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  parseSitemapFile,
  SITEMAP_FILE_URLS,
  sitemapFileXml,
  sitemapIndexXml,
} from '../../server/seo/sitemap-service';
import { insertNumbered } from '../helpers/numbered-records';
import { createTestApp, type TestApp } from '../helpers/test-app';

const POSTS = 2 * SITEMAP_FILE_URLS + 50;
const STUDIES = 20;
const SITE = 'https://www.example.ng';
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
  await insertNumbered(app, 'blogPosts', POSTS, 'Sitemap post', () => ({
    content: `<p>${'A body the sitemap never reads. '.repeat(30)}</p>`,
  }));
  await insertNumbered(app, 'caseStudies', STUDIES, 'Sitemap study', () => ({
    category: 'aviation',
  }));
}, 120_000);
afterAll(() => app.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

/** A child file by its address in the index, as a crawler would fetch it. */
async function file(url: string) {
  const parsed = parseSitemapFile(new URL(url).pathname.replace(/^\/sitemaps\//, ''));
  if (!parsed) throw new Error(`The index names a file that does not parse: ${url}`);
  const xml = await sitemapFileXml(SITE, {}, app.services, parsed);
  if (xml === undefined) throw new Error(`The index names a file that is not there: ${url}`);
  return xml;
}

describe('the sitemap', () => {
  it('is an index of the pages file and numbered files of posts and case studies', async () => {
    const index = await sitemapIndexXml(SITE, app.services);
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns=/);
    const files = locs(index);
    expect(files[0]).toBe(`${SITE}/sitemaps/pages.xml`);
    const total = await app.services.content.sitemapCount('blogPosts');
    const newsFiles = Math.ceil(total / SITEMAP_FILE_URLS);
    expect(newsFiles).toBe(3);
    expect(files).toEqual([
      `${SITE}/sitemaps/pages.xml`,
      ...Array.from({ length: newsFiles }, (_, i) => `${SITE}/sitemaps/news-${i + 1}.xml`),
      `${SITE}/sitemaps/case-studies-1.xml`,
      `${SITE}/sitemaps/products-1.xml`,
    ]);
  });

  it('lists every post, case study and shown product exactly once, at most 1,000 to a file', async () => {
    const index = await sitemapIndexXml(SITE, app.services);
    const listed: string[] = [];
    for (const url of locs(index).slice(1)) {
      const xml = await file(url);
      expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const urls = locs(xml);
      expect(urls.length).toBeLessThanOrEqual(SITEMAP_FILE_URLS);
      expect(xml.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(urls.length);
      listed.push(...urls);
    }
    expect(new Set(listed).size).toBe(listed.length);
    const posts = await app.services.content.list('blogPosts');
    const studies = await app.services.content.list('caseStudies');
    const products = await app.services.content.list('products');
    expect(products.length).toBeGreaterThan(30);
    expect(listed.sort()).toEqual(
      [
        ...posts.map((p) => `${SITE}/news-and-insights/${p.slug}`),
        ...studies.map((s) => `${SITE}/case-studies/${s.slug}`),
        ...products.map((p) => `${SITE}${p.url}`),
      ].sort(),
    );
  });

  it('lists the families, leadership and industry pages in the pages file', async () => {
    const urls = locs(await file(`${SITE}/sitemaps/pages.xml`));
    expect(urls).toContain(`${SITE}/products/cable-management`);
    expect(urls).toContain(
      `${SITE}/leadership/${(await app.services.content.section('leadership')).members[0]!.slug}`,
    );
    expect(urls.some((u) => u.startsWith(`${SITE}/industries-we-serve/`))).toBe(true);
    // Product pages are in the products files, not here too.
    expect(
      urls.filter((u) => u.startsWith(`${SITE}/products/cable-management/cable-glands/`)),
    ).toEqual([]);
  });

  it('has no file past the last, and no file for a name it would not write', async () => {
    expect(await sitemapFileXml(SITE, {}, app.services, { list: 'news', n: 4 })).toBeUndefined();
    for (const name of [
      'news-0.xml',
      'news-01.xml',
      'news-1',
      'news-1.xml.gz',
      'posts-1.xml',
      '',
    ]) {
      expect(parseSitemapFile(name), name).toBeUndefined();
    }
    expect(parseSitemapFile('case-studies-2.xml')).toEqual({ list: 'case-studies', n: 2 });
    expect(parseSitemapFile('products-1.xml')).toEqual({ list: 'products', n: 1 });
  });
});
