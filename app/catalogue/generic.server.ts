/** The standard product page, drawn from the record alone, and the links every product page shows. */
import type { AppLoadContext } from 'react-router';
import type { MediaDocument } from '../../content/documents';
import { mediaDocument } from '../../content/resolve';
import { pageRecord, section } from '~/loaders/content.server';
import { productHead } from './record-page.server';
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
    head: productHead(product),
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

/**
 * What a product offers to download, whatever its layout: its own documents with their type
 * and size, then its links to files elsewhere. The special layouts already show their family's
 * catalogue link from its section, so a record's links appear on the standard layout only, as
 * they always have.
 */
export async function productDownloads(
  context: AppLoadContext,
  product: ProductRecord,
  template: string,
): Promise<{
  documents: { title: string; file: MediaDocument }[];
  links: { title: string; url: string }[];
}> {
  const paths = product.documents.map((d) => d.file).filter(Boolean);
  const media = await context.services.media.describe(paths);
  return {
    documents: product.documents.flatMap(({ title, file }) => {
      const document = mediaDocument(file, media);
      return document ? [{ title: title || 'Document', file: document }] : [];
    }),
    links: template === 'generic' ? product.downloads.filter((d) => d.url) : [],
  };
}
