/**
 * A product page, drawn by the template its record names (docs/decisions/0013). Every page
 * under /products/<family>/… is a catalogue record: the record says whether the page exists
 * (shown, hidden, deleted, moved), which layout draws it and what it links to. The special
 * layouts of the families read what they show from their sections, as the pages always have,
 * so the section API and the CMS's section forms keep editing them.
 */
import type { AppLoadContext } from 'react-router';
import type { ProductTemplate } from '../../content/catalogue/templates';
import type { ContactSubject } from '../../content/contact-links';
import { movedOrNotFound } from './content.server';
import { cableManagementTemplates } from './product-templates/cable-management.server';
import { enclosureTemplates } from './product-templates/enclosures.server';
import { gasketTemplates } from './product-templates/gaskets.server';
import {
  genericTemplate,
  productDownloads,
  productLinks,
} from './product-templates/generic.server';
import { lightsWiringTemplates } from './product-templates/lights-wiring.server';
import { powerGenerationTemplates } from './product-templates/power-generation.server';
import { powerProtectionTemplates } from './product-templates/power-protection.server';
import {
  namedLayout,
  type ProductRecord,
  type TemplateHead,
  type TemplateLoader,
} from './product-templates/template';

const templateLoaders = {
  generic: genericTemplate,
  ...powerProtectionTemplates,
  ...cableManagementTemplates,
  ...enclosureTemplates,
  ...gasketTemplates,
  ...powerGenerationTemplates,
  ...lightsWiringTemplates,
} satisfies Record<ProductTemplate, TemplateLoader<unknown>>;

type Loaders = typeof templateLoaders;

/** What each template's view is given. */
export type TemplateViewData = {
  [T in ProductTemplate]: NonNullable<Awaited<ReturnType<Loaders[T]>>>['view'];
};

/** One template and its view's data: `template` tells which. */
export type DrawnTemplate = {
  [T in ProductTemplate]: { template: T; view: TemplateViewData[T] };
}[ProductTemplate];

/** A drawn product page: its template's view, what its head says, and its related links. */
export type ProductTemplatePage = DrawnTemplate & {
  head: TemplateHead;
  links: Awaited<ReturnType<typeof productLinks>>;
  /** Its documents and links to files elsewhere, shown whatever the template. */
  downloads: Awaited<ReturnType<typeof productDownloads>>;
  /** The product: its id for "Add to quote", its name and address for the WhatsApp message. */
  product: ContactSubject & { id: string };
  /** The words of "Add to quote". */
  quote: { addLabel: string };
};

/**
 * Draws a record with its template; a special template that has nothing for this record (an
 * editor chose a layout made for another product) falls back to the standard page, so a shown
 * record always has one.
 */
async function draw(context: AppLoadContext, product: ProductRecord) {
  const named = namedLayout(templateLoaders, product.template);
  const special: TemplateLoader<unknown> = templateLoaders[named];
  const drawn = await special(context, product);
  const page = drawn
    ? { template: named, ...drawn }
    : { template: 'generic', ...(await genericTemplate(context, product)) };
  // Each loader's view is the data of the template of the same name.
  return page as DrawnTemplate & { head: TemplateHead };
}

/**
 * The page at `/products/<family>/<slug>`: the shown product there, else a 301 from an earlier
 * address of a product, else 404.
 */
export async function productTemplatePage(
  context: AppLoadContext,
  family: string,
  slug: string,
  url: URL,
): Promise<ProductTemplatePage> {
  const product = await context.services.content.recordByFields('products', { family, slug });
  if (product?.visibility === 'shown') {
    const [drawn, links, quotePage] = await Promise.all([
      draw(context, product),
      productLinks(context, product),
      context.services.content.section('quote/page'),
    ]);
    return {
      ...drawn,
      links,
      downloads: await productDownloads(context, product, drawn.template),
      product: { id: product._id, name: product.name, url: product.url },
      quote: { addLabel: quotePage.addLabel },
    };
  }
  return movedOrNotFound(context, url);
}
