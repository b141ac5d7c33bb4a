/**
 * Reads of the catalogue for the pages that list its records (docs/decisions/0013): a family
 * with its products, the finder, the products a case study used. A product's own page is
 * product-templates.server.ts.
 */
import type { AppLoadContext } from 'react-router';
import { productImageSize } from '../../content/collections/products';
import type { FinderFilter } from '../../server/services/content/content-service';
import { pageRecords, section } from './content.server';
import { imageCollector } from './images.server';
import { shownProducts } from '~/catalogue/record-page.server';
import { queryLimit } from './query-limit.server';

/** The image of a card whose product has no photo: none is drawn. */
export const noImage = { src: '', width: 0, height: 0, variants: [] };

/**
 * The cards of a family's shown products; `standardOnly`: only those drawn by the standard
 * product page (a family landing with its own layout links to the others already).
 */
export async function familyProducts(
  context: AppLoadContext,
  family: string,
  { standardOnly = false, except = [] }: { standardOnly?: boolean; except?: string[] } = {},
) {
  const records = await familyRecords(context, family);
  return records
    .filter((p) => !except.includes(p._id) && (!standardOnly || p.template === 'generic'))
    .map(productCard);
}

/** A family's shown products in their order, photos resolved: what its landing lays out. */
export async function familyRecords(context: AppLoadContext, family: string) {
  return pageRecords(context, 'products', await shownProducts(context, family));
}

/** A product as a card: its name, summary and main photo, linking to its page. */
export const productCard = (p: Awaited<ReturnType<typeof familyRecords>>[number]) => ({
  title: p.name,
  to: p.url,
  text: p.summary,
  image: p.images[0] ?? noImage,
});

/**
 * A family's products by the groups its landing names (`key` is what a product's `group`
 * says), in the groups' order; groups with no shown product are left out.
 */
export function productGroups<P extends { group: string }>(
  products: readonly P[],
  groups: readonly { key: string; heading: string }[],
) {
  return groups
    .map((g) => ({ ...g, products: products.filter((p) => p.group === g.key) }))
    .filter((g) => g.products.length > 0);
}

/** The product finder's results page: matches as cards (first photo resolved) and the filters. */
export async function finderPage(context: AppLoadContext, url: URL, page: number) {
  const params = url.searchParams;
  const specs = Object.fromEntries(
    [...params].flatMap(([name, value]) =>
      name.startsWith('spec-') ? [[name.slice('spec-'.length), value]] : [],
    ),
  );
  const limited = await queryLimit(context, url);
  const [text, quote, compare, families, industries, found] = await Promise.all([
    section(context, 'products/finder'),
    section(context, 'quote/page'),
    section(context, 'products/compare'),
    context.services.content.list('productFamilies'),
    section(context, 'catalogue/industries'),
    // Over the limit, the form still shows, with its choices but no matches.
    limited
      ? noMatches
      : context.services.content.productFinder({
          family: params.get('family') || undefined,
          industry: params.get('industry') || undefined,
          q: params.get('q') ?? undefined,
          specs,
          page,
        }),
  ]);
  const { img, complete } = imageCollector(context);
  const cards = found.items.map((p) => ({
    productId: p.id,
    // How the comparison names it (docs/decisions/0050).
    address: `${p.family}/${p.slug}`,
    title: p.name,
    to: p.url,
    text: p.summary,
    image: img(p.images.split(',')[0]?.trim() ?? '', productImageSize),
  }));
  await complete();
  const familyName = families.find((f) => f.slug === params.get('family'))?.name;
  const industryName = industries.industries.find((i) => i.slug === params.get('industry'))?.name;
  return {
    askHref: askHref({
      q: params.get('q') ?? '',
      family: familyName,
      industry: industryName,
      filters: found.filters,
    }),
    text,
    addLabel: quote.addLabel,
    compare,
    query: {
      family: params.get('family') ?? '',
      industry: params.get('industry') ?? '',
      q: params.get('q') ?? '',
    },
    families: families.map((f) => ({ value: f.slug, label: f.name })),
    industries: industries.industries.map((i) => ({ value: i.slug, label: i.name })),
    filters: found.filters,
    results: { ...found, items: cards },
    limited,
  };
}

type FinderAnswer = Awaited<ReturnType<AppLoadContext['services']['content']['productFinder']>>;
const noMatches: FinderAnswer = { items: [], total: 0, page: 1, pageCount: 1, filters: [] };

export type FinderPageData = Awaited<ReturnType<typeof finderPage>>;

/**
 * "Ask us for it": the quote form, its request started with what the buyer looked for, so an
 * empty search still reaches the company with the details.
 */
function askHref({
  q,
  family,
  industry,
  filters,
}: {
  q: string;
  family?: string;
  industry?: string;
  filters: FinderFilter[];
}) {
  const wanted = filters.flatMap((f) => {
    if (f.kind === 'choice') return f.chosen ? [`${f.label}: ${f.chosen}`] : [];
    const { min, max } = f.chosen;
    if (!min && !max) return [];
    const span = min && max ? `${min} to ${max}` : min ? `at least ${min}` : `up to ${max}`;
    return [`${f.label}: ${span}${f.unit ? ` ${f.unit}` : ''}`];
  });
  const parts = [
    q.trim() && `“${q.trim()}”`,
    family && `Family: ${family}`,
    industry && `Industry: ${industry}`,
    ...wanted,
  ].filter(Boolean);
  const about = parts.length > 0 ? `We are looking for: ${parts.join('; ')}.` : '';
  const query = new URLSearchParams({ type: 'quote' });
  if (about) query.set('about', about.slice(0, 300));
  return `/contacts?${query}`;
}

/** The shown products used in a case study, named on either side, as links. */
export async function productsUsedIn(
  context: AppLoadContext,
  caseStudy: { slug: string; products: readonly string[] },
) {
  const found = await context.services.content.productsUsedIn(caseStudy);
  return found.map((p) => ({ name: p.name, url: `/products/${p.family}/${p.slug}` }));
}

/** The most products an industry page lists; the whole catalogue is a few hundred at most. */
const INDUSTRY_PRODUCTS = 100;

/**
 * An industry's products, grouped by family in the families' order: the catalogue an industry
 * page shows. A product is listed where its record names the industry.
 */
export async function industryProducts(context: AppLoadContext, industry: string) {
  const { content } = context.services;
  const [families, { items }] = await Promise.all([
    content.list('productFamilies'),
    content.page('products', { limit: INDUSTRY_PRODUCTS, filters: { industry } }),
  ]);
  return families.flatMap((family) => {
    const products = items
      .filter((p) => p.family === family.slug)
      .map((p) => ({ productName: p.name, productUrl: p.url }));
    return products.length > 0 ? [{ categoryName: family.name, products }] : [];
  });
}
