/**
 * Visits every page of the sitemap as a visitor would, each until it has hydrated: status 200,
 * one visible, non-empty <h1>, no console errors, no Content-Security-Policy violations, every
 * internal link answering 200, no serious or critical axe violations, and every content image
 * sized (width and height) with AVIF and WebP variants that answer 200.
 */
import { expect, test } from './fixtures';
import { cspViolations, seriousAxeViolations, watchCspViolations } from './page-checks';
import { sitemapPaths } from './sitemap';

const SHARDS = 2;

for (let shard = 0; shard < SHARDS; shard++) {
  test(`crawl of the sitemap, part ${shard + 1} of ${SHARDS}`, async ({
    page,
    baseURL,
    request,
  }) => {
    test.setTimeout(10 * 60_000);
    const all = await sitemapPaths(baseURL!);
    expect(all.length).toBeGreaterThan(40);
    const paths = all.filter((_, i) => i % SHARDS === shard);
    const problems: string[] = [];
    const links = new Set<string>();
    const variants = new Set<string>();
    let current = '';
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`${current}: console error: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`${current}: page error: ${e.message}`));
    await watchCspViolations(page);

    for (const path of paths) {
      current = path;
      const response = await page.goto(path);
      if (response?.status() !== 200) problems.push(`${path}: status ${response?.status()}`);
      const h1 = page.locator('h1');
      if ((await h1.count()) !== 1 || !(await h1.isVisible()) || !(await h1.innerText()).trim()) {
        problems.push(`${path}: expected exactly one visible, non-empty <h1>`);
      }
      for (const href of await page
        .locator('a[href^="/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
        links.add(href.split('#')[0]!);
      }
      for (const image of await page.locator('img[src^="/media/"]').evaluateAll((imgs) =>
        imgs.map((img) => ({
          src: img.getAttribute('src'),
          sized: Number(img.getAttribute('width')) > 0 && Number(img.getAttribute('height')) > 0,
          sources: [...(img.closest('picture')?.querySelectorAll('source') ?? [])].map((s) => ({
            type: s.getAttribute('type'),
            srcset: s.getAttribute('srcset') ?? '',
            sizes: s.getAttribute('sizes') ?? '',
          })),
        })),
      )) {
        if (!image.sized) problems.push(`${path}: ${image.src} has no width and height`);
        const types = image.sources.filter((s) => s.srcset && s.sizes).map((s) => s.type);
        if (types.join() !== 'image/avif,image/webp') {
          problems.push(`${path}: ${image.src} lacks AVIF and WebP sources with sizes`);
        }
        for (const s of image.sources) {
          for (const candidate of s.srcset.split(', ')) variants.add(candidate.split(' ')[0]!);
        }
      }
      for (const v of await cspViolations(page)) problems.push(`${path}: CSP ${v}`);
      for (const violation of await seriousAxeViolations(page)) {
        problems.push(`${path}: axe ${violation}`);
      }
    }
    for (const href of links) {
      if (!href) continue;
      const status = (await request.get(href, { maxRedirects: 0 })).status();
      if (status !== 200) problems.push(`link ${href}: status ${status}`);
    }
    for (const src of variants) {
      const status = (await request.head(src)).status();
      if (status !== 200) problems.push(`image ${src}: status ${status}`);
    }
    expect(problems).toEqual([]);
  });
}
