/**
 * The site search's SQL (docs/decisions/0014): documents and their words in, ranked matches
 * out. Full-text search over weighted fields (`site_search`: unaccent, English stems) plus
 * trigram similarity of titles for misspellings, the same on PGlite and PostgreSQL.
 */
import { and, eq, ilike, inArray, like, notIlike, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { searchDocuments, searchState, searchTerms, searchWords } from '../../db/schema';
import {
  searchKinds,
  type SearchDocument,
  type SearchKind,
} from '../../../content/search-documents';
import { containsPattern } from '../shared/like-pattern';

/** How much each kind weighs against the others for an equal match. */
const KIND_WEIGHT = sql`case ${searchDocuments.kind}
  when 'product' then 1.3::float8 when 'family' then 1.25::float8 when 'page' then 1.2::float8
  when 'industry' then 1.15::float8 when 'case-study' then 1.0::float8 else 0.9::float8 end`;

/** Older news sinks: halved after two years. In floating point: numeric is slow in PGlite. */
const RECENCY = sql`case when ${searchDocuments.publishedAt} is null then 1.0::float8
  else 1.0::float8 / (1.0::float8 + date_part('epoch', now() - ${searchDocuments.publishedAt}) / 63072000.0::float8) end`;

/**
 * A product's or page's title with every word of the query ranks it higher (issue 52), the more
 * so the fewer other words the title has: "flameproof gland" is the ATEX glands' name, where the
 * ATEX junction boxes only mention glands, and "cable glands" is the name of the range before
 * that of each kind. News titles are not boosted: a post about cable trays is not the trays.
 */
const TITLE_MATCH = (tsq: SQL) => {
  const title = sql`ts_filter(${searchDocuments.headSearch}, '{a}')`;
  return sql`case when ${searchDocuments.publishedAt} is null and ${title} @@ ${tsq} then 1.5::float8 + 1.0::float8 / greatest(length(${title}), 1) else 1.0::float8 end`;
};

/** Matches in titles and headings ranked in full; past this many, the rest come by date. */
const HEAD_MATCHES = 200;

/** The search's GIN indexes (server/db/schema.ts). */
const GIN_INDEXES = [
  'search_documents_search_idx',
  'search_documents_head_search_idx',
  'search_documents_title_trgm_idx',
  'search_words_word_trgm_idx',
] as const;

/**
 * A query as searched: its words as typed (web-search syntax), and the synonym groups its other
 * words named (issue 33), each matched by any one of its terms (a phrase matches as a phrase).
 * `code` is its letters and digits run together ("tga316lm25"), for a part number however it
 * was typed (issue 52); `some` replaces the words and groups when no document has them all.
 */
export interface SearchQuery {
  text: string;
  anyOf: readonly (readonly string[])[];
  code?: string;
  some?: SomeTerms;
}

/** Documents with at least `atLeast` of the terms, each a word or group (any one of its phrases). */
export interface SomeTerms {
  terms: readonly (readonly string[])[];
  atLeast: number;
}

/** Past this many ways to pick the terms, "at least" means "any one" (bounded query size). */
const MAX_PICKS = 64;

const anyPhrase = (phrases: readonly string[]): SQL =>
  sql`(${sql.join(
    phrases.map((p) => sql`phraseto_tsquery('site_search', ${p})`),
    sql` || `,
  )})`;

/** Every way to pick `size` of `items`, in order (few: the caller keeps it under MAX_PICKS). */
function picks<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, i) =>
    picks(items.slice(i + 1), size - 1).map((rest) => [item, ...rest]),
  );
}

const choose = (n: number, k: number): number =>
  k <= 0 || k >= n ? 1 : (choose(n - 1, k - 1) * n) / k;

function someQuery({ terms, atLeast }: SomeTerms): SQL {
  const each = terms.map(anyPhrase);
  const size = Math.min(Math.max(1, atLeast), each.length);
  const ways =
    size === 1 || choose(each.length, size) > MAX_PICKS ? each.map((q) => [q]) : picks(each, size);
  return sql`(${sql.join(
    ways.map((way) => sql`(${sql.join(way, sql` && `)})`),
    sql` || `,
  )})`;
}

