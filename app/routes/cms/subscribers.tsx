import { data, redirect } from 'react-router';
import { lenientPage } from '../../../schemas/list-query';
import { useDeleteRecord } from '~/components/cms/collections/use-delete-record';
import { formatDate } from '~/components/cms/inbox/labels';
import { ChipNav } from '~/components/cms/chip-nav';
import { Pager } from '~/components/cms/pager';
import { formatCount, hrefWith, pageCount, showingText } from '~/components/cms/paging';
import { ScreenHeading } from '~/components/cms/screen-heading';
import { noStore, requireUser } from '~/loaders/cms.server';
import type { Route } from './+types/subscribers';
import { screenHead } from '~/components/cms/shell/screens';

const PAGE_SIZE = 50;
type Status = 'confirmed' | 'pending';
/** The confirmed list is the screen's own address; the sign-ups waiting are `?status=pending`. */
const listHref = (status: Status, page = 1) =>
  hrefWith('/cms/subscribers', { status: status === 'pending' ? status : undefined, page });

export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireUser(request, context, url);
  const query = url.searchParams;
  const page = lenientPage(query.get('page'));
  const status: Status = query.get('status') === 'pending' ? 'pending' : 'confirmed';
  const list = await context.services.newsletter.subscribers(status, page, PAGE_SIZE);
  const pages = pageCount(list);
  if (page > pages) throw redirect(listHref(status, pages), { headers: noStore });
  return data({ ...list, status }, { headers: noStore });
}

export const headers: Route.HeadersFunction = () => noStore;
const head = screenHead('subscribers');

export const meta: Route.MetaFunction = head.meta;

/**
 * Confirmed subscribers, the ones the newsletter goes to and the export holds; beside them, the
 * sign-ups still waiting for their owner's confirmation, which are deleted if it never comes.
 */
export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const { subscribers, total, pendingCount, status } = loaderData;
  const { remove, dialog } = useDeleteRecord('newsletter');
  const pending = status === 'pending';
  const tabs = [
    { key: 'confirmed', label: 'Subscribers' },
    { key: 'pending', label: `Waiting for confirmation (${formatCount(pendingCount)})` },
  ] as const;
  return (
    <>
      {dialog}
      <ScreenHeading
        title={head.heading}
        intro={
          pending
            ? `${formatCount(total)} sign-ups waiting for confirmation: each was e-mailed a link to confirm, and is deleted if nobody does.`
            : `${formatCount(total)} addresses subscribed on the website and confirmed by their owners.`
        }
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <ChipNav
          label="Show"
          links={tabs.map((t) => ({ ...t, to: listHref(t.key) }))}
          current={status}
        />
        <a
          href="/api/v1/newsletter.csv"
          download
          className="font-semibold text-brand-700 underline"
        >
          Export CSV<span className="sr-only"> of the confirmed subscribers</span>
        </a>
      </div>
      {total > 0 && <p className="mb-2 text-sm text-slate-700">{showingText(loaderData)}</p>}
      {subscribers.length === 0 ? (
        <p className="rounded-lg bg-white p-8 text-center text-slate-700 ring-1 ring-slate-200">
          {pending ? 'No sign-ups are waiting for confirmation.' : 'No subscribers yet.'}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg bg-white ring-1 ring-slate-200">
          {subscribers.map((s) => (
            <li key={s._id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <span className="font-semibold break-all text-brand-900">{s.email}</span>
              <span className="text-sm text-slate-600">
                {s.confirmedAt
                  ? `since ${formatDate(s.confirmedAt)}`
                  : `waiting for confirmation since ${formatDate(s.createdAt)}`}
              </span>
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
        href={(page) => listHref(status, page)}
        label="Subscribers: pages"
        goTo={{ path: '/cms/subscribers', keep: pending ? { status } : {} }}
      />
    </>
  );
}
