/**
 * The query parameters each public page and cached API read takes, and what a valid value is
 * (docs/architecture.md, Under load): the one place that says so. Any other parameter (`utm_*`,
 * `fbclid`, `gclid`, a random `?x=`) changes nothing on the page, so it is dropped before the cache
 * key is made and before the app sees the URL: junk can neither bypass the cache nor cause a
 * render.
 */
import { caseStudyCategories } from '../../content/case-study-categories';
import { collections, sectionList } from '../../content/registry';
import { SEARCH_MAX, searchKinds } from '../../content/search-text';
import { comparedAddress, MAX_COMPARED } from '../../content/catalogue/compare';
import { configurationFieldNames, CONFIGURATOR_PAGE } from '../../schemas/enclosure-configuration';
import { LINE_NOTE_MAX } from '../../schemas/quote-limits';

export const MAX_PAGE = 10_000;
export const MAX_LIMIT = 100;
/** One limit for every search box: the site search's (content/search-text.ts). */
export const MAX_SEARCH = SEARCH_MAX;
export const MAX_CURSOR = 200;
export const MAX_SPEC_FILTERS = 8;

/** The rule a parameter name falls under: its own, or a prefix rule's (`spec-*`). */
function ruleFor(name: string, reads: readonly ParamName[]): ParamName | undefined {
  return reads.find(
    (r) =>
      r === name ||
      (r.endsWith('*') && name.startsWith(r.slice(0, -1)) && /^[a-z]+-[a-z0-9-]{1,60}$/.test(name)),
  );
}

/** Parameters read as a list (`?p=a&p=b`): how many values are kept, in the query's order. */
const repeatable: Partial<Record<ParamName, number>> = { p: MAX_COMPARED };

type Verdict =
  | { kind: 'keep'; value: string }
  | { kind: 'drop' }
  /** Pages only: 301 to the URL without it (a link mangled somewhere, not an attack). */
  | { kind: 'redirect' }
  | { kind: 'invalid'; message: string };

const keep = (value: string): Verdict => ({ kind: 'keep', value });
const drop: Verdict = { kind: 'drop' };
const invalid = (message: string): Verdict => ({ kind: 'invalid', message });

/** A whole number in 1..max, written without leading zeros so `01` and `1` share an entry. */
function wholeNumber(value: string, max: number, otherwise: Verdict): Verdict {
  if (!/^\d+$/.test(value)) return otherwise;
  const n = Number(value);
  return n >= 1 && n <= max
    ? keep(String(n))
    : invalid(`Must be a whole number from 1 to ${max.toLocaleString('en')}`);
}

/**
 * An address part (a family's, an industry's): what a slug may be, else a 400. Empty is "any"
 * (a form's first option), so it is dropped.
 */
const slugValue = (value: string): Verdict => {
  if (value === '') return drop;
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 80
    ? keep(value)
    : invalid('Must be an address: lower-case letters, digits and hyphens');
};

/** A configurator field's value: the page checks it and says what is wrong beside the field. */
const formText =
  (max: number) =>
  (value: string): Verdict => {
    const text = value.trim();
    return text && text.length <= max ? keep(text) : drop;
  };
const short = formText(20);

/** The enclosure configurator's fields (schemas/enclosure-configuration.ts `configurationFieldNames`). */
const configuratorRules = {
  height: short,
  width: short,
  depth: short,
  material: short,
  ip: short,
  ik: short,
  mounting: short,
  doors: short,
  window: short,
  lock: short,
  colour: short,
  cableEntry: short,
  glandPlate: short,
  drawing: short,
  quantity: short,
  note: formText(LINE_NOTE_MAX),
};

const rules = {
  ...configuratorRules,
  page: (value: string) => wholeNumber(value, MAX_PAGE, { kind: 'redirect' }),
  // The loader trims it too: ` pump` and `pump` are one search.
  q: (value: string) => {
    const text = value.trim();
    if (!text) return drop;
    return text.length > MAX_SEARCH ? invalid('Search text is too long') : keep(text);
  },
  limit: (value: string) =>
    wholeNumber(value, MAX_LIMIT, invalid(`Must be a whole number from 1 to ${MAX_LIMIT}`)),
  cursor: (value: string) =>
    new RegExp(`^[A-Za-z0-9_-]{1,${MAX_CURSOR}}$`).test(value)
      ? keep(value)
      : invalid(`Must be at most ${MAX_CURSOR} characters of base64url`),
  // "Request a quote" links carry the product page's slug; anything else preselects nothing.
  product: (value: string) => (/^[a-z0-9-]{1,100}$/i.test(value) ? keep(value) : drop),
  // `quote` opens the quote form on /contacts; a result type filters /search.
  type: (value: string) =>
    value === 'quote' || (searchKinds as readonly string[]).includes(value) ? keep(value) : drop,
  // The product finder's "Ask us for it" carries what the buyer looked for, to start the
  // quote request's text; too long and the form simply starts empty.
  about: (value: string) => {
    const text = value.trim();
    return text && text.length <= 300 ? keep(text) : drop;
  },
  // Collection filters (content/collection.ts `filters`) and the product finder's.
  family: slugValue,
  industry: slugValue,
  caseStudy: slugValue,
  // The product finder's specification filters, `spec-<label as a slug>=<value>` (one rule for
  // every such name; at most MAX_SPEC_FILTERS are kept).
  'spec-*': (value: string) => {
    const text = value.trim();
    if (!text) return drop;
    return text.length > 120 ? invalid('Must be at most 120 characters') : keep(text);
  },
  // /products/compare: a product's address below /products/ (content/catalogue/compare.ts).
  // An address of no product is the page's to say; what cannot be one is a 400 here.
  p: (value: string) => {
    const address = comparedAddress(value);
    return address
      ? keep(address)
      : invalid('Must be a product’s address below /products/, e.g. gaskets/kammprofile');
  },
  // A signed-in editor's read of a section's or record's pending draft (issue 14).
  draft: (value: string) =>
    value === 'true' || value === 'false' ? keep(value) : invalid('Must be true or false'),
} satisfies Record<string, (value: string) => Verdict>;

