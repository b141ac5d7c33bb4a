import { data } from 'react-router';
import { activityQuery } from '~/components/cms/activity/activity-address';
import { ActivityFilters } from '~/components/cms/activity/activity-filters';
import { ActivityList } from '~/components/cms/activity/activity-list';
import { LoadFailed } from '~/components/cms/load-failed';
import { ScreenHeading } from '~/components/cms/screen-heading';
import { SuperAdminOnlyScreen } from '~/components/cms/settings/super-admin-only';
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
  if (!loaderData.allowed) return <SuperAdminOnlyScreen title={head.heading} />;
  const { query, errors, log, people } = loaderData;
  return (
    <>
      <ScreenHeading title={head.heading} intro={head.intro} />
      <ActivityFilters key={JSON.stringify(query)} query={query} errors={errors} people={people} />
      {log ? <ActivityList log={log} query={query} /> : <LoadFailed what="activity" />}
    </>
  );
}
