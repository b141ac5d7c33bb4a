import { data, redirect } from 'react-router';
import { EnquiryDetail } from '~/components/cms/inbox/enquiry-detail';
import { EnquiryFilters, type FilterErrors } from '~/components/cms/inbox/enquiry-filters';
import { EnquiryTable } from '~/components/cms/inbox/enquiry-table';
import { inboxHref } from '~/components/cms/inbox/labels';
import { pageCount } from '~/components/cms/paging';
import { ScreenHeading } from '~/components/cms/screen-heading';
import { noStore, requireUser } from '~/loaders/cms.server';
import {
  enquiryLines,
  fieldErrors,
  inboxFilterSchema,
  type InboxFilter,
} from '../../../schemas/enquiry';
import { lenientPage } from '../../../schemas/list-query';
import type { Route } from './+types/enquiries';
import { screenHead } from '~/components/cms/shell/screens';

const PAGE_SIZE = 20;

/**
 * The filters in the address, by the API's rules. A GET form sends empty fields for "any", so
 * those are dropped; a value that breaks a rule (a hand-edited link) is left out and reported.
 */
function parseFilter(query: URLSearchParams): { filter: InboxFilter; errors: FilterErrors } {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(inboxFilterSchema.shape)) {
    const value = query.get(key);
    if (value) raw[key] = value;
  }
  const parsed = inboxFilterSchema.safeParse(raw);
  if (parsed.success) return { filter: parsed.data, errors: {} };
  const errors: FilterErrors = fieldErrors(parsed.error);
  const valid = Object.fromEntries(Object.entries(raw).filter(([key]) => !(key in errors)));
  return { filter: inboxFilterSchema.parse(valid), errors };
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireUser(request, context, url);
  const query = url.searchParams;
  const { filter, errors } = parseFilter(query);
  const page = lenientPage(query.get('page'));
  const openId = query.get('open');
  const { enquiries, auth } = context.services;
  const [list, opened, users] = await Promise.all([
    enquiries.list(filter, page, PAGE_SIZE),
    openId ? enquiries.get(openId).catch(() => undefined) : undefined,
    openId ? auth.listUsers() : [],
  ]);
  const pages = pageCount(list);
  if (page > pages) {
    throw redirect(inboxHref(filter, { page: pages, open: openId ?? undefined }), {
      headers: noStore,
    });
  }
  return data(
    {
      filter,
      errors,
      list,
      // The lines as text, but a quote's products: the detail lists those with their links.
      opened: opened && {
        ...opened,
        lines: enquiryLines(opened).filter(([label]) => label !== 'Products'),
      },
      staff: users.map((u) => ({ id: u._id, name: u.username })),
      emailEnabled: enquiries.emailEnabled,
    },
    { headers: noStore },
  );
}

export const headers: Route.HeadersFunction = () => noStore;
const head = screenHead('enquiries');

export const meta: Route.MetaFunction = head.meta;

export default function Enquiries({
  loaderData: { filter, errors, list, opened, staff, emailEnabled },
}: Route.ComponentProps) {
  return (
    <>
      <ScreenHeading
        title={head.heading}
        intro="Contact enquiries, quote requests and job applications from the website, newest first."
      />
      {!emailEnabled && (
        <p
          role="note"
          className="mb-6 rounded-md bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-400"
        >
          E-mail is off: enquiries are kept here but no notifications are sent. Ask your
          administrator to set SMTP_URL on the server.
        </p>
      )}
      <EnquiryFilters key={JSON.stringify(filter)} filter={filter} errors={errors} />
      {opened && (
        <EnquiryDetail
          key={opened._id}
          enquiry={opened}
          staff={staff}
          closeHref={inboxHref(filter, { page: list.page })}
        />
      )}
      <EnquiryTable list={list} filter={filter} openedId={opened?._id} />
    </>
  );
}
