import { data } from 'react-router';
import { libraryQuery } from '~/components/cms/media/library-address';
import { MediaLibrary } from '~/components/cms/media/media-library';
import { ScreenHeading } from '~/components/cms/screen-heading';
import { screenHead } from '~/components/cms/shell/screens';
import { noStore, requireUser } from '~/loaders/cms.server';
import type { Route } from './+types/media';

/** The first page of the address's search and filter, rendered on the server. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireUser(request, context, url);
  const query = libraryQuery(url.searchParams);
  const first = await context.services.mediaLibrary.list(query);
  return data({ query, first }, { headers: noStore });
}

export const headers: Route.HeadersFunction = () => noStore;
const head = screenHead('media');

export const meta: Route.MetaFunction = head.meta;

export default function CmsMedia({ loaderData: { query, first } }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeading title={head.heading} intro={head.intro} />
      <MediaLibrary query={query} first={first} />
    </>
  );
}
