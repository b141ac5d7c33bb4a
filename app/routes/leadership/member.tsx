import { data } from 'react-router';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { MediaImage } from '~/components/ui/media-image';
import { RichText } from '~/components/ui/rich-text';
import { section } from '~/loaders/content.server';
import { pageMetaOf } from '~/seo';
import type { Route } from './+types/member';

/** Read from the database by slug, so the page works when opened directly or shared. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const page = await section(context, 'leadership');
  const member = page.members.find((m) => m.slug === params.slug);
  if (!member) throw data(null, { status: 404 });
  return { member };
}

export const meta = (args: Route.MetaArgs) =>
  pageMetaOf(args, (d) => ({
    title: d.member.name,
    description: `${d.member.position}. ${d.member.bio}`,
    image: d.member.largeImage,
  }));

export default function LeadershipMember({ loaderData: { member } }: Route.ComponentProps) {
  return (
    <>
      <Breadcrumbs items={[{ label: 'Leadership', to: '/leadership' }, { label: member.name }]} />
      <article className="content-width grid gap-8 py-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:py-12">
        {member.largeImage.src ? (
          <MediaImage
            image={member.largeImage}
            alt={`Portrait of ${member.name}`}
            priority
            className="aspect-[4/5] w-full rounded-lg object-cover"
          />
        ) : (
          <div aria-hidden="true" className="aspect-[4/5] w-full rounded-lg bg-slate-300" />
        )}
        <div>
          <h1 className="text-3xl font-bold text-brand-900">{member.name}</h1>
          <p className="mt-1 mb-6 text-lg text-accent-700">{member.position}</p>
          <RichText html={member.bio} className="text-slate-700" />
        </div>
      </article>
    </>
  );
}
