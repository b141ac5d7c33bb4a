/**
 * Pages that answer a visitor's own query (search, finder, news search) are limited per client
 * past the response cache, with the search API's count (issue 31, point 3): two instances on one
 * database (two connection pools on PostgreSQL, the one PGlite otherwise) share that count, a
 * cached page is never refused, and a refused page still holds its form.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import { twoInstances } from '../helpers/two-instances';
import { localFileStore } from '../../server/media/file-store';
import { createMediaStore } from '../../server/media/media-store';
import { rateRules } from '../../server/services/shared/rate-limiter';
import { seedContent } from '../../server/services/content/seed-service';
import { pageRenderer, visibleText } from '../helpers/pages';

let apps: readonly App[] = [];
let close: () => Promise<void>;

beforeAll(async () => {
  const pages = await pageRenderer();
  const made = await twoInstances({
    prepare: (database, mediaDir) =>
      seedContent(database.db, createMediaStore(database.db, localFileStore(mediaDir))),
    ssr: pages.ssr,
  });
  ({ apps, close } = made);
});
afterAll(() => close());

const app = (n: 0 | 1) => {
  const found = apps[n];
  if (!found) throw new Error('two instances expected');
  return found;
};
const get = (n: 0 | 1, url: string, remoteAddress: string) =>
  app(n).fastify.inject({ url, remoteAddress });

/** The per-client count of query renders, as any render past the cache adds to it. */
const spend = async (client: string, times: number) => {
  for (let i = 0; i < times; i++) await app(0).services.rateLimits.take(rateRules.search, client);
};

describe('query pages past the cache', () => {
  it('count a render, never a cached answer, and refuse past the limit on every instance', async () => {
    const client = '10.31.0.1';
    const first = await get(0, '/news-and-insights?q=transformer', client);
    expect(first.statusCode).toBe(200);
    // The render counted: the rest of the minute's allowance is spent by the same rule.
    await spend(client, rateRules.search.limit - 1);

    // The page cached by that render is still answered, however often.
    for (let i = 0; i < 5; i++) {
      const again = await get(0, '/news-and-insights?q=transformer', client);
      expect(again.statusCode).toBe(200);
      expect(visibleText(again.body)).not.toMatch(/Please wait a moment/);
    }

    // A query never asked before is refused on either instance: a page with the form still in
    // it, the reason, and when to come back.
    const refusals = [
      [0, '/news-and-insights?q=switchgear-never-asked', 'news-search'],
      [1, '/news-and-insights?q=another-new-word', 'news-search'],
      [0, '/products?q=xqzv-misspelt', 'name="q"'],
      [1, '/search?q=cable+gland+never', 'name="q"'],
    ] as const;
    for (const [n, url, form] of refusals) {
      const refused = await get(n, url, client);
      expect(refused.statusCode, url).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(refused.body).toContain(form);
      expect(visibleText(refused.body)).toMatch(
        /Please wait a moment Many searches came from your connection in the last minute\. Try again in (a second|\d+ seconds)/,
      );
      expect(refused.headers['cache-control'] ?? '').not.toMatch(/public/);
    }

    // The refusal was not kept by the cache: another client asking the same gets its answer.
    const other = await get(0, '/news-and-insights?q=switchgear-never-asked', '10.31.0.2');
    expect(other.statusCode).toBe(200);
    expect(visibleText(other.body)).toMatch(/No posts match “switchgear-never-asked”/);
  });

  it('does not count a plain list page or its paging', async () => {
    const client = '10.31.0.3';
    await spend(client, rateRules.search.limit);
    for (const url of ['/news-and-insights', '/news-and-insights?page=1', '/products']) {
      // 200, or the redirect of a page number to its canonical address: never refused.
      expect((await get(1, url, client)).statusCode, url).toBeLessThan(400);
    }
  });
});
