import { CardGrid } from '~/components/ui/card-grid';
import { BannerPage } from '~/components/ui/page-banner';
import { switchesOverview } from '~/catalogue/lights-wiring/loader.server';
import { pageMetaOf } from '~/seo';
import type { Route } from './+types/switches-and-sockets';

/** The Simon ranges of the family (its `switches-and-sockets` group). */
export const loader = ({ context }: Route.LoaderArgs) => switchesOverview(context);

export const meta = (args: Route.MetaArgs) =>
  pageMetaOf(args, (d) => ({
    title: d.heading,
    description: d.intro,
    image: d.ranges[0]?.image,
  }));

export default function SwitchesAndSockets({
  loaderData: { heading, intro, ranges },
}: Route.ComponentProps) {
  return (
    <BannerPage title={heading} subtitle={intro}>
      <CardGrid cards={ranges} label={heading} />
    </BannerPage>
  );
}
