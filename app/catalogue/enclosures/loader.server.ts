/**
 * Enclosures: a category's page, drawn from its record with the family's categories as tabs,
 * and the family's landing with the categories as cards (decision 0024).
 */
import type { AppLoadContext } from 'react-router';
import { categoryLayout, familyLayout } from './layout';
import { familyRecords, productCard } from '~/loaders/catalogue.server';
import { layoutDetails, section } from '~/loaders/content.server';
import { CONFIGURATOR_PAGE } from '../../../schemas/enclosure-limits';
import { pageWithButtons } from '../record-page.server';
import type { LandingLoader, TemplateLoader } from '../template';

/** A family's shown enclosure categories, in their order. */
const categoriesOf = async (context: AppLoadContext, family: string) =>
  (await familyRecords(context, family)).filter((p) => p.template === categoryLayout.value);

const enclosureCategory = (async (context, record) => {
  const family = await context.services.content.recordByFields('productFamilies', {
    slug: record.family,
  });
  const [{ product, head }, details, shared, categories, configurator] = await Promise.all([
    pageWithButtons(context, record),
    layoutDetails(context, categoryLayout, record),
    layoutDetails(context, familyLayout, family ?? { details: {} }),
    categoriesOf(context, record.family),
    // Customised Enclosures configures one into the quote (docs/decisions/0053).
    `/products/${record.family}/${record.slug}` === CONFIGURATOR_PAGE
      ? section(context, 'quote/enclosure-configurator')
      : undefined,
  ]);
  return {
    view: {
      product,
      details,
      shared,
      familyName: family?.name ?? record.family,
      categories: categories.map(({ name, url }) => ({ name, url })),
      configurator,
    },
    head,
  };
}) satisfies TemplateLoader<unknown>;

export const templates = { 'enclosure-category': enclosureCategory };

export const landing = (async (context, family) => {
  const [categories, { landingIntro }] = await Promise.all([
    categoriesOf(context, family.slug),
    layoutDetails(context, familyLayout, family),
  ]);
  const intro = landingIntro || family.summary;
  return {
    view: { heading: family.name, intro, cards: categories.map(productCard) },
    head: { kind: 'page', name: family.name, description: intro },
  };
}) satisfies LandingLoader<unknown>;
