/**
 * Enclosures: a category's page, drawn from its record with the family's categories as tabs,
 * and the family's landing with the categories as cards (decision 0024).
 */
import type { AppLoadContext } from 'react-router';
import { categoryLayout, familyLayout } from '../../../content/catalogue/layouts/enclosures';
import { noImage } from '../catalogue.server';
import { layoutDetails, pageRecord, pageRecords } from '../content.server';
import { slugTail, type LandingLoader, type TemplateLoader } from './template';

/** A family's shown enclosure categories, in the catalogue's order. */
async function categoriesOf(context: AppLoadContext, family: string) {
  const products = await context.services.content.list('products');
  return products.filter(
    (p) => p.family === family && p.visibility === 'shown' && p.template === categoryLayout.value,
  );
}

const enclosureCategory = (async (context, record) => {
  const family = await context.services.content.recordByFields('productFamilies', {
    slug: record.family,
  });
  const [product, details, shared, categories] = await Promise.all([
    pageRecord(context, 'products', record),
    layoutDetails(context, categoryLayout, record),
    layoutDetails(context, familyLayout, family ?? { details: {} }),
    categoriesOf(context, record.family),
  ]);
  return {
    view: {
      product: {
        name: product.name,
        summary: product.summary,
        body: product.body,
        images: product.images,
        slug: slugTail(record),
        catalogueUrl: product.downloads.find((d) => d.url)?.url ?? '',
      },
      details,
      shared,
      familyName: family?.name ?? record.family,
      categories: categories.map(({ name, url }) => ({ name, url })),
    },
    head: {
      name: product.name,
      description: product.body || product.summary,
      summary: product.summary,
      image: product.images[0],
    },
  };
}) satisfies TemplateLoader<unknown>;

export const enclosureTemplates = { 'enclosure-category': enclosureCategory };

const landing = (async (context, family) => {
  const categories = await pageRecords(
    context,
    'products',
    await categoriesOf(context, family.slug),
  );
  const cards = categories.map((c) => ({
    title: c.name,
    to: c.url,
    image: c.images[0] ?? noImage,
    text: c.summary,
  }));
  return {
    view: { heading: family.name, intro: family.summary, cards },
    head: { kind: 'page', name: family.name, description: family.summary },
  };
}) satisfies LandingLoader<unknown>;

export const enclosuresLanding = { enclosures: landing };
