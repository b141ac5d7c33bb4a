/** Warehouse storage: the family's landing, its shown products as blocks in their order. */
import { CONTENT_ID_PREFIX, slug } from '~/content-ids';
import { familyLayout } from './layout';
import { familyRecords, noImage } from '~/loaders/catalogue.server';
import { layoutDetails } from '~/loaders/content.server';
import type { LandingLoader } from '../template';

/**
 * Anchor ids from titles, so a block can be linked to (#c-mezzanine-floors), in the content
 * namespace of ids (app/content-ids.ts); editors may repeat a title.
 */
function anchors(titles: string[]): string[] {
  const seen = new Set<string>();
  return titles.map((title, i) => {
    const base = slug(title);
    const id = base && !seen.has(base) ? base : `${base || 'block'}-${i + 1}`;
    seen.add(id);
    return `${CONTENT_ID_PREFIX}${id}`;
  });
}

export const landing = (async (context, family) => {
  const [products, { landingIntro }] = await Promise.all([
    familyRecords(context, family.slug),
    layoutDetails(context, familyLayout, family),
  ]);
  const intro = landingIntro || family.summary;
  const ids = anchors(products.map((p) => p.name));
  const blocks = products.map((p, i) => ({
    id: ids[i] ?? `${CONTENT_ID_PREFIX}block-${i + 1}`,
    title: p.name,
    body: p.body,
    image: p.images[0] ?? noImage,
    url: p.url,
  }));
  return {
    view: { heading: family.name, intro, blocks },
    // The page has always stated a schema.org Product: the storage systems it offers.
    head: { name: family.name, description: intro, image: blocks[0]?.image },
    shows: products.map((p) => p._id),
  };
}) satisfies LandingLoader<unknown>;
