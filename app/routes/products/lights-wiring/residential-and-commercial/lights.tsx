import { LinkTiles } from '~/catalogue/lights-wiring/link-tiles';
import { PromoCard } from '~/catalogue/lights-wiring/promo-card';
import { BannerPage } from '~/components/ui/page-banner';
import { lightsOverview } from '~/catalogue/lights-wiring/loader.server';
import { pageMetaOf } from '~/seo';
import type { Route } from './+types/lights';

/** The lighting brands of the family (its `lights` group), and a card to the switches. */
export const loader = ({ context }: Route.LoaderArgs) => lightsOverview(context);

export const meta = (args: Route.MetaArgs) =>
  pageMetaOf(args, (d) => ({
    title: d.heading,
    description: d.intro,
    image: d.brands[0]?.image,
  }));

export default function ResidentialLights({
  loaderData: { heading, intro, brands, switches },
}: Route.ComponentProps) {
  return (
    <BannerPage title={heading} subtitle={intro} className="space-y-10 py-12">
      <LinkTiles tiles={brands} label={heading} />
      {switches && <PromoCard {...switches} />}
    </BannerPage>
  );
}
