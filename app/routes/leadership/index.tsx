import { Link } from 'react-router';
import { MediaImage } from '~/components/ui/media-image';
import { PageBanner } from '~/components/ui/page-banner';
import { section } from '~/loaders/content.server';
import { pageMetaOf } from '~/seo';
import type { Route } from './+types/index';

/**
 * The grid has eight slots (the client's site spec); unfilled ones show as placeholders on wide
 * screens.
 */
const SLOTS = 8;

export const loader = async ({ context }: Route.LoaderArgs) => section(context, 'leadership');

export const meta = (args: Route.MetaArgs) =>
  pageMetaOf(args, (d) => ({ title: d.heading, description: d.intro }));

export default function Leadership({ loaderData: page }: Route.ComponentProps) {
  const empty = Math.max(0, SLOTS - page.members.length);
  return (
    <>
      <PageBanner title={page.heading} subtitle={page.intro} />
      <ul className="content-width grid gap-6 py-12 sm:grid-cols-2 lg:grid-cols-4">
        {page.members.map((m) => (
          <li key={m.slug}>
            <Link to={`/leadership/${m.slug}`} className="group block">
              <MediaImage
                image={m.image}
                alt={`Portrait of ${m.name}`}
                className="aspect-[4/5] w-full rounded-lg bg-slate-200 object-cover"
              />
              <span className="mt-3 block font-semibold text-brand-900 group-hover:text-accent-700 group-hover:underline">
                {m.name}
              </span>
              <span className="block text-sm text-slate-600">{m.position}</span>
            </Link>
          </li>
        ))}
        {Array.from({ length: empty }, (_, i) => (
          <li key={`slot-${i}`} aria-hidden="true" className="hidden lg:block">
            <div className="aspect-[4/5] w-full rounded-lg bg-slate-100" />
          </li>
        ))}
      </ul>
    </>
  );
}
