/**
 * Power generation: the gas generators with their models, and the UPS backup system, each drawn
 * from its record; the landing from the family record and its products.
 */
import type { AppLoadContext } from 'react-router';
import { generatorLayout, upsLayout } from '../../../content/catalogue/layouts/power-generation';
import { layoutDetails, pageRecord, pageRecords } from '../content.server';
import { slugTail, type LandingLoader, type ProductRecord, type TemplateLoader } from './template';

/** More than the family will ever have: it is a handful of pages. */
const FAMILY_PAGES = 50;

/**
 * The family's shown products its own layouts draw, in the catalogue's order: the tabs of
 * the product pages and the tiles of the landing (the others are listed under "More products").
 */
async function familyPages(context: AppLoadContext, family: string) {
  const { items } = await context.services.content.page('products', {
    limit: FAMILY_PAGES,
    filters: { family },
  });
  return items.filter((p) => p.template !== 'generic');
}

/** The tab bar of a product page: the family's name and its pages. */
async function familyTabs(context: AppLoadContext, family: string) {
  const [record, pages] = await Promise.all([
    context.services.content.recordByFields('productFamilies', { slug: family }),
    familyPages(context, family),
  ]);
  return {
    label: record?.name ?? '',
    tabs: pages.map((p) => ({ label: p.name, to: p.url })),
  };
}

/** What both pages show of their record (with the tabs), and their head. */
async function common(context: AppLoadContext, record: ProductRecord) {
  const [product, tabs] = await Promise.all([
    pageRecord(context, 'products', record),
    familyTabs(context, record.family),
  ]);
  return {
    product,
    page: {
      name: product.name,
      summary: product.summary,
      body: product.body,
      tabs,
      quoteProduct: slugTail(record),
    },
    head: {
      name: product.name,
      description: product.body || product.summary,
      summary: product.summary,
      image: product.images[0],
    },
  };
}

const generator = (async (context, record) => {
  const [{ product, page, head }, details] = await Promise.all([
    common(context, record),
    layoutDetails(context, generatorLayout, record),
  ]);
  // The family's catalogue is the product's first link to a file elsewhere.
  const catalogueUrl = product.downloads.find((d) => d.url)?.url ?? '';
  return { view: { ...page, details, catalogueUrl }, head };
}) satisfies TemplateLoader<unknown>;

const ups = (async (context, record) => {
  const [{ product, page, head }, details] = await Promise.all([
    common(context, record),
    layoutDetails(context, upsLayout, record),
  ]);
  const image = details.upsImage.src ? details.upsImage : product.images[0];
  return {
    view: {
      ...page,
      image,
      featuresHeading: details.upsFeaturesHeading,
      features: details.upsFeatures,
    },
    head: { ...head, image: image ?? head.image },
  };
}) satisfies TemplateLoader<unknown>;

export const powerGenerationTemplates = { generator, ups };

const landing = (async (context, family) => {
  const pages = await pageRecords(context, 'products', await familyPages(context, family.slug));
  return {
    view: {
      name: family.name,
      summary: family.summary,
      tiles: pages.map((p) => ({
        title: p.name,
        text: p.summary,
        image: p.images[0] ?? { src: '', width: 0, height: 0, variants: [] },
        to: p.url,
      })),
    },
    head: { kind: 'page', name: family.name, description: family.summary },
  };
}) satisfies LandingLoader<unknown>;

export const powerGenerationLanding = { 'power-generation': landing };
