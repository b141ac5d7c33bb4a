import { rangePath } from '~/components/products/lights-wiring/paths';
import { CardGrid } from '~/components/ui/card-grid';
import { PageBanner } from '~/components/ui/page-banner';
import { section } from '~/loaders/content.server';
import { pageMetaOf } from '~/seo';
import type { Route } from './+types/switches-and-sockets';

export async function loader({ context }: Route.LoaderArgs) {
  const [page, catalogue] = await Promise.all([
    section(context, 'products/lights-wiring/residential-and-commercial'),
    section(context, 'catalogue/switches-and-sockets'),
  ]);
  return {
    heading: page.switchesHeading,
    intro: catalogue.intro,
    ranges: catalogue.ranges.map((r) => ({
      title: r.name,
      text: r.tagline,
      image: r.image,
      to: rangePath(r.slug),
    })),
  };
}

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
    <>
      <PageBanner title={heading} subtitle={intro} />
      <div className="content-width py-12">
        <CardGrid cards={ranges} label={heading} />
      </div>
    </>
  );
}
