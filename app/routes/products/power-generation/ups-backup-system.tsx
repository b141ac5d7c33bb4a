import { PowerTabs } from '~/components/products/power-generation/power-tabs';
import { BulletList } from '~/components/ui/bullet-list';
import { MediaImage } from '~/components/ui/media-image';
import { PageBanner } from '~/components/ui/page-banner';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import { section } from '~/loaders/content.server';
import { productMeta } from '~/seo';
import type { Route } from './+types/ups-backup-system';

export async function loader({ context }: Route.LoaderArgs) {
  const [page, generators] = await Promise.all([
    section(context, 'products/power-generation'),
    section(context, 'catalogue/generators'),
  ]);
  return {
    page,
    ups: {
      intro: generators.upsIntro,
      features: generators.upsFeatures,
      image: generators.upsImage,
    },
  };
}

export const meta = (args: Route.MetaArgs) =>
  productMeta(args, (d) => ({
    name: d.page.upsTitle,
    description: d.ups.intro,
    image: d.ups.image,
  }));

export default function UpsBackupSystem({ loaderData: { page, ups } }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={page.upsTitle} subtitle={page.upsSummary} />
      <PowerTabs page={page} />
      <div className="content-width space-y-10 py-12">
        <MediaImage
          image={ups.image}
          alt=""
          className="aspect-[11/5] w-full rounded-lg object-cover shadow-sm"
        />
        <div className="grid gap-8 md:grid-cols-2 md:gap-12">
          <p className="leading-relaxed whitespace-pre-line text-slate-700">{ups.intro}</p>
          {ups.features.length > 0 && (
            <section aria-labelledby="ups-features-heading">
              <h2 id="ups-features-heading" className="mb-3 text-xl font-semibold text-brand-900">
                {page.upsFeaturesHeading}
              </h2>
              <BulletList items={ups.features} />
            </section>
          )}
        </div>
        <RequestQuoteLink product="ups-backup-system" />
      </div>
    </>
  );
}