export type ParamName = keyof typeof rules;

/** Public pages by path (lower case, no trailing slash); every other page reads none. */
const pageReads = new Map<string, readonly ParamName[]>([
  ['/news-and-insights', ['page', 'q']],
  ['/case-studies', ['page']],
  ...caseStudyCategories.map((c): [string, ParamName[]] => [`/case-studies/${c.slug}`, ['page']]),
  // app/routes/products/finder.tsx: the product finder's form.
  ['/products', ['family', 'industry', 'q', 'page', 'spec-*']],
  // app/routes/products/compare.tsx: the products compared.
  ['/products/compare', ['p']],
  // app/routes/contacts.tsx: `?type=quote&product=<slug>&about=<text>` opens the quote form.
  ['/contacts', ['type', 'product', 'about']],
  // app/routes/search.tsx: the site search.
  ['/search', ['q', 'type', 'page']],
  // The enclosure configurator, filled in from a shared address (docs/decisions/0053).
  [CONFIGURATOR_PAGE, configurationFieldNames],
]);

const isParam = (name: string): name is ParamName => Object.hasOwn(rules, name);

/**
 * What a collection's API list reads: its page, its search when it has searchable fields, and
 * its filters.
 */
function listReads(collection: {
  path: string;
  searchFields?: readonly string[];
  filters?: Readonly<Record<string, unknown>>;
}): readonly ParamName[] {
  const filters = Object.keys(collection.filters ?? {});
  const unknown = filters.filter((f) => !isParam(f));
  if (unknown.length > 0) {
    throw new Error(`/api/v1/${collection.path} filters by ${unknown.join(', ')}: add rules here`);
  }
  return [
    'limit',
    'cursor',
    ...(collection.searchFields?.length ? (['q'] as const) : []),
    ...filters.filter(isParam),
  ];
}

/** Public API list reads (route patterns); every other cached API read reads none. */
const apiListReads = new Map(
  Object.values(collections).map((c): [string, readonly ParamName[]] => [
    `/api/v1/${c.path}`,
    listReads(c),
  ]),
);

export function pageParams(pathname: string): readonly ParamName[] {
  return pageReads.get(pathname) ?? [];
}

/** The public API reads that are not collection lists: the search, and items' drafts. */
const apiReads = new Map<string, readonly ParamName[]>([
  ['/api/v1/search', ['q', 'type', 'page']],
  ['/api/v1/search/suggestions', ['q']],
  ...sectionList.map((s): [string, ParamName[]] => [`/api/v1/${s.key}/:id`, ['draft']]),
  ...Object.values(collections).map((c): [string, ParamName[]] => [
    `/api/v1/${c.path}/:id`,
    ['draft'],
  ]),
]);

export function apiParams(route: string): readonly ParamName[] {
  return apiListReads.get(route) ?? apiReads.get(route) ?? [];
}

export type QueryVerdict =
  | { status: 200; search: string; params: Record<string, string> }
  | { status: 301; search: string }
  | { status: 400; fields: Record<string, string> };

// Control characters (C0, DEL, C1) have no business in a URL a person or a crawler follows.
const control = /\p{Cc}/u;

/**
 * Keeps the parameters `reads` names, each validated and normalised, first value only (as
 * `searchParams.get` reads it; a repeatable one its first few, in order), sorted by name so
 * their order does not matter. A value a page
 * cannot use is a 400 (or, for a non-number page on a page, a 301 to the URL without it).
 */
export function normaliseQuery(
  query: URLSearchParams,
  reads: readonly ParamName[],
  redirects: boolean,
): QueryVerdict {
  const fields: Record<string, string> = {};
  const kept: [string, string][] = [];
  const counts = new Map<string, number>();
  let prefixed = 0;
  let redirect = false;
  for (const [name, value] of query) {
    if (control.test(name) || control.test(value)) {
      fields[name.replace(/\p{Cc}/gu, '') || 'query'] = 'Must not contain control characters';
      continue;
    }
    const param = ruleFor(name, reads);
    const count = counts.get(name) ?? 0;
    if (!param || count >= (repeatable[param] ?? 1)) continue;
    if (param.endsWith('*') && ++prefixed > MAX_SPEC_FILTERS) continue;
    const verdict = rules[param](value);
    if (verdict.kind === 'keep') {
      kept.push([name, verdict.value]);
      counts.set(name, count + 1);
    } else if (verdict.kind === 'invalid') fields[name] = verdict.message;
    else if (verdict.kind === 'redirect') {
      if (redirects) redirect = true;
    }
  }
  if (Object.keys(fields).length > 0) return { status: 400, fields };
  // A stable sort: a repeated parameter's values keep their order.
  const sorted = [...kept].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = sorted.length > 0 ? `?${new URLSearchParams(sorted).toString()}` : '';
  if (redirect) return { status: 301, search };
  return { status: 200, search, params: Object.fromEntries(sorted) };
}
