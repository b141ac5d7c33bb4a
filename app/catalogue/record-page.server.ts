/**
 * What the special layouts read alike: a product's record as its page shows it (name, summary,
 * body, photos) with the page's head, and the family's shown products in the catalogue's order
 * (for tabs, tiles and lists by group).
 */
import type { AppLoadContext } from 'react-router';
import { pageRecord, type PageRecord } from '~/loaders/content.server';
import { slugTail, type ProductRecord } from './template';

/** More than a family will ever have: a family is a few dozen products at most. */
const FAMILY_PRODUCTS = 200;

/**
 * What a product page's head says: its name, its first photo, its summary for the meta
 * description and its text for the JSON-LD, the body first unless the layout leads with the
 * summary (the switchgear pages).
 */
export function productHead(product: PageRecord<'products'>, lead: 'body' | 'summary' = 'body') {
  return {
    name: product.name,
    description:
      lead === 'body' ? product.body || product.summary : product.summary || product.body,
    summary: product.summary,
    image: product.images[0],
  };
}

export async function recordPage(context: AppLoadContext, record: ProductRecord) {
  const product = await pageRecord(context, 'products', record);
  return {
    product,
    page: { name: product.name, summary: product.summary, body: product.body },
    head: productHead(product),
  };
}

/**
 * A page with buttons under its text (enclosures, gaskets): its record's page, the address part
 * "Request a quote" names, and its catalogue button's link (its first download link).
 */
export async function pageWithButtons(context: AppLoadContext, record: ProductRecord) {
  const { product, page, head } = await recordPage(context, record);
  return {
    product: {
      ...page,
      images: product.images,
      quoteSlug: slugTail(record),
      catalogueUrl: product.downloads.find((d) => d.url)?.url ?? '',
    },
    head,
  };
}

/** A family's products shown on the site, in the catalogue's order (their positions). */
export async function shownProducts(context: AppLoadContext, family: string) {
  const { items } = await context.services.content.page('products', {
    limit: FAMILY_PRODUCTS,
    filters: { family },
  });
  return items;
}
