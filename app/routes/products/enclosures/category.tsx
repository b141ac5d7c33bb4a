import { Link } from 'react-router';
import { EnclosureDetails } from '~/components/products/enclosures/enclosure-details';
import { EnclosureTabs, enclosurePath } from '~/components/products/enclosures/enclosure-tabs';
import { JunctionBoxList } from '~/components/products/enclosures/junction-box-list';
import { CatalogueLink } from '~/components/ui/catalogue-link';
import { Loaded } from '~/components/ui/loaded';
import { PageBanner } from '~/components/ui/page-banner';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import { CatalogueProductPage } from '~/components/products/catalogue/product-page';
import { catalogueProductHead } from '~/components/products/catalogue/product-head';
import { catalogueProduct } from '~/loaders/catalogue.server';
import { attempt, section } from '~/loaders/content.server';
import { productMeta } from '~/seo';
import type { Route } from './+types/category';

/** The one category page that also lists the boxes of its own catalogue section. */
const junctionBoxesSlug = 'atex-junction-boxes';

/**
 * A category of the enclosures section, or, at an address no category has, a product of the
 * catalogue's enclosures family (this route comes before the catalogue's own).
 */
export async function loader(args: Route.LoaderArgs) {
  const category = await categoryPage(args);
  if (category) return { kind: 'category' as const, ...category };
  const product = await catalogueProduct(
    args.context,
    'enclosures',
    args.params.slug,
    args.request,
  );
  return { kind: 'product' as const, product };
}

async function categoryPage({ context, params }: Route.LoaderArgs) {
  const [page, catalogue] = await Promise.all([
    section(context, 'products/enclosures'),
    section(context, 'catalogue/enclosures'),
  ]);
  const category = catalogue.categories.find((c) => c.slug === params.slug);
  if (!category) return undefined;
  const junctionBoxes =
    category.slug === junctionBoxesSlug
      ? await attempt(
          context,
          section(context, 'catalogue/atex-junction-boxes'),
          'ATEX junction boxes',
        )
      : null;
  return {
    page,
    category,
    categories: catalogue.categories.map(({ name, slug }) => ({ name, slug })),
    junctionBoxes,
  };
}

export const meta = (args: Route.MetaArgs) =>
  productMeta(args, (d) =>
    d.kind === 'product'
      ? catalogueProductHead(d.product)
      : { name: d.category.name, description: d.category.description, image: d.category.image },
  );

export default function EnclosurePage({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === 'product' ? (
    <CatalogueProductPage {...loaderData.product} />
  ) : (
    <EnclosureCategory {...loaderData} />
  );
}

function EnclosureCategory({
  page,
  category,
  categories,
  junctionBoxes,
}: Omit<Extract<Route.ComponentProps['loaderData'], { kind: 'category' }>, 'kind'>) {
  // A category whose link leads elsewhere (Customised → /contacts) gets that as its call to action.
  const elsewhere = category.link && category.link !== enclosurePath(category.slug);
  return (
    <>
      <PageBanner title={category.name} subtitle={category.summary} />
      <EnclosureTabs label={page.heading} categories={categories} />
      <div className="content-width space-y-14 py-12">
        <EnclosureDetails
          image={category.image}
          description={category.description}
          featuresHeading={page.featuresHeading}
          features={category.features}
        >
          <RequestQuoteLink product={category.slug} />
          <CatalogueLink href={category.catalogueUrl} />
        </EnclosureDetails>

        {elsewhere && (
          <section
            aria-label={page.callToActionLabel}
            className="flex flex-col gap-4 rounded-lg bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="max-w-2xl text-brand-900">{page.callToAction}</p>
            <Link to={category.link} className="btn-primary shrink-0">
              {page.callToActionLabel}
            </Link>
          </section>
        )}

        {junctionBoxes && (
          <section aria-labelledby="junction-boxes-heading">
            <h2 id="junction-boxes-heading" className="section-heading mb-6">
              {page.junctionBoxesHeading}
            </h2>
            <Loaded outcome={junctionBoxes} what="ATEX junction boxes">
              {(v) => <JunctionBoxList boxes={v.boxes} />}
            </Loaded>
          </section>
        )}
      </div>
    </>
  );
}
