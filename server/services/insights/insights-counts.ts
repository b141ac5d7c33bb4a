/**
 * Page views and searches of a period without adding up a year of day rows on every visit of the
 * dashboard (issue 33, "At size"; docs/decisions/0030-insights-sums.md). A day's rows no longer
 * change once it has been over for a minute (a flush lands within FLUSH_MS), so the sums of the
 * closed days per day, per path and per query are kept in memory, one set per period length, and
 * moved along as days pass: the next day's sums cost reading two days of rows, not 365. Only
 * today's rows (and yesterday's in the first minute of a day) are read on each visit. A first read of a long period is done a month at a time, so PGlite, which
 * answers on the server's own thread, never holds the site for the whole year at once.
 */
import { addDays, daysBetween, lagosDay, TOP_N } from '../../../schemas/insights';
import type { insightsRepo } from '../../repositories/insights/insights-repo';

type Repo = Pick<ReturnType<typeof insightsRepo>, 'viewSums' | 'searchSums'>;

interface QuerySum {
  n: number;
  misses: number;
  /** Results found on `last`, the latest day it was searched. */
  results: number;
  last: string;
}

/** Sums over the days `from`..`through` (none when `through` is before `from`). */
interface Sums {
  from: string;
  through: string;
  days: Map<string, number>;
  paths: Map<string, number>;
  queries: Map<string, QuerySum>;
}

/** How long after its end a day's counts may still land: the flush runs every 15 s. */
const SETTLE_MS = 60_000;
/** Days read per query on a first read. */
const CHUNK_DAYS = 31;
/** Period lengths kept: the dashboard's four choices, the digest's week and a few API periods. */
const KEPT = 8;

const empty = (from: string, through: string): Sums => ({
  from,
  through,
  days: new Map(),
  paths: new Map(),
  queries: new Map(),
});

const copy = (s: Sums): Sums => ({
  from: s.from,
  through: s.through,
  days: new Map(s.days),
  paths: new Map(s.paths),
  queries: new Map(s.queries),
});

const bump = (map: Map<string, number>, key: string, n: number) => {
  const total = (map.get(key) ?? 0) + n;
  if (total === 0) map.delete(key);
  else map.set(key, total);
};

/** Adds (sign 1) or takes away (sign -1) the rows of `fromDay`..`toDay` to `sums`. */
async function apply(repo: Repo, sums: Sums, fromDay: string, toDay: string, sign: 1 | -1) {
  // Counted, not stepped as strings: a string loop past 9999-12-31 never ends (decision 0039).
  const chunks = Math.ceil(span(fromDay, toDay) / CHUNK_DAYS);
  for (let i = 0; i < chunks; i++) {
    const start = addDays(fromDay, i * CHUNK_DAYS);
    const end = i === chunks - 1 ? toDay : addDays(start, CHUNK_DAYS - 1);
    const [views, searches] = [await repo.viewSums(start, end), await repo.searchSums(start, end)];
    for (const row of views) {
      if (row.path !== null) bump(sums.paths, row.path, sign * Number(row.n));
      else if (row.day !== null) bump(sums.days, row.day, sign * Number(row.n));
    }
    for (const row of searches) {
      const was = sums.queries.get(row.query) ?? { n: 0, misses: 0, results: 0, last: '' };
      const now = {
        n: was.n + sign * Number(row.n),
        misses: was.misses + sign * Number(row.misses),
        // Taking days away leaves the latest day's figure; adding later days replaces it.
        ...(sign === 1 && row.last >= was.last
          ? { results: Number(row.results), last: row.last }
          : { results: was.results, last: was.last }),
      };
      if (now.n <= 0) sums.queries.delete(row.query);
      else sums.queries.set(row.query, now);
    }
  }
}

/** Days of `from`..`to` (inclusive); 0 when `to` is before `from`. */
const span = (from: string, to: string) => Math.max(0, daysBetween(from, to) + 1);

export function createInsightsCounts(repo: Repo) {
  /** By period length (in closed days): the latest sums, or the read under way. */
  const kept = new Map<number, Promise<Sums>>();

  async function sumsFor(from: string, through: string): Promise<Sums> {
    const length = span(from, through);
    const before = kept.get(length);
    const made = (async () => {
      const last = before ? await before.catch(() => undefined) : undefined;
      if (last && last.from === from) return last;
      // Moving along by d days reads 2·d days; a new read reads them all.
      if (!last || 2 * Math.abs(daysBetween(last.from, from)) >= length) {
        const fresh = empty(from, through);
        await apply(repo, fresh, from, through, 1);
        return fresh;
      }
      // Moved along by a few days: add the days that came in, take away those that left.
      const next = copy(last);
      next.from = from;
      next.through = through;
      if (from > last.from) {
        await apply(repo, next, last.from, addDays(from, -1), -1);
        await apply(repo, next, addDays(last.through, 1), through, 1);
      } else {
        await apply(repo, next, from, addDays(last.from, -1), 1);
        await apply(repo, next, addDays(through, 1), last.through, -1);
      }
      return next;
    })();
    kept.delete(length);
    kept.set(length, made);
    // A failed read is not kept: the next visit tries again.
    made.catch(() => kept.get(length) === made && kept.delete(length));
    while (kept.size > KEPT) kept.delete(kept.keys().next().value as number);
    return made;
  }

  return {
    /**
     * Views per day, the top pages and product pages, and the top searches and those that found
     * nothing, over `from`..`to`, as they stand at `now`.
     */
    async read(from: string, to: string, now: Date) {
      const open = lagosDay(new Date(now.getTime() - SETTLE_MS));
      const through = to < open ? to : addDays(open, -1);
      const sums = through >= from ? copy(await sumsFor(from, through)) : empty(from, through);
      const liveFrom = from > open ? from : open;
      if (liveFrom <= to) await apply(repo, sums, liveFrom, to, 1);
      return summary(sums);
    },
  };
}

const byCount =
  <T extends { n: number }>(key: (row: T) => string) =>
  (a: T, b: T) =>
    b.n - a.n || (key(a) < key(b) ? -1 : 1);

function summary(sums: Sums) {
  const paths = [...sums.paths].map(([path, n]) => ({ path, n })).sort(byCount((r) => r.path));
  const queries = [...sums.queries].map(([query, q]) => ({ query, ...q }));
  return {
    viewsByDay: sums.days,
    topPages: paths.slice(0, TOP_N),
    topProducts: paths.filter((p) => /^\/products\/[^/]+\/[^/]+/.test(p.path)).slice(0, TOP_N),
    searches: {
      top: [...queries].sort(byCount((r) => r.query)).slice(0, TOP_N),
      noResults: queries
        .filter((q) => q.misses > 0)
        .map((q) => ({ query: q.query, n: q.misses }))
        .sort(byCount((r) => r.query))
        .slice(0, TOP_N),
      total: queries.reduce((sum, q) => sum + q.n, 0),
    },
  };
}

export type InsightsCounts = ReturnType<typeof createInsightsCounts>;
