/**
 * What each thing a visitor can find becomes in the search index (docs/decisions/0014): a
 * title, headings, body text and the address of its page. Pure functions of the stored rows.
 */
import { productDetailFields } from '../../content/catalogue/templates';
import type { Fields } from '../../content/fields';
import type { SearchPage } from '../../content/search-pages';
import { searchKinds, wordsOf, type SearchKind } from '../../content/search-text';
import { htmlToPlainText } from './rich-text';

export interface SearchDocument {
  source: string;
  kind: SearchKind;
  title: string;
  headings: string;
  body: string;
  url: string;
  publishedAt: Date | null;
}

export { searchKinds, type SearchKind };

/** Bump when documents are built differently: the next start rebuilds the index. */
export const SEARCH_INDEX_VERSION = 2;

const plain = (html: string) => htmlToPlainText(html).replace(/\s+/g, ' ').trim();
const join = (parts: readonly (string | undefined)[]) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join('. ');

/**
 * The words of a value by its fields: short text fields read as headings, long ones (plain or
 * rich) as body; lists give their entries' words; images, links and choices give none.
 */
export function wordsByWeight(fields: Fields, value: Record<string, unknown>) {
  const headings: string[] = [];
  const body: string[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const v = value[name];
    if (field.kind === 'text' && typeof v === 'string') headings.push(v);
    else if (field.kind === 'textarea' && typeof v === 'string') body.push(v);
    else if (field.kind === 'richText' && typeof v === 'string') body.push(plain(v));
    else if (field.kind === 'stringList' && Array.isArray(v)) body.push(v.join(', '));
    else if (field.kind === 'group' && v && typeof v === 'object') {
      const inner = wordsByWeight(field.fields, v as Record<string, unknown>);
      headings.push(inner.headings);
      body.push(inner.body);
    } else if (field.kind === 'list' && Array.isArray(v)) {
      for (const item of v as Record<string, unknown>[]) {
        const inner = wordsByWeight(field.fields, item);
        headings.push(inner.headings);
        body.push(inner.body);
      }
    }
  }
  return { headings: join(headings), body: join(body) };
}

/** The words "Did you mean" may correct to: those of a document's title and headings. */
export const termsOf = (doc: SearchDocument) => [
  ...new Set(wordsOf(`${doc.title} ${doc.headings}`).filter((w) => w.length >= 3)),
];

interface ProductRow {
  id: string;
  family: string;
  slug: string;
  name: string;
  summary: string;
  body: string;
  specs: { label: string; value: string; unit: string }[];
  models: { partNumber: string; description: string }[];
  visibility: string;
  details: Record<string, unknown>;
}

/** A shown product: its name; its family, specifications and part numbers; its text. */
export function productDocument(p: ProductRow, familyName: string): SearchDocument | undefined {
  if (p.visibility !== 'shown') return undefined;
  return {
    source: `products:${p.id}`,
    kind: 'product',
    title: p.name,
    headings: join([
      familyName,
      ...p.specs.map((s) => `${s.label} ${s.value}${s.unit ? ` ${s.unit}` : ''}`),
      ...p.models.map((m) => m.partNumber),
    ]),
    body: join([
      p.summary,
      plain(p.body),
      ...p.models.map((m) => m.description),
      // What its layout shows (features, tab texts, gland tables…) is found too.
      ...Object.values(wordsByWeight(productDetailFields, p.details)),
    ]),
    url: `/products/${p.family}/${p.slug}`,
    publishedAt: null,
  };
}

export const familyDocument = (f: {
  id: string;
  slug: string;
  name: string;
  summary: string;
}): SearchDocument => ({
  source: `productFamilies:${f.id}`,
  kind: 'family',
  title: f.name,
  headings: '',
  body: f.summary,
  url: `/products/${f.slug}`,
  publishedAt: null,
});

export const caseStudyDocument = (c: {
  id: string;
  slug: string;
  title: string;
  category: string;
  project: string;
  solutionsProvided: string;
  createdAt: Date;
}): SearchDocument => ({
  source: `caseStudies:${c.id}`,
  kind: 'case-study',
  title: c.title,
  headings: c.category,
  body: join([c.project, plain(c.solutionsProvided)]),
  url: `/case-studies/${c.slug}`,
  publishedAt: c.createdAt,
});

export const newsDocument = (n: {
  id: string;
  title: string;
  subtitle: string;
  content: string;
  createdAt: Date;
  url: string;
}): SearchDocument => ({
  source: `blogPosts:${n.id}`,
  kind: 'news',
  title: n.title,
  headings: n.subtitle,
  body: plain(n.content),
  url: n.url,
  publishedAt: n.createdAt,
});

/** Each industry of the industries section: its page's heading, audience and summary. */
export const industryDocuments = (value: {
  industries: { name: string; slug: string; heading: string; audience: string; summary: string }[];
}): SearchDocument[] =>
  value.industries.map((i) => ({
    source: `section:catalogue/industries#${i.slug}`,
    kind: 'industry',
    title: i.name,
    headings: join([i.heading, i.audience]),
    body: i.summary,
    url: `/industries-we-serve/${i.slug}`,
    publishedAt: null,
  }));

/** A page of the site from its sections' words (content/search-pages.ts). */
export function pageDocument(
  page: SearchPage,
  sections: readonly { fields: Fields; value: Record<string, unknown> }[],
  title: string,
): SearchDocument {
  const words = sections.map((s) => wordsByWeight(s.fields, s.value));
  return {
    source: `page:${page.url}`,
    kind: 'page',
    title: title || page.url,
    headings: join(words.map((w) => w.headings)),
    body: join(words.map((w) => w.body)),
    url: page.url,
    publishedAt: null,
  };
}
