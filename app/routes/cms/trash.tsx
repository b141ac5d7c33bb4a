import { data } from 'react-router';
import { LoadFailed } from '~/components/cms/load-failed';
import { ScreenHeading } from '~/components/cms/screen-heading';
import { screenHead } from '~/components/cms/shell/screens';
import { TrashFilter } from '~/components/cms/trash/trash-filter';
import { TrashList } from '~/components/cms/trash/trash-list';
import { noStore, requireUser } from '~/loaders/cms.server';
import { trashData } from '~/loaders/trash.server';
import type { Route } from './+types/trash';

/** Trash: what staff deleted in the last 30 days, and a way to put it back (issue 14). */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireUser(request, context, url);
  const found = await trashData(context, url.searchParams);
  return data(found, { headers: noStore });
}

export const headers: Route.HeadersFunction = () => noStore;
const head = screenHead('trash');

export const meta: Route.MetaFunction = head.meta;

export default function Trash({ loaderData }: Route.ComponentProps) {
  const { view, errors, list, kinds } = loaderData;
  return (
    <>
      <ScreenHeading title={head.heading} intro={head.intro} />
      <TrashFilter key={view.collection ?? ''} view={view} errors={errors} kinds={kinds} />
      {list ? <TrashList list={list} view={view} /> : <LoadFailed what="trash" />}
    </>
  );
}
