/**
 * Enclosures: a category's page, drawn from its record with the family's categories as tabs,
 * and the family's landing with the categories as cards (decision 0024).
 */
import { categoryLayout, familyLayout } from '../../../content/catalogue/layouts/enclosures';
import { noImage } from '../catalogue.server';
import { layoutDetails } from '../content.server';
import { productPage, shownProducts } from './records.server';
import type { LandingLoader, TemplateLoader } from './template';

const enclosureCategory = (async (context, record) => {
  const family = await context.services.content.recordByFields('productFamilies', {
    slug: record.family,
  });
  const [{ product, head }, details, shared, categories] = await Promise.all([
    productPage(context, record),
    layoutDetails(context, categoryLayout, record),
    layoutDetails(context, familyLayout, family ?? { details: {} }),
    shownProducts(context, record.family, categoryLayout.value),
  ]);
  return {
    view: {
      product,
      details,
      shared,
      familyName: family?.name ?? record.family,
      categories: categories.map(({ name, url }) => ({ name, url })),
    },
    head,
  };
}) satisfies TemplateLoader<unknown>;

export const enclosureTemplates = { 'enclosure-category': enclosureCategory };

const landing = (async (context, family) => {
  const categories = await shownProducts(context, family.slug, categoryLayout.value);
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
