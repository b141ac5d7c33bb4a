/**
 * The site search's SQL (docs/decisions/0014): documents and their words in, ranked matches
 * out. Full-text search over weighted fields (`site_search`: unaccent, English stems) plus
 * trigram similarity of titles for misspellings, the same on PGlite and PostgreSQL.
 */
import { and, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { searchDocuments, searchState, searchTerms } from '../db/schema';
import { searchKinds, type SearchDocument, type SearchKind } from '../services/search-documents';
import { containsPattern } from './like-pattern';

/** How much each kind weighs against the others for an equal match. */
const KIND_WEIGHT = sql`case ${searchDocuments.kind}
  when 'product' then 1.3 when 'family' then 1.25 when 'page' then 1.2 when 'industry' then 1.15
  when 'case-study' then 1.0 else 0.9 end`;

/** Older news sinks: halved after two years. */
const RECENCY = sql`case when ${searchDocuments.publishedAt} is null then 1.0
  else 1.0 / (1.0 + extract(epoch from (now() - ${searchDocuments.publishedAt})) / 63072000.0) end`;

/** Matches in titles and headings ranked in full; past this many, the rest come by date. */
const HEAD_MATCHES = 200;

/** The search's GIN indexes (server/db/schema.ts). */
const GIN_INDEXES = [
  'search_documents_search_idx',
  'search_documents_head_search_idx',
  'search_documents_title_trgm_idx',
  'search_terms_word_trgm_idx',
] as const;

/** Each kind's matches are counted up to this; more reads as "more than". */
export const COUNT_CAP = 500;

export function searchRepo(db: Db) {
  const matches = (text: string): SQL =>
    sql`(${searchDocuments.search} @@ websearch_to_tsquery('site_search', ${text}) or ${text} <% ${searchDocuments.title})`;
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
      }
    },
    remove: (source: string) =>
      db.delete(searchDocuments).where(eq(searchDocuments.source, source)),
    /** Removes the documents whose source starts with `prefix` (a section's industries). */
    removeAll: (prefix: string) =>
      db.delete(searchDocuments).where(like(searchDocuments.source, `${prefix}%`)),
    clear: () => db.delete(searchDocuments),
    /**
     * Runs a bulk load (a rebuild) with the GIN indexes collecting new entries in a pending
     * list, merged once at the end: several times faster than entry by entry, which is what
     * they do the rest of the time (fastupdate off, see the schema).
     */
    async bulk<T>(load: () => Promise<T>): Promise<T> {
      const set = (on: boolean) =>
        Promise.all(
          GIN_INDEXES.map((index) =>
            db.execute(sql.raw(`alter index ${index} set (fastupdate = ${on ? 'on' : 'off'})`)),
          ),
        );
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
    },
    version: async () =>
      (await db.select().from(searchState).where(eq(searchState.id, 1)))[0]?.version ?? 0,
    setVersion: (version: number) =>
      db
        .insert(searchState)
        .values({ id: 1, version })
        .onConflictDoUpdate({ target: searchState.id, set: { version } }),

    /**
     * One page of the matches of `text`, best first, optionally of one kind. First the
     * documents with the words in their title or headings, or a title like the text (a
     * misspelling), ranked; they are few even for a common word. Then those with the words
     * in their body alone: undated ones (products, pages) first, then the newest, read in
     * date order so a word in every news post does not mean ranking every news post.
     */
    async find(
      text: string,
      kind: SearchKind | undefined,
      window: { offset: number; limit: number },
    ) {
      const d = searchDocuments;
      const tsq = sql`websearch_to_tsquery('site_search', ${text})`;
      const ofKind = kind ? sql`and ${d.kind} = ${kind}` : sql``;
      const ranked = (
        (await db.execute(sql`
          with matched as (
            select ${d.source} as source,
              ts_rank_cd('{0.1, 0.3, 0.6, 1.0}', ${d.headSearch}, ${tsq}) + 0.05 as s
            from ${d} where ${d.headSearch} @@ ${tsq} ${ofKind}
            union all
            select ${d.source}, 0.5 * word_similarity(${text}, ${d.title})
            from ${d} where ${text} <% ${d.title} ${ofKind}
          ), scored as (
            select source, sum(s) as s from matched group by source
          )
          select ${d.source} as source
          from scored join ${d} on ${d.source} = scored.source
          order by scored.s * ${KIND_WEIGHT} * ${RECENCY} desc, ${d.title}
          limit ${HEAD_MATCHES}`)) as unknown as { rows: { source: string }[] }
      ).rows.map((r) => r.source);
      const page = ranked.slice(window.offset, window.offset + window.limit);
      if (page.length < window.limit) {
        const rest = await db
          .select({ source: d.source })
          .from(d)
          .where(
            and(
              sql`${d.search} @@ ${tsq}`,
              sql`not (${d.headSearch} @@ ${tsq})`,
              sql`not (${text} <% ${d.title})`,
              kind ? eq(d.kind, kind) : undefined,
            ),
          )
          .orderBy(sql`${d.publishedAt} desc nulls first`, d.source)
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
    async counts(text: string): Promise<Map<string, number>> {
      const d = searchDocuments;
      // One statement (PGlite runs statements one at a time): a capped count per kind.
      const perKind = searchKinds.map(
        (kind) =>
          sql`select ${kind}::text as kind, count(*)::int as n from (select 1 from ${d} where ${d.kind} = ${kind} and ${matches(text)} limit ${COUNT_CAP + 1}) as capped`,
      );
      const result = (await db.execute(sql.join(perKind, sql` union all `))) as unknown as {
        rows: { kind: string; n: number }[];
      };
      return new Map(result.rows.map((r) => [r.kind, Number(r.n)]));
    },
    /** Which of `words` some document contains (stemmed, so "glands" is in "Cable gland"). */
    async wordsFound(words: readonly string[]): Promise<Set<string>> {
      if (words.length === 0) return new Set();
      const found = await Promise.all(
        words.map(async (word) => {
          const [row] = await db
            .select({ source: searchDocuments.source })
            .from(searchDocuments)
            .where(sql`${searchDocuments.search} @@ plainto_tsquery('site_search', ${word})`)
            .limit(1);
          return row ? word : undefined;
        }),
      );
      return new Set(found.filter((w) => w !== undefined));
    },
    /** The title or heading word most like `word`, if one is alike enough. */
    async closestTerm(word: string): Promise<string | undefined> {
      const [row] = await db
        .select({ word: searchTerms.word })
        .from(searchTerms)
        .where(sql`${searchTerms.word} % ${word}`)
        .groupBy(searchTerms.word)
        .orderBy(sql`similarity(${searchTerms.word}, ${word}) desc`, searchTerms.word)
        .limit(1);
      return row?.word;
    },
    /** The titles starting like `text`, or containing it, for suggestions while typing. */
    async titlesLike(text: string, limit: number) {
      return db
        .select({
          kind: searchDocuments.kind,
          title: searchDocuments.title,
          url: searchDocuments.url,
        })
        .from(searchDocuments)
        .where(
          sql`${searchDocuments.title} ilike ${containsPattern(text)} or ${text} <% ${searchDocuments.title}`,
        )
        .orderBy(
          sql`word_similarity(${text}, ${searchDocuments.title}) desc`,
          searchDocuments.title,
        )
        .limit(limit);
    },
  };
}
