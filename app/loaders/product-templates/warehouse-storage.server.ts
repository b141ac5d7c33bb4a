/** Warehouse storage: the family's landing, its storage systems as blocks. */
import { CONTENT_ID_PREFIX, slug } from '../../content-ids';
import { section } from '../content.server';
import type { LandingLoader } from './template';

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

const landing = (async (context) => {
  const [page, racks] = await Promise.all([
    section(context, 'products/warehouse-storage'),
    section(context, 'products/warehouse/standard-pallet-racks'),
  ]);
  const all = [
    { title: racks.title, description: racks.description, image: racks.standardPalletRacksImage },
    ...page.blocks,
  ];
  const ids = anchors(all.map((b) => b.title));
  const blocks = all.map((b, i) => ({ ...b, id: ids[i] ?? `${CONTENT_ID_PREFIX}block-${i + 1}` }));
  return {
    view: { page, blocks },
    // The page has always stated a schema.org Product: the storage systems it offers.
    head: { name: page.heading, description: page.intro, image: blocks[0]?.image },
  };
}) satisfies LandingLoader<unknown>;

export const warehouseStorageLanding = { 'warehouse-storage': landing };
