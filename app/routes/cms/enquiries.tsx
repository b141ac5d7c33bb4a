import { data } from 'react-router';
import { EnquiryDetail } from '~/components/cms/inbox/enquiry-detail';
import { EnquiryFilters } from '~/components/cms/inbox/enquiry-filters';
import { EnquiryTable } from '~/components/cms/inbox/enquiry-table';
import { ScreenHeading } from '~/components/cms/screen-heading';
import { noStore, requireUser } from '~/loaders/cms.server';
import { enquiryLines, enquiryStatuses, enquiryTypes } from '../../../schemas/enquiry';
import type { Route } from './+types/enquiries';

const PAGE_SIZE = 20;
const pick = <T extends string>(value: string | null, allowed: readonly T[]) =>
  allowed.find((a) => a === value);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const query = new URL(request.url).searchParams;
  const filter = {
    type: pick(query.get('type'), enquiryTypes),
    status: pick(query.get('status'), enquiryStatuses),
  };
  const page = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
  const { enquiries } = context.services;
  const [list, opened] = await Promise.all([
    enquiries.list(filter, page, PAGE_SIZE),
    query.get('open') ? enquiries.get(query.get('open') ?? '').catch(() => undefined) : undefined,
  ]);
  return data(
    {
      filter,
      list,
      opened: opened && { ...opened, lines: enquiryLines(opened) },
      emailEnabled: enquiries.emailEnabled,
    },
    { headers: noStore },
  );
}

export const headers: Route.HeadersFunction = () => noStore;
export const meta: Route.MetaFunction = () => [{ title: 'Enquiries | CMS' }];

export default function Enquiries({
  loaderData: { filter, list, opened, emailEnabled },
}: Route.ComponentProps) {
  return (
    <>
      <ScreenHeading
        title="Enquiries"
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
      <EnquiryFilters filter={filter} />
      {opened && <EnquiryDetail enquiry={opened} />}
      <EnquiryTable list={list} filter={filter} openedId={opened?._id} />
    </>
  );
}
