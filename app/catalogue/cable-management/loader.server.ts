/**
 * Cable management: Tranos TRAC, ERIS and ELLIS, the cable glands overview and each gland type,
 * and the family's landing of flip cards, all drawn from the records (docs/decisions/0024).
 */
import type { AppLoadContext } from 'react-router';
import { flipCardOf, tracLayout } from './layout';
import { tracBlocks, type TracEnvelope } from './trac';
import { layoutDetails, pageRecord, pageRecords } from '~/loaders/content.server';
import { productHead } from '../record-page.server';
import type { FamilyRecord, LandingLoader, ProductRecord, TemplateLoader } from '../template';

/** The second ERIS image is a wide strip, unlike the first (the client's CMS spec). */
const wideSize = { width: 1100, height: 300 };
/** A product without photos still has its card, without a picture. */
const noImage = { src: '', width: 0, height: 0, variants: [] };

/** The family's shown products in their order, as this request sees them (drafts in a preview). */
async function familyProducts(context: AppLoadContext, family: string) {
  const all = await context.services.content.list('products');
  return all.filter((p) => p.family === family && p.visibility === 'shown');
}

/** The crumb back to the family's landing, named as the family is. */
async function landingCrumb(context: AppLoadContext, product: ProductRecord) {
  const family = await context.services.content.recordByFields('productFamilies', {
    slug: product.family,
  });
  return { label: family?.name ?? product.family, to: `/products/${product.family}` };
}

/** A product page's own copy: its name, body and photos (resolved), and what its head says. */
async function productCopy(context: AppLoadContext, record: ProductRecord) {
  const product = await pageRecord(context, 'products', record);
  return {
    product,
    head: productHead(product),
  };
}

const blockField = <E extends TracEnvelope, S extends 'Title' | 'Description' | 'Image'>(
  envelope: E,
  suffix: S,
) => `${envelope}${suffix}` as `${E}${S}`;

const trac = (async (context, record) => {
  const [{ product, head }, details, landing] = await Promise.all([
    productCopy(context, record),
    layoutDetails(context, tracLayout, record),
    landingCrumb(context, record),
  ]);
  // The anchor ids are fixed: other pages and old links point at them. A block without a
  // title is left off.
  const sections = tracBlocks
    .map(({ anchor, envelope }) => ({
      id: anchor,
      title: details[blockField(envelope, 'Title')],
      description: details[blockField(envelope, 'Description')],
      image: details[blockField(envelope, 'Image')],
    }))
    .filter((s) => s.title);
  return { view: { name: product.name, body: product.body, landing, sections }, head };
}) satisfies TemplateLoader<unknown>;

const eris = (async (context, record) => {
  const [{ product, head }, landing] = await Promise.all([
    productCopy(context, record),
    landingCrumb(context, record),
  ]);
  // Only the first two images are shown (the client's site spec).
  const [first, second] = product.images;
  return {
    view: {
      name: product.name,
      body: product.body,
      first,
      second: second && { ...second, ...wideSize },
      landing,
    },
    head,
  };
}) satisfies TemplateLoader<unknown>;

const ellis = (async (context, record) => {
  const [{ product, head }, landing] = await Promise.all([
    productCopy(context, record),
    landingCrumb(context, record),
  ]);
  return {
    view: { name: product.name, body: product.body, images: product.images, landing },
    head,
  };
}) satisfies TemplateLoader<unknown>;

/** The cards of the products listed on a product's page: those whose group is its address. */
async function groupCards(context: AppLoadContext, record: ProductRecord) {
  const listed = (await familyProducts(context, record.family)).filter(
    (p) => p.group === record.slug,
  );
  return (await pageRecords(context, 'products', listed)).map((p) => ({
    title: p.name,
    to: p.url,
    image: p.images[0] ?? noImage,
    text: p.summary,
  }));
}

const cableGlands = (async (context, record) => {
  const [{ product, head }, landing, cards] = await Promise.all([
    productCopy(context, record),
    landingCrumb(context, record),
    groupCards(context, record),
  ]);
  return {
    view: { name: product.name, body: product.body, landing, cards },
    head: { ...head, kind: 'page', image: cards[0]?.image ?? head.image },
  };
}) satisfies TemplateLoader<unknown>;

const cableGland = (async (context, record) => {
  const [{ product, head }, landing, overview] = await Promise.all([
    productCopy(context, record),
    landingCrumb(context, record),
    record.group
      ? context.services.content.recordByFields('products', {
          family: record.family,
          slug: record.group,
        })
      : undefined,
  ]);
  const listedOn =
    overview?.visibility === 'shown' ? [{ label: overview.name, to: overview.url }] : [];
  return {
    view: {
      name: product.name,
      body: product.body,
      image: product.images[0],
      models: product.models,
      trail: [landing, ...listedOn],
    },
    head,
  };
}) satisfies TemplateLoader<unknown>;

export const templates = {
  trac,
  eris,
  ellis,
  'cable-glands': cableGlands,
  'cable-gland': cableGland,
};

/**
 * The landing's flip cards: the family's products drawn by a layout of their own and listed on
 * no other product's page (no group), in their order; a card without its own text or back
 * image shows the product's summary or next photo.
 */
async function flipCards(context: AppLoadContext, family: FamilyRecord) {
  const shown = (await familyProducts(context, family.slug)).filter(
    (p) => !p.group && p.template !== 'generic',
  );
  const [products, cards] = await Promise.all([
    pageRecords(context, 'products', shown),
    Promise.all(shown.map((p) => layoutDetails(context, flipCardOf, p))),
  ]);
  return products.map((p, i) => {
    const [image = noImage, next = image] = p.images;
    const card = cards[i];
    return {
      title: p.name,
      text: card?.flipCardText || p.summary,
      to: p.url,
      image,
      backImage: card?.flipCardBackImage.src ? card.flipCardBackImage : next,
    };
  });
}

export const landing = (async (context, family) => {
  const cards = await flipCards(context, family);
  return {
    view: { name: family.name, summary: family.summary, cards },
    head: { kind: 'page', name: family.name, description: family.summary, image: cards[0]?.image },
  };
}) satisfies LandingLoader<unknown>;
