import { Form } from 'react-router';
import { statusLabels, typeLabels, type InboxFilter } from './labels';

const select = 'mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3';

/** Filter by kind and status (a GET form: the filter is in the address), and export as CSV. */
export function EnquiryFilters({ filter }: { filter: InboxFilter }) {
  const csv = new URLSearchParams();
  if (filter.type) csv.set('type', filter.type);
  if (filter.status) csv.set('status', filter.status);
  return (
    <div className="mb-6 flex flex-wrap items-end gap-4 rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <Form method="get" className="flex flex-wrap items-end gap-4">
        <label className="text-sm font-semibold text-brand-900">
          Kind
          <select name="type" defaultValue={filter.type ?? ''} className={select}>
            <option value="">All kinds</option>
            {Object.entries(typeLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold text-brand-900">
          Status
          <select name="status" defaultValue={filter.status ?? ''} className={select}>
            <option value="">All statuses</option>
            {Object.entries(statusLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-primary">
          Show
        </button>
      </Form>
      <a
        href={`/api/v1/enquiries.csv${csv.size ? `?${csv}` : ''}`}
        download
        className="ml-auto font-semibold text-brand-700 underline"
      >
        Export CSV
      </a>
    </div>
  );
}
