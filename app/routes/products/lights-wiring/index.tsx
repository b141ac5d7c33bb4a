import { LinkTiles } from '~/components/products/lights-wiring/link-tiles';
import { PageBanner } from '~/components/ui/page-banner';
import { section } from '~/loaders/content.server';
import { pageMeta } from '~/seo';
import type { Route } from './+types/index';

export async function loader({ context }: Route.LoaderArgs) {
  const { heading, intro, tiles } = await section(context, 'products/lights-wiring');
  return { heading, intro, tiles };
}

export const meta = (args: Route.MetaArgs) =>
  pageMeta(
    args,
    args.data && {
      title: args.data.heading,
      description: args.data.intro,
      image: args.data.tiles[0]?.image,
    },
  );

export default function LightsWiringLanding({
  loaderData: { heading, intro, tiles },
}: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={heading} subtitle={intro} />
      <div className="content-width py-12">
        <LinkTiles tiles={tiles} label={heading} />
      </div>
    </>
  );
}
