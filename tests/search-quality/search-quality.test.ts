/**
 * The site search's quality, measured (issue 52): each query of the public list
 * (./queries.ts) searched on the seeded site, and the share whose page comes first and in the
 * first three. Runs on both drivers (vitest.config.ts); the figures are printed, and
 * docs/performance.md keeps the last ones. The floors sit under what the search scores, so a
 * change that loses several queries fails here.
 */
import { describe, expect, it } from 'vitest';
import { signedInApp } from '../helpers/signed-in-app';
import { qualityQueries } from './queries';

const ctx = signedInApp();

/** The floors: the share of queries whose page is first, and in the first three. */
const FIRST_FLOOR = 0.85;
const TOP_THREE_FLOOR = 0.93;

describe('search quality', () => {
  it(`finds the page each of ${qualityQueries.length} queries must find`, async () => {
    expect(qualityQueries.length).toBeGreaterThanOrEqual(80);
    const misses: string[] = [];
    let first = 0;
    let topThree = 0;
    for (const [q, url] of qualityQueries) {
      const res = await ctx.app.fastify.inject({
        url: `/api/v1/search?q=${encodeURIComponent(q)}`,
        // One client per query: the search's rate limit is per address.
        remoteAddress: `10.52.${Math.floor(first / 250)}.${(first + topThree) % 250}`,
      });
      expect(res.statusCode, q).toBe(200);
      const urls = (res.json() as { results: { url: string }[] }).results.map((r) => r.url);
      const at = urls.indexOf(url);
      if (at === 0) first++;
      if (at >= 0 && at < 3) topThree++;
      if (at !== 0)
        misses.push(`${q} → ${at < 0 ? 'not found' : `#${at + 1}`} (first: ${urls[0] ?? 'none'})`);
    }
    const n = qualityQueries.length;
    const share = (k: number) => `${((100 * k) / n).toFixed(1)}%`;
    console.log(
      `search quality (${process.env.TEST_DB ?? 'pglite'}): ${n} queries, first ${first} (${share(first)}), top three ${topThree} (${share(topThree)})\n  ${misses.join('\n  ')}`,
    );
    expect(first / n, misses.join('\n')).toBeGreaterThanOrEqual(FIRST_FLOOR);
    expect(topThree / n, misses.join('\n')).toBeGreaterThanOrEqual(TOP_THREE_FLOOR);
  });
});