/**
 * The query's tsquery, made once per statement: a scalar subquery is an init plan, so the
 * phrases of a synonym group (up to 20 parses each) are not parsed again for every row ranked.
 */
function tsQuery({ text, anyOf, code, some }: SearchQuery): SQL {
  let tsq = some ? someQuery(some) : sql`websearch_to_tsquery('site_search', ${text})`;
  if (!some) for (const group of anyOf) tsq = sql`(${tsq} && ${anyPhrase(group)})`;
  if (code) tsq = sql`(${tsq} || plainto_tsquery('site_search', ${code}))`;
  return sql`(select ${tsq})`;
}

/** Each kind's matches are counted up to this; more reads as "more than". */
export const COUNT_CAP = 500;

/** The index's writes: documents in and out, the bulk load of a rebuild, its version. */
function searchIndexWrites(db: Db) {
  /**
   * Adds the words not yet known, in sorted order: two writers adding the same new words then
   * take their row locks in the same order and cannot deadlock.
   */
  const addWords = async (words: readonly string[]) => {
    const sorted = [...new Set(words)].sort();
    for (let i = 0; i < sorted.length; i += 2000) {
      await db
        .insert(searchWords)
        .values(sorted.slice(i, i + 2000).map((word) => ({ word })))
        .onConflictDoNothing();
    }
  };
  return {
    /** Puts a document in (or replaces it) with the words "Did you mean" may offer. */
    async put(doc: SearchDocument, terms: readonly string[]) {
      await db
        .insert(searchDocuments)
        .values(doc)
        .onConflictDoUpdate({
          target: searchDocuments.source,
          set: {
            kind: doc.kind,
            title: doc.title,
            headings: doc.headings,
            body: doc.body,
            url: doc.url,
            publishedAt: doc.publishedAt,
          },
        });
      await db.delete(searchTerms).where(eq(searchTerms.source, doc.source));
      if (terms.length > 0) {
        await db.insert(searchTerms).values(terms.map((word) => ({ source: doc.source, word })));
        await addWords(terms);
      }
    },
    /** Adds many documents to an empty index (a rebuild), a few hundred rows a statement. */
    async putMany(docs: readonly { doc: SearchDocument; terms: readonly string[] }[]) {
      for (let i = 0; i < docs.length; i += 500) {
        const chunk = docs.slice(i, i + 500);
        await db.insert(searchDocuments).values(chunk.map((d) => d.doc));
        const terms = chunk.flatMap((d) => d.terms.map((word) => ({ source: d.doc.source, word })));
        for (let j = 0; j < terms.length; j += 2000) {
          await db.insert(searchTerms).values(terms.slice(j, j + 2000));
        }
        await addWords(terms.map((t) => t.word));
      }
    },
    remove: (source: string) =>
      db.delete(searchDocuments).where(eq(searchDocuments.source, source)),
    /** Removes the documents whose source starts with `prefix` (a section's industries). */
    removeAll: (prefix: string) =>
      db.delete(searchDocuments).where(like(searchDocuments.source, `${prefix}%`)),
    async clear() {
      await db.delete(searchDocuments);
      await db.delete(searchWords);
    },
    /**
     * Runs a bulk load (a rebuild) with the GIN indexes collecting new entries in a pending
     * list, merged once at the end: several times faster than entry by entry, which is what
     * they do the rest of the time (fastupdate off, see the schema).
     */
    async bulk<T>(load: () => Promise<T>): Promise<T> {
      // One after another: inside a transaction they share one connection, and a connection
      // runs one statement at a time (pg warns of queries queued on a busy client, and pg 9
      // refuses them).
      const set = async (on: boolean) => {
        for (const index of GIN_INDEXES) {
          await db.execute(sql.raw(`alter index ${index} set (fastupdate = ${on ? 'on' : 'off'})`));
        }
      };
      await set(true);
      const result = await load();
      for (const index of GIN_INDEXES) {
        await db.execute(sql`select gin_clean_pending_list(${index}::regclass)`);
      }
      await set(false);
      return result;
    },
    /**
     * Fresh planner statistics after a rebuild: PGlite has no autovacuum to gather them, and
     * without them it cannot tell a rare word from a common one.
     */
    async analyze() {
      await db.execute(sql`analyze search_documents`);
      await db.execute(sql`analyze search_terms`);
      await db.execute(sql`analyze search_words`);
    },
    version: async () =>
      (await db.select().from(searchState).where(eq(searchState.id, 1)))[0]?.version ?? 0,
    setVersion: (version: number) =>
      db
        .insert(searchState)
        .values({ id: 1, version })
        .onConflictDoUpdate({ target: searchState.id, set: { version } }),
  };
}

