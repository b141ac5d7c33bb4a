import { Link } from 'react-router';
import { INSIGHTS_PATH } from '~/components/cms/insights/paths';
import { SynonymsForm } from '~/components/cms/insights/synonyms-form';
import { lagosWhen } from '../../../content/lagos-time';
import { ScreenHeading } from '~/components/cms/screen-heading';
import { screenHead } from '~/components/cms/shell/screens';
import { noStore } from '~/loaders/cms.server';
import type { Route } from './+types/search-settings';
import { searchSettingsAction, searchSettingsLoader } from '~/loaders/search-settings.server';

/**
 * Settings → Search (issue 33): the synonym groups the site search applies. `?add=<query>` (the
 * dashboard's "add a synonym" for a search that found nothing) starts a new line with it.
 */
export const loader = ({ request, context, url }: Route.LoaderArgs) =>
  searchSettingsLoader(request, context, url);
export const action = ({ request, context, url }: Route.ActionArgs) =>
  searchSettingsAction(request, context, url);

export const headers: Route.HeadersFunction = () => noStore;
const head = screenHead('settings/search');

export const meta: Route.MetaFunction = head.meta;

export default function SearchSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { synonyms, text, saved } = loaderData;
  return (
    <>
      <ScreenHeading title={head.heading} intro={head.intro} />
      <p className="mb-6 rounded-lg bg-white p-4 ring-1 ring-slate-200">
        The searches that found nothing are on{' '}
        <Link
          to={`${INSIGHTS_PATH}#group-searches`}
          className="font-semibold text-brand-700 underline"
        >
          Insights
        </Link>
        .{' '}
        {synonyms.updatedAt && synonyms.updatedBy
          ? `Last changed by ${synonyms.updatedBy} on ${lagosWhen(synonyms.updatedAt)} (Lagos time).`
          : 'No synonyms yet.'}
      </p>
      <SynonymsForm
        key={synonyms.updatedAt ?? 'none'}
        text={actionData?.text ?? text}
        fields={actionData?.fields}
        saved={saved && !actionData}
      />
    </>
  );
}
