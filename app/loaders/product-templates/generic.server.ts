/** The standard product page, drawn from the record alone, and the links every product page shows. */
import type { AppLoadContext } from 'react-router';
import { pageRecord, section } from '../content.server';
import type { ProductRecord, TemplateLoader } from './template';

/** The record (photos resolved) and its family, for the standard layout. */
export const genericTemplate = (async (context: AppLoadContext, record: ProductRecord) => {
  const [product, family] = await Promise.all([
    pageRecord(context, 'products', record),
    context.services.content.recordByFields('productFamilies', { slug: record.family }),
  ]);
  return {
    view: {
      product,
      family: { name: family?.name ?? record.family, url: `/products/${record.family}` },
    },
    head: {
      name: product.name,
      description: product.body || product.summary,
      summary: product.summary,
      image: product.images[0],
    },
  };
}) satisfies TemplateLoader<unknown>;

/**
 * The industries a product serves and the case studies it was used in (named on either side),
 * as links.
 */
export async function productLinks(context: AppLoadContext, product: ProductRecord) {
  const [industries, caseStudies] = await Promise.all([
    section(context, 'catalogue/industries'),
    context.services.content.caseStudiesOf(product),
  ]);
  const industryNames = new Map(industries.industries.map((i) => [i.slug, i.name]));
  return {
    industries: product.industries.flatMap((s) => {
      const name = industryNames.get(s);
      return name ? [{ name, url: `/industries-we-serve/${s}` }] : [];
    }),
    caseStudies: caseStudies.map((c) => ({ name: c.title, url: `/case-studies/${c.slug}` })),
  };
}
