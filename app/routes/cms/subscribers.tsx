import { data, redirect } from 'react-router';
import { lenientPage } from '../../../schemas/list-query';
import { useDeleteRecord } from '~/components/cms/collections/use-delete-record';
import { formatDate } from '~/components/cms/inbox/labels';
import { Pager } from '~/components/cms/pager';
import { formatCount, hrefWith, pageCount, showingText } from '~/components/cms/paging';
import { ScreenHeading } from '~/components/cms/screen-heading';
import { noStore, requireUser } from '~/loaders/cms.server';
import type { Route } from './+types/subscribers';
import { screenHead } from '~/components/cms/shell/screens';

const PAGE_SIZE = 50;
const pageHref = (page: number) => hrefWith('/cms/subscribers', { page });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const page = lenientPage(new URL(request.url).searchParams.get('page'));
  const list = await context.services.enquiries.subscribers(page, PAGE_SIZE);
  const pages = pageCount(list);
  if (page > pages) throw redirect(pageHref(pages), { headers: noStore });
  return data(list, { headers: noStore });
}

export const headers: Route.HeadersFunction = () => noStore;
const head = screenHead('subscribers');

export const meta: Route.MetaFunction = head.meta;

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const { subscribers, total } = loaderData;
  const { remove, dialog } = useDeleteRecord('newsletter');
  return (
    <>
      {dialog}
      <ScreenHeading
        title={head.heading}
        intro={`${formatCount(total)} addresses signed up on the website.`}
      />
      <p className="mb-4">
        <a
          href="/api/v1/newsletter.csv"
          download
          className="font-semibold text-brand-700 underline"
        >
          Export CSV
        </a>
      </p>
      {total > 0 && <p className="mb-2 text-sm text-slate-700">{showingText(loaderData)}</p>}
      {subscribers.length === 0 ? (
        <p className="rounded-lg bg-white p-8 text-center text-slate-700 ring-1 ring-slate-200">
          No subscribers yet.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg bg-white ring-1 ring-slate-200">
          {subscribers.map((s) => (
            <li key={s._id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <span className="font-semibold break-all text-brand-900">{s.email}</span>
              <span className="text-sm text-slate-600">since {formatDate(s.createdAt)}</span>
              <button
                type="button"
                onClick={() => void remove(s._id, s.email)}
                className="ml-auto min-h-11 rounded-md px-4 text-sm font-semibold text-red-700 ring-1 ring-red-300 hover:bg-red-50"
              >
                Remove<span className="sr-only"> {s.email}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Pager
        info={loaderData}
        href={pageHref}
        label="Subscribers: pages"
        goTo={{ path: '/cms/subscribers', keep: {} }}
      />
    </>
  );
}
