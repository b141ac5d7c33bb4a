/**
 * Gaskets: a gasket type's page, drawn from its record, and the family's landing with the
 * gasket types as cards (decision 0024).
 */
import { familyLayout, gasketLayout } from './layout';
import { familyRecords, productCard } from '~/loaders/catalogue.server';
import { layoutDetails, section } from '~/loaders/content.server';
import { pageWithButtons } from '../record-page.server';
import type { LandingLoader, TemplateLoader } from '../template';

const gasket = (async (context, record) => {
  const [{ product, head }, details, family, footer] = await Promise.all([
    pageWithButtons(context, record),
    layoutDetails(context, gasketLayout, record),
    context.services.content.recordByFields('productFamilies', { slug: record.family }),
    section(context, 'footer'),
  ]);
  return {
    view: {
      product,
      details,
      family: { name: family?.name ?? record.family, url: `/products/${record.family}` },
      contact: { phone: footer.phone, email: footer.email },
    },
    head,
  };
}) satisfies TemplateLoader<unknown>;

export const templates = { gasket };

export const landing = (async (context, family) => {
  const [products, details] = await Promise.all([
    familyRecords(context, family.slug),
    layoutDetails(context, familyLayout, family),
  ]);
  // The gasket types as cards; its other products are under "More products".
  const cards = products.filter((p) => p.template === gasketLayout.value).map(productCard);
  const intro = details.landingIntro || family.summary;
  return {
    view: { heading: family.name, intro, catalogueUrl: details.gasketsCatalogueUrl, cards },
    head: { kind: 'page', name: family.name, description: intro },
  };
}) satisfies LandingLoader<unknown>;
