/**
 * Power generation: the gas generators with their models, and the UPS backup system, each drawn
 * from its record; the landing from the family record and its products.
 */
import type { AppLoadContext } from 'react-router';
import { generatorLayout, upsLayout } from './layout';
import { layoutDetails, pageRecords } from '~/loaders/content.server';
import { recordPage, shownProducts } from '../record-page.server';
import { slugTail, type LandingLoader, type ProductRecord, type TemplateLoader } from '../template';

/**
 * The family's shown products its own layouts draw, in the catalogue's order: the tabs of
 * the product pages and the tiles of the landing (the others are listed under "More products").
 */
const familyPages = async (context: AppLoadContext, family: string) =>
  (await shownProducts(context, family)).filter((p) => p.template !== 'generic');

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
  const [drawn, tabs] = await Promise.all([
    recordPage(context, record),
    familyTabs(context, record.family),
  ]);
  return { ...drawn, page: { ...drawn.page, tabs, quoteProduct: slugTail(record) } };
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

export const templates = { generator, ups };

export const landing = (async (context, family) => {
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
