import { data, Link, redirect } from 'react-router';
import { INSIGHTS_PATH, SEARCH_SETTINGS_PATH } from '~/components/cms/insights/paths';
import { SynonymsForm } from '~/components/cms/insights/synonyms-form';
import { lagosWhen } from '../../../content/lagos-time';
import { ScreenHeading } from '~/components/cms/screen-heading';
import { screenHead } from '~/components/cms/shell/screens';
import { noStore, requireUser } from '~/loaders/cms.server';
import { fieldErrors } from '../../../schemas/enquiry';
import { groupsOfText, groupsText, synonymsInput } from '../../../schemas/search-synonyms';
import { actorOf } from '../../../server/services/audit-log';
import type { Route } from './+types/search-settings';

/**
 * Settings → Search (issue 33): the synonym groups the site search applies. `?add=<query>` (the
 * dashboard's "add a synonym" for a search that found nothing) starts a new line with it.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireUser(request, context, url);
  const synonyms = await context.services.synonyms.get();
  const query = url.searchParams;
  const add = query.get('add')?.trim().slice(0, 60) ?? '';
  const text = groupsText(synonyms.groups);
  return data(
    {
      synonyms,
      saved: query.get('saved') === '1',
      text: add ? `${text}${text ? '\n' : ''}${add}, ` : text,
    },
    { headers: noStore },
  );
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = await requireUser(request, context, url);
  const form = await request.formData();
  const text = String(form.get('groups') ?? '');
  // The API's schema, checked here too, so the form's answer is the API's messages.
  const parsed = synonymsInput.safeParse({ groups: groupsOfText(text) });
  if (!parsed.success) {
    return data({ text, fields: fieldErrors(parsed.error) }, { status: 400, headers: noStore });
  }
  await context.services.synonyms.update(parsed.data, actorOf(user, context.clientIp));
  // Away from `?add=`: a reload neither posts again nor adds the query again.
  throw redirect(`${SEARCH_SETTINGS_PATH}?saved=1`, { headers: noStore });
}

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