export function searchRepo(db: Db) {
  /**
   * For each term (a word, or a group's phrases): whether it has words the search reads at
   * all ("for" has none) and whether some document has it. One statement, a row read at most
   * per term.
   */
  const termsKnown = async (
    terms: readonly (readonly string[])[],
  ): Promise<{ words: boolean; found: boolean }[]> => {
    if (terms.length === 0) return [];
    const d = searchDocuments;
    const each = terms.map(
      (term, i) =>
        sql`select ${i}::int as i, numnode(${anyPhrase(term)}) > 0 as words, exists (select 1 from ${d} where ${d.search} @@ ${anyPhrase(term)}) as found`,
    );
    const result = (await db.execute(sql.join(each, sql` union all `))) as unknown as {
      rows: { i: number; words: boolean; found: boolean }[];
    };
    const byIndex = new Map(result.rows.map((r) => [Number(r.i), r]));
    return terms.map((_, i) => ({
      words: byIndex.get(i)?.words === true,
      found: byIndex.get(i)?.found === true,
    }));
  };
  return {
    ...searchIndexWrites(db),

    /**
     * One page of the matches of `text`, best first, optionally of one kind. First the
     * documents with the words in their title or headings, ranked (title above headings, by
     * kind, newer news first); they are few even for a common word, and the text-search index
     * finds them without reading the rest. Then the others: undated ones (products, pages)
     * ranked by their whole text, then the newest, read in date order so a word in every news
     * post does not mean ranking every news post. Misspelt words are corrected before they get
     * here (the service), so no trigram comparison of every title is needed.
     */
    async find(
      query: SearchQuery,
      kind: SearchKind | undefined,
      window: { offset: number; limit: number },
    ) {
      const d = searchDocuments;
      const tsq = tsQuery(query);
      const ofKind = kind ? eq(d.kind, kind) : undefined;
      const ranked = (
        await db
          .select({ source: d.source })
          .from(d)
          .where(and(sql`${d.headSearch} @@ ${tsq}`, ofKind))
          .orderBy(
            sql`ts_rank_cd('{0.1, 0.3, 0.6, 1.0}', ${d.headSearch}, ${tsq}) * ${TITLE_MATCH(tsq)} * ${KIND_WEIGHT} * ${RECENCY} desc`,
            d.title,
          )
          .limit(HEAD_MATCHES)
      ).map((r) => r.source);
      const page = ranked.slice(window.offset, window.offset + window.limit);
      if (page.length < window.limit) {
        const rest = await db
          .select({ source: d.source })
          .from(d)
          .where(
            and(
              sql`${d.search} @@ ${tsq}`,
              // Past HEAD_MATCHES, the other title and heading matches come in date order too.
              ranked.length < HEAD_MATCHES
                ? sql`not (${d.headSearch} @@ ${tsq})`
                : notInArray(d.source, ranked),
              ofKind,
            ),
          )
          .orderBy(
            sql`${d.publishedAt} desc nulls first`,
            sql`case when ${d.publishedAt} is null then ts_rank_cd('{0.1, 0.3, 0.6, 1.0}', ${d.search}, ${tsq}) * ${KIND_WEIGHT} end desc`,
            d.source,
          )
          .limit(window.limit - page.length)
          .offset(Math.max(0, window.offset - ranked.length));
        page.push(...rest.map((r) => r.source));
      }
      if (page.length === 0) return [];
      const rows = await db
        .select({
          source: d.source,
          kind: d.kind,
          title: d.title,
          headings: d.headings,
          body: d.body,
          url: d.url,
        })
        .from(d)
        .where(inArray(d.source, page));
      const bySource = new Map(rows.map((r) => [r.source, r]));
      return page.flatMap((source) => bySource.get(source) ?? []);
    },
    /**
     * How many documents of each kind match `text`, each counted up to COUNT_CAP + 1: past
     * that a count says "more than", and costs no more.
     */
    async counts(query: SearchQuery): Promise<Map<string, number>> {
      const d = searchDocuments;
      const tsq = tsQuery(query);
      // One statement (PGlite runs statements one at a time): a capped count per kind.
      const perKind = searchKinds.map(
        (kind) =>
          sql`select ${kind}::text as kind, count(*)::int as n from (select 1 from ${d} where ${d.kind} = ${kind} and ${d.search} @@ ${tsq} limit ${COUNT_CAP + 1}) as capped`,
      );
      const result = (await db.execute(sql.join(perKind, sql` union all `))) as unknown as {
        rows: { kind: string; n: number }[];
      };
      return new Map(result.rows.map((r) => [r.kind, Number(r.n)]));
    },
    /** Whether any document matches (one row read at most). */
    async any(query: SearchQuery): Promise<boolean> {
      const d = searchDocuments;
      const rows = await db
        .select({ source: d.source })
        .from(d)
        .where(sql`${d.search} @@ ${tsQuery(query)}`)
        .limit(1);
      return rows.length > 0;
    },
    termsKnown,
    /** Which of the terms each of the documents has (a page of results: a few rows). */
    async termsIn(
      sources: readonly string[],
      terms: readonly (readonly string[])[],
    ): Promise<Map<string, boolean[]>> {
      if (sources.length === 0 || terms.length === 0) return new Map();
      const d = searchDocuments;
      const has = terms.map((term) => sql`${d.search} @@ ${anyPhrase(term)}`);
      const rows = (await db
        .select({ source: d.source, has: sql<boolean[]>`array[${sql.join(has, sql`, `)}]` })
        .from(d)
        .where(inArray(d.source, [...sources]))) as { source: string; has: boolean[] }[];
      return new Map(rows.map((r) => [r.source, r.has]));
    },
    /** Which of `words` some document contains (stemmed, so "glands" is in "Cable gland"). */
    async wordsFound(words: readonly string[]): Promise<Set<string>> {
      const known = await termsKnown(words.map((w) => [w]));
      return new Set(words.filter((_, i) => known[i]?.found));
    },
    /** The title or heading word most like `word`, if one is alike enough. */
    async closestTerm(word: string): Promise<string | undefined> {
      const w = searchWords;
      const [row] = await db
        .select({ word: w.word })
        .from(w)
        .where(
          and(
            sql`${w.word} % ${word}`,
            // A word once indexed may be in no document now (searchWords keeps it).
            sql`exists (select 1 from ${searchTerms} where ${searchTerms.word} = ${w.word})`,
          ),
        )
        .orderBy(sql`similarity(${w.word}, ${word}) desc`, w.word)
        .limit(1);
      return row?.word;
    },
    /**
     * Titles for suggestions while typing: those containing `text` (products and pages before
     * news, then where it starts earliest, shortest first); when they are too few, titles with
     * a word like it (a misspelling), by likeness. Only the few matching titles are compared:
     * the trigram index finds both.
     */
    async titlesLike(text: string, limit: number) {
      const d = searchDocuments;
      const columns = { kind: d.kind, title: d.title, url: d.url };
      const contains = await db
        .select(columns)
        .from(d)
        .where(ilike(d.title, containsPattern(text)))
        .orderBy(
          sql`${KIND_WEIGHT} desc`,
          sql`strpos(lower(${d.title}), lower(${text}))`,
          sql`length(${d.title})`,
          d.title,
        )
        .limit(limit);
      if (contains.length >= limit || text.length < 3) return contains;
      const alike = await db
        .select(columns)
        .from(d)
        .where(and(sql`${text} <% ${d.title}`, notIlike(d.title, containsPattern(text))))
        .orderBy(sql`word_similarity(${text}, ${d.title}) desc`, d.title)
        .limit(limit - contains.length);
      return [...contains, ...alike];
    },
  };
}
