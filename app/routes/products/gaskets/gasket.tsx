import { data } from 'react-router';
import { ContactLine } from '~/components/products/gaskets/contact-line';
import { gasketPages, isGasketSlug } from '~/components/products/gaskets/gasket-pages';
import { GasketTypes } from '~/components/products/gaskets/gasket-types';
import { ItemLists } from '~/components/products/gaskets/item-lists';
import { SpecTable } from '~/components/products/gaskets/spec-table';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { CatalogueLink } from '~/components/ui/catalogue-link';
import { MediaImage } from '~/components/ui/media-image';
import { PageBanner } from '~/components/ui/page-banner';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import { section } from '~/loaders/content.server';
import { productMeta } from '~/seo';
import type { Route } from './+types/gasket';

export async function loader({ context, request }: Route.LoaderArgs) {
  // One module serves three static routes; the last path segment says which gasket.
  const slug = new URL(request.url).pathname.split('/').filter(Boolean).pop() ?? '';
  if (!isGasketSlug(slug)) throw data(null, { status: 404 });
  const [gasket, landing, footer] = await Promise.all([
    section(context, gasketPages[slug]),
    section(context, 'products/gaskets'),
    section(context, 'footer'),
  ]);
  return {
    slug,
    gasket,
    landingHeading: landing.heading,
    contact: { phone: footer.phone, email: footer.email },
  };
}

export const meta = (args: Route.MetaArgs) =>
  productMeta(args, (d) => ({
    name: d.gasket.title,
    description: d.gasket.description,
    summary: d.gasket.intro || d.gasket.description,
    image: d.gasket.image,
  }));

export default function GasketPage({
  loaderData: { slug, gasket, landingHeading, contact },
}: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={gasket.title} subtitle={gasket.intro} />
      <Breadcrumbs
        items={[{ label: landingHeading, to: '/products/gaskets' }, { label: gasket.title }]}
      />
      <div className="content-width space-y-14 py-10">
        <div className="grid items-start gap-8 md:grid-cols-2 md:gap-10">
          <MediaImage
            image={gasket.image}
            alt=""
            className="aspect-[8/5] w-full rounded-lg object-cover shadow-sm"
          />
          <div>
            <p className="leading-relaxed whitespace-pre-line text-slate-700">
              {gasket.description}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <RequestQuoteLink product={slug} />
              <CatalogueLink href={gasket.catalogueUrl} />
            </div>
          </div>
        </div>

        {gasket.lists.length > 0 && <ItemLists lists={gasket.lists} />}

        {gasket.specs.length > 0 && (
          <SpecTable id="properties-heading" heading={gasket.specsHeading} rows={gasket.specs} />
        )}

        {gasket.types.length > 0 && (
          <GasketTypes heading={gasket.typesHeading} types={gasket.types} />
        )}

        {gasket.contactText && (
          <ContactLine text={gasket.contactText} phone={contact.phone} email={contact.email} />
        )}
      </div>
    </>
  );
}
