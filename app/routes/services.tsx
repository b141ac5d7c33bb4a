import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import { MediaImage } from '~/components/ui/media-image';
import { PageBanner } from '~/components/ui/page-banner';
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
    <>
      <PageBanner title={page.heading} subtitle={page.intro} />
      <div className="content-width space-y-12 py-12">
        {blocks.map((block, i) => (
          <section
            key={block.id}
            id={block.id}
            aria-labelledby={`${block.id}-heading`}
            className="grid items-center gap-6 md:grid-cols-2 md:gap-10"
          >
            <MediaImage
              image={block.image}
              alt=""
              className={`w-full rounded-lg object-cover shadow-sm ${i % 2 ? 'md:order-last' : ''}`}
            />
            <div>
              <h2 id={`${block.id}-heading`} className="section-heading mb-3">
                {block.title}
              </h2>
              <p className="leading-relaxed text-slate-700">{block.text}</p>
            </div>
          </section>
        ))}
        <RequestQuoteLink />
      </div>
    </>
  );
}
