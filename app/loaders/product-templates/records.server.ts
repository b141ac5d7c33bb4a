/**
 * What the special layouts read of the catalogue's records (decision 0024): a product's common
 * fields with its page's head, and a family's shown products in the catalogue's order.
 */
import type { AppLoadContext } from 'react-router';
import { pageRecord, pageRecords } from '../content.server';
import { slugTail, type ProductRecord } from './template';

/** A product's common fields as its page shows them (photos resolved), and the page's head. */
export async function productPage(context: AppLoadContext, record: ProductRecord) {
  const product = await pageRecord(context, 'products', record);
  return {
    product: {
      name: product.name,
      summary: product.summary,
      body: product.body,
      images: product.images,
      /** For "Request a quote". */
      slug: slugTail(record),
      /** Its first download link, the layout's catalogue button. */
      catalogueUrl: product.downloads.find((d) => d.url)?.url ?? '',
    },
    head: {
      name: product.name,
      description: product.body || product.summary,
      summary: product.summary,
      image: product.images[0],
    },
  };
}

/** A family's shown products (of one layout, if given) in the catalogue's order, photos resolved. */
export async function shownProducts(context: AppLoadContext, family: string, template?: string) {
  const products = (await context.services.content.list('products')).filter(
    (p) =>
      p.family === family &&
      p.visibility === 'shown' &&
      (template === undefined || p.template === template),
  );
  return pageRecords(context, 'products', products);
}
