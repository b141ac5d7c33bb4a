import { data } from 'react-router';
import { activityQuery } from '~/components/cms/activity/activity-address';
import { ActivityFilters } from '~/components/cms/activity/activity-filters';
import { ActivityList } from '~/components/cms/activity/activity-list';
import { ScreenHeading } from '~/components/cms/screen-heading';
import { SuperAdminOnly } from '~/components/cms/settings/super-admin-only';
import { screenHead } from '~/components/cms/shell/screens';
import { activityData } from '~/loaders/activity.server';
import { noStore, requireSession } from '~/loaders/cms.server';
import type { Route } from './+types/activity';

/** Settings → Activity: the audit log, the super admin's alone (issue 14). */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const session = await requireSession(request, context, url);
  if (session.role !== 'super admin') {
    return data({ allowed: false as const }, { headers: noStore });
  }
  const { query, errors } = activityQuery(url.searchParams);
  return data(
    { allowed: true as const, ...(await activityData(context, query, errors)) },
    { headers: noStore },
  );
}

export const headers: Route.HeadersFunction = () => noStore;
const head = screenHead('settings/activity');

export const meta: Route.MetaFunction = head.meta;

export default function Activity({ loaderData }: Route.ComponentProps) {
  if (!loaderData.allowed) {
    return (
      <>
        <ScreenHeading title={head.heading} />
        <SuperAdminOnly />
      </>
    );
  }
  const { query, errors, log, people } = loaderData;
  return (
    <>
      <ScreenHeading title={head.heading} intro={head.intro} />
      <ActivityFilters key={JSON.stringify(query)} query={query} errors={errors} people={people} />
      {log ? (
        <ActivityList log={log} query={query} />
      ) : (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800 ring-1 ring-red-300">
          The activity could not be loaded. Please try again in a moment.
        </p>
      )}
    </>
  );
}
