/** Power Protection & Distribution: the switchgear detail pages and the ATEX panel list. */
import type { AppLoadContext } from 'react-router';
import type { ProductDetailProps } from '~/components/products/power-protection-and-distribution/product-detail';
import { powerProtectionNavigation } from '~/components/products/power-protection-and-distribution/product-frame';
import {
  powerProtectionProducts,
  type PowerProtectionProduct,
} from '../../../content/sections/products/power-protection-and-distribution';
import { attempt, pageRecords, section } from '../content.server';
import { slugTail, type LandingLoader, type TemplateLoader } from './template';

type Detail = Omit<ProductDetailProps, 'tabs' | 'landing' | 'quoteProduct'>;
type DetailProduct = Extract<PowerProtectionProduct, { layout: 'product-detail' }>;

/**
 * The switchboard and switchgear pages differ only in their section and its field names, so
 * one template serves them; each section's fields are mapped onto the shared detail layout.
 */
const details: Record<DetailProduct['section'], (context: AppLoadContext) => Promise<Detail>> = {
  'products/tranos-elite-range': async (context) => {
    const p = await section(context, 'products/tranos-elite-range');
    return {
      title: p.title,
      description: { text: p.description },
      images: p.tranosEliteImages,
      features: p.features,
      catalogueUrl: p.catalogueUrl,
    };
  },
  'products/siemens-sivacon-s8': async (context) => {
    const p = await section(context, 'products/siemens-sivacon-s8');
    return {
      title: p.title,
      description: { text: p.description },
      images: p.siemensSivaconImages,
      features: p.features,
      catalogueUrl: p.catalogueUrl,
    };
  },
  'products/siemens-simoprime': async (context) => {
    const p = await section(context, 'products/siemens-simoprime');
    return {
      title: p.title,
      description: { text: p.description },
      images: p.siemensSimoprimeImages,
      catalogueUrl: p.catalogueUrl,
    };
  },
  'products/siemens-simosec': async (context) => {
    const p = await section(context, 'products/siemens-simosec');
    return {
      title: p.title,
      description: { html: p.description },
      images: p.siemensSimosecImages,
      catalogueUrl: p.catalogueUrl,
    };
  },
};

const switchgear = (async (context, record) => {
  const slug = slugTail(record);
  const entry = powerProtectionProducts.find(
    (p): p is DetailProduct => p.slug === slug && p.layout === 'product-detail',
  );
  if (!entry) return undefined;
  const [product, landing] = await Promise.all([
    details[entry.section](context),
    section(context, 'products/power-protection-and-distribution'),
  ]);
  return {
    view: { slug, product, ...powerProtectionNavigation(landing, entry.family) },
    head: {
      name: product.title,
      description:
        'html' in product.description ? product.description.html : product.description.text,
      image: product.images[0],
    },
  };
}) satisfies TemplateLoader<unknown>;

const panelList = (async (context) => {
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
  const [page, landing, panels] = await Promise.all([
    section(context, 'products/atex-power-panels/page'),
    section(context, 'products/power-protection-and-distribution'),
    attempt(context, readPanels(), 'ATEX panels'),
  ]);
  return {
    view: { page, panels, ...powerProtectionNavigation(landing, 'low') },
    head: {
      name: page.heading,
      description: page.intro,
      image: panels.ok ? panels.value[0]?.image : undefined,
    },
  };
}) satisfies TemplateLoader<unknown>;

export const powerProtectionTemplates = { switchgear, 'panel-list': panelList };

const landing = (async (context) => {
  const page = await section(context, 'products/power-protection-and-distribution');
  return {
    view: { page },
    head: {
      kind: 'page',
      name: page.heading,
      description: page.intro,
      image: page.lowVoltage[0]?.image,
    },
  };
}) satisfies LandingLoader<unknown>;

export const powerProtectionLanding = { 'power-protection-and-distribution': landing };
