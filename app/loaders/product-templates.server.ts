/**
 * A product page, drawn by the template its record names (docs/decisions/0013). Every page
 * under /products/<family>/… is a catalogue record: the record says whether the page exists
 * (shown, hidden, deleted, moved), which layout draws it and what it links to. The special
 * layouts of the families read what they show from their sections, as the pages always have,
 * so the section API and the CMS's section forms keep editing them.
 */
import type { AppLoadContext } from 'react-router';
import type { ContactSubject } from '../../content/contact-links';
import { datasheetHref } from '../../content/catalogue/datasheet';
import { families } from '~/catalogue/families';
import { moduleOf } from '~/catalogue/family';
import { loaderModules } from '~/catalogue/loaders.server';
import { genericTemplate, productDownloads, productLinks } from '~/catalogue/generic.server';
import {
  namedLayout,
  type FamilyLoaders,
  type ProductRecord,
  type TemplateHead,
  type TemplateLoader,
  type ViewOf,
} from '~/catalogue/template';
import { movedOrNotFound, section } from './content.server';
import { neighbours } from '~/catalogue/neighbours';
import { shownProducts } from '~/catalogue/record-page.server';

/** The loaders of the product layouts, by layout value: the standard one and each family's. */
export const templateLoadersOf = (
  list: readonly { slug: string }[],
  modules: Readonly<Record<string, FamilyLoaders>>,
): Readonly<Record<string, TemplateLoader<object>>> =>
  Object.assign(
    { generic: genericTemplate },
    ...list.map((f) => moduleOf(modules, f.slug, 'loader.server.ts').templates),
  );

const templateLoaders = templateLoadersOf(families, loaderModules);

/** What the standard template's view is given. */
export type GenericView = ViewOf<typeof genericTemplate>;

/** One template and its view's data: `template` tells which (the family's view.tsx types it). */
export interface DrawnTemplate {
  template: string;
  view: object;
}

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
  /** Its datasheet, made from the record (docs/decisions/0052): the link and its words. */
  datasheet: { href: string; label: string };
  /** Comparing it with its family's other products (docs/decisions/0050). */
  compare: Awaited<ReturnType<typeof compareChoices>>;
};

/**
 * The most of its family's other products a product page offers to tick: a box of a dozen
 * reads at a glance on a phone; a family of more is chosen from in the finder.
 */
const COMPARE_NEIGHBOURS = 11;

/**
 * The product and its family's other shown products as the comparison names them: its
 * neighbours in the family's order, at most COMPARE_NEIGHBOURS, and, when the family has more,
 * the finder's address that lists them all.
 */
async function compareChoices(context: AppLoadContext, product: ProductRecord) {
  const [text, siblings] = await Promise.all([
    section(context, 'products/compare'),
    shownProducts(context, product.family),
  ]);
  const address = (p: { family: string; slug: string }) => `${p.family}/${p.slug}`;
  const at = siblings.findIndex((s) => s._id === product._id);
  const others =
    at < 0 ? siblings.slice(0, COMPARE_NEIGHBOURS) : neighbours(siblings, at, COMPARE_NEIGHBOURS);
  return {
    text,
    address: address(product),
    others: others.map((s) => ({ address: address(s), name: s.name })),
    more:
      siblings.length - (at < 0 ? 0 : 1) > COMPARE_NEIGHBOURS
        ? `/products?${new URLSearchParams({ family: product.family })}`
        : undefined,
  };
}

/**
 * Draws a record with its template; a special template that has nothing for this record (an
 * editor chose a layout made for another product) falls back to the standard page, so a shown
 * record always has one.
 */
async function draw(
  context: AppLoadContext,
  product: ProductRecord,
): Promise<DrawnTemplate & { head: TemplateHead }> {
  const named = namedLayout(templateLoaders, product.template);
  const drawn = await templateLoaders[named]?.(context, product);
  return drawn
    ? { template: named, ...drawn }
    : { template: 'generic', ...(await genericTemplate(context, product)) };
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
    context.services.datasheets.warm();
    const [drawn, links, quotePage, compare, datasheet] = await Promise.all([
      draw(context, product),
      productLinks(context, product),
      context.services.content.section('quote/page'),
      compareChoices(context, product),
      section(context, 'products/datasheet'),
    ]);
    return {
      ...drawn,
      links,
      downloads: await productDownloads(context, product, drawn.template),
      product: { id: product._id, name: product.name, url: product.url },
      quote: { addLabel: quotePage.addLabel },
      datasheet: { href: datasheetHref(product.url), label: datasheet.linkLabel },
      compare,
    };
  }
  return movedOrNotFound(context, url);
}
