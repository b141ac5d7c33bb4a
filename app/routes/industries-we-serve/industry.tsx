import { data } from 'react-router';
import { IndustryCatalogue } from '~/components/industries-we-serve/industry-catalogue';
import { industryPath } from '~/components/industries-we-serve/industry-paths';
import { IndustryTabs } from '~/components/industries-we-serve/industry-tabs';
import { Loaded } from '~/components/ui/loaded';
import { MediaImage } from '~/components/ui/media-image';
import { PageBanner } from '~/components/ui/page-banner';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import { industryProducts } from '~/loaders/catalogue.server';
import { attempt, section } from '~/loaders/content.server';
import { pageMetaOf } from '~/seo';
import type { Route } from './+types/industry';

export async function loader({ params, context }: Route.LoaderArgs) {
  const [{ industries }, page, catalogue] = await Promise.all([
    section(context, 'catalogue/industries'),
    section(context, 'industries-we-serve'),
    // The products are secondary: if they cannot be read, the industry still shows.
    attempt(context, industryProducts(context, params.slug), 'industry products'),
  ]);
  const industry = industries.find((i) => i.slug === params.slug);
  if (!industry) throw data(null, { status: 404 });
  return {
    industry,
    tabs: industries.map((i) => ({ label: i.name, to: industryPath(i.slug) })),
    catalogueHeading: page.catalogueHeading,
    catalogueIntro: page.catalogueIntro,
    catalogue,
  };
}

export const meta = (args: Route.MetaArgs) =>
  pageMetaOf(args, (d) => ({
    title: d.industry.name,
    description: d.industry.summary || d.industry.heading,
    image: d.industry.banner,
  }));

export default function Industry({
  loaderData: { industry, tabs, catalogueHeading, catalogueIntro, catalogue },
}: Route.ComponentProps) {
  return (
    <>
      <IndustryTabs tabs={tabs} />
      <PageBanner title={industry.heading} subtitle={industry.audience} />
      <div className="content-width py-10">
        <MediaImage
          image={industry.banner}
          alt=""
          priority
          className="aspect-[11/4] w-full rounded-lg bg-slate-100 object-cover shadow-sm"
        />
        {industry.summary && (
          <p className="mt-8 max-w-3xl text-lg leading-relaxed text-slate-700">
            {industry.summary}
          </p>
        )}
        <div className="mt-8">
          <RequestQuoteLink />
        </div>
      </div>
      <section
        aria-labelledby="catalogue-heading"
        className="border-t border-slate-200 bg-slate-50"
      >
        <div className="content-width py-12">
          <h2 id="catalogue-heading" className="section-heading">
            {catalogueHeading}
          </h2>
          {catalogueIntro && <p className="mt-2 mb-8 max-w-2xl text-slate-600">{catalogueIntro}</p>}
          <Loaded outcome={catalogue} what="product catalogue">
            {(groups) => <IndustryCatalogue groups={groups} />}
          </Loaded>
        </div>
      </section>
    </>
  );
}
