/**
 * Keeps the search index in step with the content (docs/decisions/0014): the write services
 * call it inside the write's transaction, so a change is searchable on the next request and a
 * hidden or deleted thing is gone with it. `rebuild` makes the whole index at start when it is
 * empty or was built by another version of the documents.
 */
import {
  collections,
  sectionList,
  sectionsByKey,
  type CollectionName,
} from '../../../content/registry';
import { recordPage, type CollectionOptions, type SearchOption } from '../../../content/collection';
import type { SectionSearch } from '../../../content/section';
import { searchPages } from '../../../content/search-pages';
import type { Db } from '../../db/client';
import { collectionsRepo } from '../../repositories/content/collections-repo';
import { searchRepo } from '../../repositories/content/search-repo';
import { sectionsRepo } from '../../repositories/content/sections-repo';
import { pageUrl } from '../content/content-service';
import {
  pageDocument,
  SEARCH_INDEX_VERSION,
  termsOf,
  type SearchDocument,
} from '../../../content/search-documents';

/** A stored row as generic code reads it. */
type StoredRow = Readonly<Record<string, unknown>> & { id: string };

interface Searched {
  name: CollectionName;
  collection: CollectionOptions;
  search: SearchOption<Readonly<Record<string, unknown>>>;
}

/** The collections the search finds records of: those with a `search` option. */
const searched: readonly Searched[] = (Object.keys(collections) as CollectionName[]).flatMap(
  (name) => {
    const collection: CollectionOptions = collections[name];
    return collection.search ? [{ name, collection, search: collection.search }] : [];
  },
);
const searchedByName = new Map(searched.map((s) => [s.name, s]));

/** A record's document, or undefined when its collection's `search` leaves it out. */
function recordDocument(
  { name, collection, search }: Searched,
  row: StoredRow,
  referenced: Readonly<Record<string, unknown>> | undefined,
): SearchDocument | undefined {
  const words = search.document(row, referenced);
  if (!words) return undefined;
  return {
    source: `${name}:${row.id}`,
    kind: search.kind,
    ...words,
    url: pageUrl(recordPage(collection) ?? '', row),
    publishedAt: search.dated && row.createdAt instanceof Date ? row.createdAt : null,
  };
}

interface SearchedSection {
  key: string;
  search: SectionSearch<Readonly<Record<string, unknown>>>;
}

/** The sections whose entries the search finds: those with a `search` option. */
const searchedSections = new Map(
  sectionList.flatMap((section): [string, SearchedSection][] => {
    const search: SearchedSection['search'] | undefined = section.search;
    return search ? [[section.key, { key: section.key, search }]] : [];
  }),
);

/** The documents of a section's entries, each at its own page. */
const entryDocuments = (
  { key, search }: SearchedSection,
  value: Readonly<Record<string, unknown>>,
): SearchDocument[] =>
  search.documents(value).map(({ name, ...words }) => ({
    source: `section:${key}#${name}`,
    kind: search.kind,
    ...words,
    publishedAt: null,
  }));

/** The collection a searched collection's `with` field names records of. */
const referencedCollection = ({ collection, search }: Searched) => {
  const name = search.with && collection.references?.[search.with]?.collection;
  return name && Object.hasOwn(collections, name) ? (name as CollectionName) : undefined;
};

export function searchIndex(db: Db) {
  const repo = searchRepo(db);
  const put = (doc: SearchDocument) => repo.put(doc, termsOf(doc));
  const records = collectionsRepo(db);
  const published = collectionsRepo(db, { onSiteOnly: true });

  /** The record a row's `with` field names (a product's family), by its slug. */
  async function referencedBy(s: Searched, row: StoredRow) {
    const target = referencedCollection(s);
    const value = s.search.with ? row[s.search.with] : undefined;
    if (!target || typeof value !== 'string') return undefined;
    return records.byFields(target, { slug: value });
  }

  /** A row's document in the index, or out of it when it is not on the site or left out. */
  async function index(s: Searched, row: StoredRow) {
    const doc =
      row.published === true ? recordDocument(s, row, await referencedBy(s, row)) : undefined;
    if (doc) await put(doc);
    else await repo.remove(`${s.name}:${row.id}`);
  }

  async function page(url: string) {
    const def = searchPages.find((p) => p.url === url);
    if (!def) return;
    const rows = await sectionsRepo(db).byKeys([...def.sections]);
    const values = new Map(rows.map((r) => [r.key, r.data as Record<string, unknown>]));
    const title = values.get(def.title.section)?.[def.title.field];
    await put(
      pageDocument(
        def,
        def.sections.flatMap((key) => {
          const section = sectionsByKey.get(key);
          const value = values.get(key);
          return section && value ? [{ fields: section.fields, value }] : [];
        }),
        typeof title === 'string' ? title : '',
      ),
    );
  }

  /** A searched section's entries, replacing those of its value before. */
  async function entries(s: SearchedSection) {
    await repo.removeAll(`section:${s.key}#`);
    const row = await sectionsRepo(db).byKey(s.key);
    const value = row?.data as Readonly<Record<string, unknown>> | undefined;
    for (const doc of value ? entryDocuments(s, value) : []) await put(doc);
  }

  return {
    /** After a record was written: its document, and those of the records naming it. */
    async record(name: CollectionName, id: string) {
      const own = searchedByName.get(name);
      const row: StoredRow | undefined = await records.byId(name, id);
      if (!row) return;
      if (own) await index(own, row);
      // A family's products carry its name and its address.
      for (const s of searched.filter((s) => referencedCollection(s) === name)) {
        const field = s.search.with;
        const slug = row.slug;
        if (!field || typeof slug !== 'string') continue;
        for (const named of await records.withField(s.name, field, slug)) await index(s, named);
      }
    },
    /** After a record was deleted. */
    async removed(name: CollectionName, id: string) {
      if (searchedByName.has(name)) await repo.remove(`${name}:${id}`);
    },
    /** After a section was written: its entries, if searched, and the pages it is part of. */
    async section(key: string) {
      const searchedSection = searchedSections.get(key);
      if (searchedSection) await entries(searchedSection);
      for (const p of searchPages.filter((p) => p.sections.some((k) => k === key))) {
        await page(p.url);
      }
    },
    /** The whole index, from scratch: when `force`d, or missing, or built by another version. */
    async rebuild({ force = false } = {}): Promise<boolean> {
      if (!force && (await repo.version()) === SEARCH_INDEX_VERSION) return false;
      // Records saved only as drafts so far are nobody's search result.
      const docs: SearchDocument[] = [];
      for (const s of searched) {
        const target = referencedCollection(s);
        const targets: StoredRow[] = target ? await published.list(target) : [];
        const referenced = new Map(targets.map((r) => [r.slug, r]));
        const rows: StoredRow[] = await published.list(s.name);
        for (const row of rows) {
          const value = s.search.with ? row[s.search.with] : undefined;
          const doc = recordDocument(
            s,
            row,
            typeof value === 'string' ? referenced.get(value) : undefined,
          );
          if (doc) docs.push(doc);
        }
      }
      await repo.bulk(async () => {
        await repo.clear();
        await repo.putMany(docs.map((doc) => ({ doc, terms: termsOf(doc) })));
        for (const s of searchedSections.values()) await entries(s);
        for (const p of searchPages) await page(p.url);
      });
      await repo.setVersion(SEARCH_INDEX_VERSION);
      await repo.analyze();
      return true;
    },
  };
}

/** The collections whose records the search finds, or whose records theirs name; others need no call. */
export const isIndexed = (name: string): name is CollectionName =>
  searched.some((s) => s.name === name || referencedCollection(s) === name);
