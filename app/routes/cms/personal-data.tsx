import { data, Link } from 'react-router';
import { PERSONAL_DATA_REQUESTS_PATH } from '~/components/cms/personal-data/personal-data-address';
import { RetentionForm, RetentionSummary } from '~/components/cms/personal-data/retention-periods';
import { ScreenHeading } from '~/components/cms/screen-heading';
import { screenHead } from '~/components/cms/shell/screens';
import { noStore, requireSession } from '~/loaders/cms.server';
import type { Route } from './+types/personal-data';

/**
 * Settings → Personal data (issue 32): how long each kind of personal data is kept. Everyone
 * signed in reads it; the super admin changes it (the API checks that again).
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const session = await requireSession(request, context, url);
  return data(
    {
      superAdmin: session.role === 'super admin',
      settings: await context.services.personalDataSettings.get(),
    },
    { headers: noStore },
  );
}

export const headers: Route.HeadersFunction = () => noStore;
const head = screenHead('settings/personal-data');

export const meta: Route.MetaFunction = head.meta;

export default function PersonalData({ loaderData }: Route.ComponentProps) {
  const { superAdmin, settings } = loaderData;
  return (
    <>
      <ScreenHeading title={head.heading} intro={head.intro} />
      <p className="mb-6 rounded-lg bg-white p-4 ring-1 ring-slate-200">
        <Link to={PERSONAL_DATA_REQUESTS_PATH} className="font-semibold text-brand-700 underline">
          Find a person’s data
        </Link>
        : everything the website holds about one person, to give them a copy or erase it.
      </p>
      {superAdmin ? (
        <RetentionForm settings={settings} />
      ) : (
        <RetentionSummary settings={settings} />
      )}
    </>
  );
}
