import { data } from 'react-router';
import { CardGrid } from '~/components/ui/card-grid';
import { PageBanner } from '~/components/ui/page-banner';
import { familyPage } from '~/loaders/catalogue.server';
import { pageMetaOf } from '~/seo';
import type { Route } from './+types/catalogue-family';

/** A family of the catalogue that has no landing page of its own: its products as cards. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const page = await familyPage(context, params.family);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta = (args: Route.MetaArgs) =>
  pageMetaOf(args, (d) => ({ title: d.family.name, description: d.family.summary }));

export default function CatalogueFamily({
  loaderData: { family, products },
}: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={family.name} subtitle={family.summary} />
      <div className="content-width py-10">
        {products.length > 0 ? (
          <CardGrid cards={products} label={`${family.name} products`} />
        ) : (
          <p className="text-slate-700">There are no products in this family yet.</p>
        )}
      </div>
    </>
  );
}
