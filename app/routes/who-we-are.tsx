import { PageBanner } from '~/components/ui/page-banner';
import { RichText } from '~/components/ui/rich-text';
import { ValuesGrid } from '~/components/site/values-grid';
import { section } from '~/loaders/content.server';
import { pageMetaOf } from '~/seo';
import type { Route } from './+types/who-we-are';

export async function loader({ context }: Route.LoaderArgs) {
  const [page, banner, values, visionMission] = await Promise.all([
    section(context, 'about/who-we-are'),
    section(context, 'about/banner'),
    section(context, 'about/values'),
    section(context, 'about/vision-mission'),
  ]);
  return { page, banner: banner.banner, values, visionMission };
}

export const meta = (args: Route.MetaArgs) =>
  pageMetaOf(args, (d) => ({
    title: d.page.heading,
    description: d.page.intro,
    image: d.banner,
  }));

export default function WhoWeAre({
  loaderData: { page, banner, values, visionMission },
}: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={page.heading} image={banner} />
      <div className="content-width space-y-14 py-12">
        <RichText html={page.intro} className="max-w-3xl text-lg text-slate-700" />

        <div className="grid gap-6 md:grid-cols-2">
          {(
            [
              ['Our mission', visionMission.mission],
              ['Our vision', visionMission.vision],
            ] as const
          ).map(([title, text]) => (
            <section
              key={title}
              className="rounded-lg border-l-4 border-accent-500 bg-brand-50 p-6"
            >
              <h2 className="mb-2 text-xl font-bold text-brand-900">{title}</h2>
              <p className="leading-relaxed text-slate-700">{text}</p>
            </section>
          ))}
        </div>

        <ValuesGrid values={values} />

        {page.certifications.length > 0 && (
          <section aria-labelledby="certifications-heading">
            <h2 id="certifications-heading" className="section-heading mb-6">
              Certifications
            </h2>
            <ul className="grid gap-5 sm:grid-cols-2">
              {page.certifications.map((c) => (
                <li key={c.standard} className="rounded-lg border border-slate-200 p-5">
                  <p className="text-lg font-bold text-brand-900">{c.standard}</p>
                  <p className="mt-1 text-slate-700">{c.description}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
