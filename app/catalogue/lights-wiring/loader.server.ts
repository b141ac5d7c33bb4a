/**
 * Lights and wiring, drawn from the records: a lighting brand, a Simon switch range, the
 * industrial devices pages, the landing and the two overview pages of residential lighting and
 * wiring. Each page lists the family's shown products of a group (the product's `group`), in
 * the catalogue's order; the landing's and overview pages' own copy is the family's details.
 */
import { data, type AppLoadContext } from 'react-router';
import {
  familyLayout,
  industrialDevicesLayout,
  lightsBrandLayout,
  lightsWiringGroups as groups,
  switchRangeLayout,
} from './layout';
import { groupByCategory } from '~/catalogue/lights-wiring/lights';
import {
  lightsOverviewPath,
  lightsWiringFamily,
  switchesOverviewPath,
} from '~/catalogue/lights-wiring/paths';
import { layoutDetails, pageRecords } from '~/loaders/content.server';
import { recordPage, shownProducts } from '../record-page.server';
import type { FamilyRecord, LandingLoader, ProductRecord, TemplateLoader } from '../template';

const noImage = { src: '', width: 0, height: 0, variants: [] };

/** A group's shown products as cards: name, summary (the line under the name), photo, page. */
async function groupCards(context: AppLoadContext, family: string, group: string) {
  if (!group) return [];
  const records = (await shownProducts(context, family)).filter((p) => p.group === group);
  return (await pageRecords(context, 'products', records)).map((p) => ({
    title: p.name,
    text: p.summary,
    image: p.images[0] ?? noImage,
    to: p.url,
  }));
}

/** The other products of a product's group, as cards. */
const othersInGroup = async (context: AppLoadContext, record: ProductRecord) =>
  (await groupCards(context, record.family, record.group)).filter((c) => c.to !== record.url);

/** The family's own copy, as its layout reads it. */
async function familyDetails(context: AppLoadContext, slug: string) {
  const family = await context.services.content.recordByFields('productFamilies', { slug });
  return layoutDetails(context, familyLayout, family ?? { details: {} });
}

const lightsBrand = (async (context, record) => {
  const [{ page, head }, details, family, others] = await Promise.all([
    recordPage(context, record),
    layoutDetails(context, lightsBrandLayout, record),
    familyDetails(context, record.family),
    othersInGroup(context, record),
  ]);
  return {
    view: { ...page, groups: groupByCategory(details.lightItems), others },
    head: {
      ...head,
      title: family.lightsHeading ? `${page.name} – ${family.lightsHeading}` : undefined,
    },
  };
}) satisfies TemplateLoader<unknown>;

const switchRange = (async (context, record) => {
  const [{ product, page, head }, details, others] = await Promise.all([
    recordPage(context, record),
    layoutDetails(context, switchRangeLayout, record),
    othersInGroup(context, record),
  ]);
  return {
    view: { ...page, image: product.images[0], features: details.rangeFeatures, others },
    head,
  };
}) satisfies TemplateLoader<unknown>;

const industrialDevices = (async (context, record) => {
  const [{ page, head }, details, siblings] = await Promise.all([
    recordPage(context, record),
    layoutDetails(context, industrialDevicesLayout, record),
    groupCards(context, record.family, record.group),
  ]);
  const tabs = siblings.map((c) => ({ label: c.title, to: c.to }));
  return { view: { ...page, items: details.industrialDevices, tabs }, head };
}) satisfies TemplateLoader<unknown>;

export const templates = {
  'lights-brand': lightsBrand,
  'switch-range': switchRange,
  'industrial-devices': industrialDevices,
};

/**
 * The landing: a tile for the residential and commercial pages (while they list anything) and
 * one opening the first industrial product.
 */
export const landing = (async (context, family: FamilyRecord) => {
  const [details, products] = await Promise.all([
    layoutDetails(context, familyLayout, family),
    shownProducts(context, family.slug),
  ]);
  const residential = products.some(
    (p) => p.group === groups.lights || p.group === groups.switches,
  );
  const industrial = products.find((p) => p.group === groups.industrial);
  const tiles = [
    ...(residential
      ? [
          {
            title: details.residentialTitle,
            text: details.residentialText,
            image: details.residentialImage,
            to: lightsOverviewPath,
          },
        ]
      : []),
    ...(industrial
      ? [
          {
            title: details.industrialTitle,
            text: details.industrialText,
            image: details.industrialImage,
            to: industrial.url,
          },
        ]
      : []),
  ];
  return {
    view: { name: family.name, summary: family.summary, tiles },
    head: { kind: 'page', name: family.name, description: family.summary, image: tiles[0]?.image },
  };
}) satisfies LandingLoader<unknown>;

/** The family's details for an overview page; no family, no page. */
async function overviewFamily(context: AppLoadContext) {
  const family = await context.services.content.recordByFields('productFamilies', {
    slug: lightsWiringFamily,
  });
  if (!family) throw data(null, { status: 404 });
  return layoutDetails(context, familyLayout, family);
}

/** /…/residential-and-commercial/lights: the lighting brands, and a card to the switches. */
export async function lightsOverview(context: AppLoadContext) {
  const [details, brands, switches] = await Promise.all([
    overviewFamily(context),
    groupCards(context, lightsWiringFamily, groups.lights),
    groupCards(context, lightsWiringFamily, groups.switches),
  ]);
  return {
    heading: details.lightsHeading,
    intro: details.lightsIntro,
    brands,
    switches:
      switches.length > 0
        ? {
            title: details.switchesHeading,
            text: details.switchesText,
            image: details.switchesImage,
            to: switchesOverviewPath,
          }
        : undefined,
  };
}

/** /…/residential-and-commercial/switches-and-sockets: the Simon ranges. */
export async function switchesOverview(context: AppLoadContext) {
  const [details, ranges] = await Promise.all([
    overviewFamily(context),
    groupCards(context, lightsWiringFamily, groups.switches),
  ]);
  return { heading: details.switchesHeading, intro: details.switchesIntro, ranges };
}
