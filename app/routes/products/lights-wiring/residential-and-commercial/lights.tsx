import { brandPath } from '~/components/products/lights-wiring/lights';
import { switchesPath } from '~/components/products/lights-wiring/paths';
import { LinkTiles } from '~/components/products/lights-wiring/link-tiles';
import { PromoCard } from '~/components/products/lights-wiring/promo-card';
import { PageBanner } from '~/components/ui/page-banner';
import { section } from '~/loaders/content.server';
import { pageMetaOf } from '~/seo';
import type { Route } from './+types/lights';

export async function loader({ context }: Route.LoaderArgs) {
  const [page, lights] = await Promise.all([
    section(context, 'products/lights-wiring/residential-and-commercial'),
    section(context, 'catalogue/lights'),
  ]);
  return {
    heading: page.lightsHeading,
    intro: page.lightsIntro,
    brands: [
      {
        title: page.duroName,
        text: lights.duroTagline,
        image: page.duroImage,
        to: brandPath('duro'),
      },
      {
        title: page.valorName,
        text: lights.valorTagline,
        image: page.valorImage,
        to: brandPath('valor'),
      },
    ],
    switches: {
      title: page.switchesHeading,
      text: page.switchesText,
      image: page.switchesImage,
      to: switchesPath,
    },
  };
}

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
    <>
      <PageBanner title={heading} subtitle={intro} />
      <div className="content-width space-y-10 py-12">
        <LinkTiles tiles={brands} label={heading} />
        <PromoCard {...switches} />
      </div>
    </>
  );
}
