/**
 * Power Protection & Distribution (decision 0024): the switchgear detail pages and the ATEX
 * panel list, each drawn from its product record, and the landing from the family record with
 * the family's products by group.
 */
import type { AppLoadContext } from 'react-router';
import { familyLayout, productLayouts } from './layout';
import { familyRecords, productCard, productGroups } from '~/loaders/catalogue.server';
import { attempt, layoutDetails, pageRecord, pageRecords } from '~/loaders/content.server';
import { productHead } from '../record-page.server';
import type { FamilyRecord, LandingLoader, ProductRecord, TemplateLoader } from '../template';

const [switchgearLayout] = productLayouts;
const family = 'power-protection-and-distribution';

/** The family's landing copy and its products by group. */
async function landingOf(context: AppLoadContext, record: FamilyRecord) {
  const [details, products] = await Promise.all([
    layoutDetails(context, familyLayout, record),
    familyRecords(context, record.slug),
  ]);
  return { name: record.name, details, groups: productGroups(products, details.groups) };
}

/**
 * A product page's tabs (the products of its group, named by the group's heading) and its
 * breadcrumb back to the landing.
 */
async function navigation(context: AppLoadContext, product: ProductRecord) {
  const record = await context.services.content.recordByFields('productFamilies', {
    slug: family,
  });
  const landing = record && (await landingOf(context, record));
  const group = landing?.groups.find((g) => g.key === product.group);
  return {
    tabs: {
      label: group?.heading ?? landing?.name ?? '',
      items: (group?.products ?? []).map((p) => ({ label: p.name, to: p.url })),
    },
    landing: { label: landing?.name ?? family, to: `/products/${family}` },
  };
}

const switchgear = (async (context, record) => {
  const [product, details, nav] = await Promise.all([
    pageRecord(context, 'products', record),
    layoutDetails(context, switchgearLayout, record),
    navigation(context, record),
  ]);
  return {
    view: {
      slug: record.slug,
      product: {
        title: product.name,
        description: { html: product.body },
        images: product.images,
        features: details.features,
        catalogueUrl: product.downloads[0]?.url ?? '',
      },
      ...nav,
    },
    head: productHead(product, 'summary'),
  };
}) satisfies TemplateLoader<unknown>;

const panelList = (async (context, record) => {
  const readPanels = async () =>
    (
      await pageRecords(
        context,
        'atexPowerPanels',
        await context.services.content.list('atexPowerPanels'),
      )
    ).map((panel) => ({
      id: panel._id,
      title: panel.title,
      image: panel.atexPowerPanelsImage,
      features: panel.features,
    }));
  const [product, panels, nav] = await Promise.all([
    pageRecord(context, 'products', record),
    attempt(context, readPanels(), 'ATEX panels'),
    navigation(context, record),
  ]);
  return {
    view: { slug: record.slug, name: product.name, body: product.body, panels, ...nav },
    head: {
      ...productHead(product, 'summary'),
      image: product.images[0] ?? (panels.ok ? panels.value[0]?.image : undefined),
    },
  };
}) satisfies TemplateLoader<unknown>;

export const templates = { switchgear, 'panel-list': panelList };

export const landing = (async (context, record) => {
  const page = await landingOf(context, record);
  return {
    view: {
      name: page.name,
      intro: page.details.intro,
      more: page.details.more,
      groups: page.groups.map((g) => ({
        key: g.key,
        heading: g.heading,
        // The landing's cards show the name and photo; the summary is for other lists.
        cards: g.products.map((p) => {
          const { text: _summary, ...card } = productCard(p);
          return card;
        }),
      })),
    },
    head: {
      kind: 'page',
      name: page.name,
      description: page.details.intro || record.summary,
      image: page.groups[0]?.products[0]?.images[0],
    },
    shows: page.groups.flatMap((g) => g.products.map((p) => p._id)),
  };
}) satisfies LandingLoader<unknown>;
