/**
 * Counting without tracking (issue 33, docs/decisions/0029): page views and searches are added
 * up in memory per (Lagos day, path) and (day, query) and written in batches, every FLUSH_MS and
 * at shutdown. Nothing about the visitor is kept: no address, no cookie, no user agent. A cached
 * page stays cached (the count is taken after the answer is sent) and a visit costs a map update.
 */
import { addDays, dayStart, lagosDay } from '../../../schemas/insights';
import type { Db } from '../../db/client';
import { visitCountsRepo, type SearchCount } from '../../repositories/insights/visit-counts-repo';

/** Within a minute of the visit, the API has it. */
export const FLUSH_MS = 15_000;
/** Distinct keys held before a flush is started early, so a flood of odd queries stays small. */
const MAX_KEYS = 5_000;
/** The longest query stored; longer ones are more likely pasted text than a search. */
export const QUERY_STORED_MAX = 100;

const EMAIL = /[^\s@]+@[^\s@]+/;
/** Seven digits or more, whatever spaces, dashes, dots or brackets sit between them. */
const PHONE = /\+?\d(?:[\s().-]*\d){6,}/;

/**
 * The query as stored (lower case, one space between words), or undefined when it must not be:
 * too long, or it holds an e-mail address or a phone number (a person, not a product).
 */
export function storableQuery(q: string): string | undefined {
  const text = q.toLowerCase().replace(/\s+/g, ' ').trim();
  if (!text || text.length > QUERY_STORED_MAX) return undefined;
  if (EMAIL.test(text) || PHONE.test(text)) return undefined;
  return text;
}

interface Log {
  error(details: object, message: string): void;
}

export function createVisitCounter(db: Db) {
  const repo = visitCountsRepo(db);
  let views = new Map<string, number>();
  let searches = new Map<string, SearchCount>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();
  let log: Log | undefined;
  // Today's Lagos day, worked out once a day rather than once a visit.
  let day = '';
  let dayEnds = 0;
  const today = () => {
    const now = Date.now();
    if (now >= dayEnds) {
      day = lagosDay(new Date(now));
      dayEnds = dayStart(addDays(day, 1)).getTime();
    }
    return day;
  };

  async function write() {
    if (views.size === 0 && searches.size === 0) return;
    const pending = views;
    const pendingSearches = searches;
    views = new Map();
    searches = new Map();
    const rows = [...pending].map(([key, count]) => {
      const [day = '', path = ''] = key.split('\t');
      return { day, path, count };
    });
    try {
      await repo.addPageViews(rows);
      await repo.addSearches([...pendingSearches.values()]);
    } catch (err) {
      // The database is away: the counts wait for the next flush rather than being lost.
      for (const row of rows) {
        const key = `${row.day}\t${row.path}`;
        views.set(key, (views.get(key) ?? 0) + row.count);
      }
      for (const [key, row] of pendingSearches) {
        const now = searches.get(key);
        searches.set(key, now ? { ...now, count: now.count + row.count } : row);
      }
      log?.error({ err }, 'page view counts not written: kept for the next flush');
    }
  }

  /** Writes what was counted; one flush at a time. */
  const flush = (): Promise<void> => (flushing = flushing.then(write));

  const full = () => views.size + searches.size >= MAX_KEYS;

  return {
    /** One view of a public page. */
    page(path: string, at?: Date) {
      const key = `${at ? lagosDay(at) : today()}\t${path}`;
      views.set(key, (views.get(key) ?? 0) + 1);
      if (full()) void flush();
    },
    /** One search from the search page, with how many results it found. */
    search(q: string, results: number, at = new Date()) {
      const query = storableQuery(q);
      if (query === undefined) return;
      const day = lagosDay(at);
      const key = `${day}\t${query}`;
      const now = searches.get(key);
      searches.set(key, { day, query, count: (now?.count ?? 0) + 1, results });
      if (full()) void flush();
    },
    flush,
    /** Flushes every FLUSH_MS (the timer keeps no process alive). */
    start(logger: Log, everyMs = FLUSH_MS) {
      log = logger;
      timer ??= setInterval(() => void flush(), everyMs);
      timer.unref();
    },
    /** Stops the timer and writes the rest (at shutdown, before the database closes). */
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await flush();
    },
    pruneSearches: (before: string) => repo.pruneSearches(before),
  };
}

export type VisitCounter = ReturnType<typeof createVisitCounter>;
