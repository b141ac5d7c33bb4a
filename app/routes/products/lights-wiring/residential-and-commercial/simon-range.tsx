import { data } from 'react-router';
import { rangePath } from '~/components/products/lights-wiring/paths';
import { RangeDetail } from '~/components/products/lights-wiring/range-detail';
import { RelatedLinks } from '~/components/products/lights-wiring/related-links';
import { PageBanner } from '~/components/ui/page-banner';
import { section } from '~/loaders/content.server';
import { productMeta } from '~/seo';
import type { Route } from './+types/simon-range';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { ranges } = await section(context, 'catalogue/switches-and-sockets');
  const range = ranges.find((r) => r.slug === params.range);
  if (!range) throw data(null, { status: 404 });
  return {
    range,
    others: ranges
      .filter((r) => r !== range)
      .map((r) => ({ title: r.name, text: r.tagline, image: r.image, to: rangePath(r.slug) })),
  };
}

export const meta = (args: Route.MetaArgs) =>
  productMeta(args, (d) => ({
    name: d.range.name,
    description: d.range.description,
    image: d.range.image,
  }));

export default function SimonRange({ loaderData: { range, others } }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={range.name} subtitle={range.tagline} />
      <div className="content-width py-12">
        <RangeDetail range={range} />
      </div>
      <RelatedLinks heading="Other ranges" tiles={others} />
    </>
  );
}
