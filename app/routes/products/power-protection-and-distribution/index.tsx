import { ReadMoreIntro } from '~/components/products/power-protection-and-distribution/read-more-intro';
import { CardGrid } from '~/components/ui/card-grid';
import { PageBanner } from '~/components/ui/page-banner';
import { section } from '~/loaders/content.server';
import { pageMetaOf } from '~/seo';
import { MoreProducts } from '~/components/products/catalogue/more-products';
import { familyProducts } from '~/loaders/catalogue.server';
import type { Route } from './+types/index';

export async function loader({ context }: Route.LoaderArgs) {
  return {
    page: await section(context, 'products/power-protection-and-distribution'),
    more: await familyProducts(context, 'power-protection-and-distribution', {
      standardOnly: true,
    }),
  };
}

export const meta = (args: Route.MetaArgs) =>
  pageMetaOf(args, (d) => ({
    title: d.page.heading,
    description: d.page.intro,
    image: d.page.lowVoltage[0]?.image,
  }));

export default function PowerProtectionLanding({
  loaderData: { page, more },
}: Route.ComponentProps) {
  const groups = [
    { id: 'low-voltage', heading: page.lowVoltageHeading, cards: page.lowVoltage },
    { id: 'medium-voltage', heading: page.mediumVoltageHeading, cards: page.mediumVoltage },
  ];
  return (
    <>
      <PageBanner title={page.heading} />
      <div className="content-width space-y-12 py-10 sm:py-12">
        <ReadMoreIntro intro={page.intro} more={page.more} />
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`${group.id}-heading`}>
            <h2 id={`${group.id}-heading`} className="section-heading mb-6">
              {group.heading}
            </h2>
            <CardGrid cards={group.cards} />
          </section>
        ))}
      </div>
      <MoreProducts cards={more} />
    </>
  );
}
