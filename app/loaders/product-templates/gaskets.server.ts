/**
 * Gaskets: a gasket type's page, drawn from its record, and the family's landing with the
 * gasket types as cards (decision 0024).
 */
import type { AppLoadContext } from 'react-router';
import { familyLayout, gasketLayout } from '../../../content/catalogue/layouts/gaskets';
import { noImage } from '../catalogue.server';
import { layoutDetails, pageRecord, pageRecords, section } from '../content.server';
import { slugTail, type LandingLoader, type TemplateLoader } from './template';

const gasket = (async (context, record) => {
  const [product, details, family, footer] = await Promise.all([
    pageRecord(context, 'products', record),
    layoutDetails(context, gasketLayout, record),
    context.services.content.recordByFields('productFamilies', { slug: record.family }),
    section(context, 'footer'),
  ]);
  return {
    view: {
      product: {
        name: product.name,
        summary: product.summary,
        body: product.body,
        images: product.images,
        slug: slugTail(record),
        catalogueUrl: product.downloads.find((d) => d.url)?.url ?? '',
      },
      details,
      family: { name: family?.name ?? record.family, url: `/products/${record.family}` },
      contact: { phone: footer.phone, email: footer.email },
    },
    head: {
      name: product.name,
      description: product.body || product.summary,
      summary: product.summary,
      image: product.images[0],
    },
  };
}) satisfies TemplateLoader<unknown>;

export const gasketTemplates = { gasket };

/** A family's shown gasket types, in the catalogue's order. */
async function gasketTypesOf(context: AppLoadContext, family: string) {
  const products = await context.services.content.list('products');
  return products.filter(
    (p) => p.family === family && p.visibility === 'shown' && p.template === gasketLayout.value,
  );
}

const landing = (async (context, family) => {
  const [types, details] = await Promise.all([
    gasketTypesOf(context, family.slug).then((t) => pageRecords(context, 'products', t)),
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
