import { StorageBlock } from '~/components/products/warehouse-storage/storage-block';
import { PageBanner } from '~/components/ui/page-banner';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import { section } from '~/loaders/content.server';
import { productMeta } from '~/seo';
import { MoreProducts } from '~/components/products/catalogue/more-products';
import { familyProducts } from '~/loaders/catalogue.server';
import type { Route } from './+types/warehouse-storage';

/** Anchor ids from titles, so a block can be linked to (#mezzanines); editors may repeat a title. */
function anchors(titles: string[]): string[] {
  const seen = new Set<string>();
  return titles.map((title, i) => {
    const base = title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const id = base && !seen.has(base) ? base : `${base || 'block'}-${i + 1}`;
    seen.add(id);
    return id;
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const [page, racks] = await Promise.all([
    section(context, 'products/warehouse-storage'),
    section(context, 'products/warehouse/standard-pallet-racks'),
  ]);
  const all = [
    { title: racks.title, description: racks.description, image: racks.standardPalletRacksImage },
    ...page.blocks,
  ];
  const ids = anchors(all.map((b) => b.title));
  const blocks = all.map((b, i) => ({ ...b, id: ids[i] ?? `block-${i + 1}` }));
  return {
    page,
    blocks,
    more: await familyProducts(context, 'warehouse-storage', { standardOnly: true }),
  };
}

export const meta = (args: Route.MetaArgs) =>
  productMeta(args, (d) => ({
    name: d.page.heading,
    description: d.page.intro,
    image: d.blocks[0]?.image,
  }));

export default function WarehouseStorage({
  loaderData: { page, blocks, more },
}: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={page.heading} subtitle={page.intro} />
      <div className="content-width space-y-14 py-12">
        {blocks.map((block, i) => (
          <StorageBlock key={block.id} {...block} flip={i % 2 === 1} />
        ))}
        <RequestQuoteLink product="warehouse-storage" />
      </div>
      <MoreProducts cards={more} />
    </>
  );
}
