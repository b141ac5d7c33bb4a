import { MapEmbed } from '~/components/site/map-embed';
import { PageBanner } from '~/components/ui/page-banner';
import { section } from '~/loaders/content.server';
import { pageMeta } from '~/seo';
import type { Route } from './+types/contacts';

export async function loader({ context }: Route.LoaderArgs) {
  const [page, footer] = await Promise.all([
    section(context, 'contacts/page'),
    section(context, 'footer'),
  ]);
  return { page, footer };
}

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, args.data && { title: args.data.page.heading, description: args.data.page.intro });

export default function Contacts({ loaderData: { page, footer } }: Route.ComponentProps) {
  const details = [
    { label: 'Head office', text: footer.headOffice },
    { label: 'Factory', text: footer.factoryAddress },
    { label: 'Opening hours', text: page.openingHours },
  ].filter((d) => d.text);
  return (
    <>
      <PageBanner title={page.heading} subtitle={page.intro} />
      <div className="content-width space-y-12 py-12">
        <section aria-label="Contact details" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <h2 className="mb-1 text-sm font-semibold tracking-wide text-accent-700 uppercase">
              Phone and e-mail
            </h2>
            <p>
              <a
                className="text-brand-700 underline"
                href={`tel:${footer.phone.replace(/[^\d+]/g, '')}`}
              >
                {footer.phone}
              </a>
            </p>
            <p>
              <a className="text-brand-700 underline" href={`mailto:${footer.email}`}>
                {footer.email}
              </a>
            </p>
          </div>
          {details.map((d) => (
            <div key={d.label}>
              <h2 className="mb-1 text-sm font-semibold tracking-wide text-accent-700 uppercase">
                {d.label}
              </h2>
              <p className="whitespace-pre-line text-slate-700">{d.text}</p>
            </div>
          ))}
        </section>
        <MapEmbed title={page.mapTitle} preview={page.mapPreview} query={page.mapQuery} />
      </div>
    </>
  );
}
