import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import { AlternatingSections } from '~/components/ui/alternating-sections';
import { BannerPage } from '~/components/ui/page-banner';
import { section } from '~/loaders/content.server';
import { pageMetaOf } from '~/seo';
import type { Route } from './+types/services';

export async function loader({ context }: Route.LoaderArgs) {
  const [page, texts, fabrication, installation, maintenance] = await Promise.all([
    section(context, 'services/page'),
    section(context, 'home/services'),
    section(context, 'services/fabrication'),
    section(context, 'services/installation'),
    section(context, 'services/maintenance'),
  ]);
  return {
    page,
    blocks: [
      {
        id: 'fabrication',
        title: page.fabricationTitle,
        text: texts.fabrication,
        image: fabrication.fabricationImageUrl,
      },
      {
        id: 'installation',
        title: page.installationTitle,
        text: texts.installation,
        image: installation.installationImageUrl,
      },
      {
        id: 'maintenance',
        title: page.maintenanceTitle,
        text: texts.maintenance,
        image: maintenance.maintenanceImageUrl,
      },
    ],
  };
}

export const meta = (args: Route.MetaArgs) =>
  pageMetaOf(args, (d) => ({ title: d.page.heading, description: d.page.intro }));

export default function Services({ loaderData: { page, blocks } }: Route.ComponentProps) {
  return (
    <BannerPage title={page.heading} subtitle={page.intro} className="space-y-12 py-12">
      <AlternatingSections
        sections={blocks.map((block) => ({
          ...block,
          alt: '',
          body: <p className="leading-relaxed text-slate-700">{block.text}</p>,
        }))}
      />
      <RequestQuoteLink />
    </BannerPage>
  );
}
