import { LinkTiles } from '~/components/products/lights-wiring/link-tiles';
import { PageBanner } from '~/components/ui/page-banner';
import { section } from '~/loaders/content.server';
import { pageMetaOf } from '~/seo';
import { MoreProducts } from '~/components/products/catalogue/more-products';
import { familyProducts } from '~/loaders/catalogue.server';
import type { Route } from './+types/index';

export async function loader({ context }: Route.LoaderArgs) {
  const { heading, intro, tiles } = await section(context, 'products/lights-wiring');
  return {
    heading,
    intro,
    tiles,
    more: await familyProducts(context, 'lights-wiring', { standardOnly: true }),
  };
}

export const meta = (args: Route.MetaArgs) =>
  pageMetaOf(args, (d) => ({
    title: d.heading,
    description: d.intro,
    image: d.tiles[0]?.image,
  }));

export default function LightsWiringLanding({
  loaderData: { heading, intro, tiles, more },
}: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={heading} subtitle={intro} />
      <div className="content-width py-12">
        <LinkTiles tiles={tiles} label={heading} />
      </div>
      <MoreProducts cards={more} />
    </>
  );
}
