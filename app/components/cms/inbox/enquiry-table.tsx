import { Link } from 'react-router';
import type { EnquiryRecord } from '../../../../server/services/enquiries/enquiry-service';
import { Pager } from '../pager';
import { showingText, type PageInfo } from '../paging';
import {
  deliveryLabel,
  filterParams,
  formatDate,
  inboxHref,
  INBOX_PATH,
  statusLabels,
  typeLabels,
  type InboxFilter,
} from './labels';

interface Page extends PageInfo {
  enquiries: EnquiryRecord[];
}

export function EnquiryTable({
  list,
  filter,
  openedId,
}: {
  list: Page;
  filter: InboxFilter;
  openedId?: string;
}) {
  if (list.total === 0) {
    const filtered = Object.values(filterParams(filter)).some(Boolean);
    return (
      <p className="rounded-lg bg-white p-8 text-center text-slate-700 ring-1 ring-slate-200">
        {filtered ? 'No enquiries match these filters.' : 'No enquiries here yet.'}
      </p>
    );
  }
  return (
    <>
      <p className="mb-2 text-sm text-slate-700">{showingText(list)}</p>
      <div className="overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Enquiries, newest first</caption>
          <thead className="bg-slate-100 text-brand-900">
            <tr>
              {['Received', 'Kind', 'From', 'Status', 'E-mail'].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.enquiries.map((e) => (
              <tr
                key={e._id}
                className={`border-t border-slate-200 ${e._id === openedId ? 'bg-brand-50' : ''}`}
              >
                <td className="px-3 py-2 whitespace-nowrap">{formatDate(e.createdAt)}</td>
                <td className="px-3 py-2">{typeLabels[e.type]}</td>
                <th scope="row" className="px-3 py-2 font-normal">
                  <Link
                    to={inboxHref(filter, { page: list.page, open: e._id })}
                    className="font-semibold text-brand-700 underline"
                  >
                    {e.anonymisedAt ? 'Details removed' : e.name}
                  </Link>
                  <span className="block text-xs text-slate-600">{e.email}</span>
                </th>
                <td className="px-3 py-2">
                  <span className={e.status === 'new' ? 'font-bold text-accent-700' : ''}>
                    {statusLabels[e.status]}
                  </span>
                </td>
                <td className="px-3 py-2">{deliveryLabel(e.emailDelivery)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        info={list}
        href={(page) => inboxHref(filter, { page })}
        label="Inbox pages"
        goTo={{ path: INBOX_PATH, keep: filterParams(filter) }}
      />
    </>
  );
}
