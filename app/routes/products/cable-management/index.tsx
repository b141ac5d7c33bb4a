import { FlipCard } from '~/components/products/cable-management/flip-card';
import { PageBanner } from '~/components/ui/page-banner';
import { section } from '~/loaders/content.server';
import { pageMetaOf } from '~/seo';
import { MoreProducts } from '~/components/products/catalogue/more-products';
import { familyProducts } from '~/loaders/catalogue.server';
import type { Route } from './+types/index';

export async function loader({ context }: Route.LoaderArgs) {
  return {
    page: await section(context, 'products/cable-management'),
    more: await familyProducts(context, 'cable-management', { standardOnly: true }),
  };
}

export const meta = (args: Route.MetaArgs) =>
  pageMetaOf(args, (d) => ({
    title: d.page.heading,
    description: d.page.intro,
    image: d.page.cards[0]?.image,
  }));

export default function CableManagementLanding({
  loaderData: { page, more },
}: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={page.heading} subtitle={page.intro} />
      <div className="content-width py-10 sm:py-12">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.cards.map((card, i) => (
            <FlipCard key={`${i}-${card.to}`} {...card} />
          ))}
        </ul>
      </div>
      <MoreProducts cards={more} />
    </>
  );
}
