import { data } from 'react-router';
import { RequestsFindings } from '~/components/cms/personal-data/requests-findings';
import { RequestsSearch } from '~/components/cms/personal-data/requests-search';
import { ScreenHeading } from '~/components/cms/screen-heading';
import { SuperAdminOnlyScreen } from '~/components/cms/settings/super-admin-only';
import { screenHead } from '~/components/cms/shell/screens';
import { noStore, requireSession } from '~/loaders/cms.server';
import { personLookup } from '~/loaders/personal-data.server';
import type { Route } from './+types/personal-data-requests';

/**
 * Settings → Personal data → Find a person's data (issue 32): the super admin's alone. The address
 * is in the page's query (a GET form), so the look-up works without JavaScript and a reload shows
 * it again; corrections and the erasure call the API.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const session = await requireSession(request, context, url);
  if (session.role !== 'super admin') {
    return data({ allowed: false as const }, { headers: noStore });
  }
  const lookup = await personLookup(context, session, url.searchParams.get('email'));
  return data({ allowed: true as const, ...lookup }, { headers: noStore });
}

export const headers: Route.HeadersFunction = () => noStore;
const head = screenHead('settings/personal-data/requests');

export const meta: Route.MetaFunction = head.meta;

export default function PersonalDataRequests({ loaderData }: Route.ComponentProps) {
  if (!loaderData.allowed) return <SuperAdminOnlyScreen title={head.heading} />;
  const { email, findings } = loaderData;
  return (
    <>
      <ScreenHeading title={head.heading} intro={head.intro} />
      <RequestsSearch key={email} email={email} error={loaderData.error} />
      {findings && <RequestsFindings key={findings.email} findings={findings} />}
    </>
  );
}
