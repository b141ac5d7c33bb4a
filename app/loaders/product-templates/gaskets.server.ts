/**
 * Gaskets: a gasket type's page, drawn from its record, and the family's landing with the
 * gasket types as cards (decision 0024).
 */
import { familyLayout, gasketLayout } from '../../../content/catalogue/layouts/gaskets';
import { noImage } from '../catalogue.server';
import { layoutDetails, section } from '../content.server';
import { productPage, shownProducts } from './records.server';
import type { LandingLoader, TemplateLoader } from './template';

const gasket = (async (context, record) => {
  const [{ product, head }, details, family, footer] = await Promise.all([
    productPage(context, record),
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

export const gasketTemplates = { gasket };

const landing = (async (context, family) => {
  const [types, details] = await Promise.all([
    shownProducts(context, family.slug, gasketLayout.value),
    layoutDetails(context, familyLayout, family),
  ]);
  const cards = types.map((t) => ({
    title: t.name,
    to: t.url,
    image: t.images[0] ?? noImage,
    text: t.summary,
  }));
  return {
    view: {
      heading: family.name,
      intro: family.summary,
      catalogueUrl: details.gasketsCatalogueUrl,
      cards,
    },
    head: { kind: 'page', name: family.name, description: family.summary },
  };
}) satisfies LandingLoader<unknown>;

export const gasketsLanding = { gaskets: landing };
