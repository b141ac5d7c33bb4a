/**
 * Settings → Search (issue 33): the synonym groups the site search applies. `?add=<query>` (the
 * dashboard's "add a synonym" for a search that found nothing) starts a new line with it.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import { SEARCH_SETTINGS_PATH } from '~/components/cms/insights/paths';
import { noStore, requireUser } from './cms.server';
import { fieldErrors } from '../../schemas/enquiry';
import { groupsOfText, groupsText, synonymsInput } from '../../schemas/search-synonyms';
import { actorOf } from '../../server/services/shared/audit-log';

export async function searchSettingsLoader(request: Request, context: AppLoadContext, url: URL) {
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

export async function searchSettingsAction(request: Request, context: AppLoadContext, url: URL) {
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
