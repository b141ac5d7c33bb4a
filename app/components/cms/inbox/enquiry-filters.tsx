import { Form, Link } from 'react-router';
import { SEARCH_MAX } from '../../../../schemas/list-query';
import { hrefWith } from '../paging';
import { LabelOptions } from './label-options';
import { filterParams, INBOX_PATH, statusLabels, typeLabels, type InboxFilter } from './labels';
import { FilterMessage } from '../filter-message';

const control = 'mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3';
const label = 'text-sm font-semibold text-brand-900';

/** What was wrong with the address's filters (a hand-edited link), shown by its field. */
export type FilterErrors = Partial<Record<keyof InboxFilter, string>>;

const selects = [
  { title: 'Kind', name: 'type', all: 'All kinds', labels: typeLabels },
  { title: 'Status', name: 'status', all: 'All statuses', labels: statusLabels },
] as const;

/** A labelled select whose first choice, the empty value, applies no filter. */
function FilterSelect({
  title,
  name,
  value,
  all,
  labels,
}: {
  title: string;
  name: string;
  value: string | undefined;
  all: string;
  labels: Readonly<Record<string, string>>;
}) {
  return (
    <label className={label}>
      {title}
      <select name={name} defaultValue={value ?? ''} className={control}>
        <option value="">{all}</option>
        <LabelOptions labels={labels} />
      </select>
    </label>
  );
}

/**
 * Filter by kind, status, a search and a day to jump back to (a GET form: the filter is in the
 * address, so it works without JavaScript), and export what is filtered as CSV.
 */
export function EnquiryFilters({
  filter,
  errors = {},
}: {
  filter: InboxFilter;
  errors?: FilterErrors;
}) {
  const filtered = Object.values(filterParams(filter)).some(Boolean);
  const invalid = (name: keyof InboxFilter) =>
    errors[name]
      ? { 'aria-invalid': true, 'aria-describedby': `inbox-${name}-error` }
      : { 'aria-invalid': undefined };
  return (
    <div className="mb-6 flex flex-wrap items-end gap-4 rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <Form method="get" action={INBOX_PATH} className="flex flex-wrap items-end gap-4">
        <label className={`${label} w-full sm:w-64`}>
          Search
          <input
            type="search"
            name="q"
            defaultValue={filter.q ?? ''}
            maxLength={SEARCH_MAX}
            placeholder="Name, e-mail or text"
            className={control}
            {...invalid('q')}
          />
          <FilterMessage id="inbox-q-error" error={errors.q} />
        </label>
        {selects.map((select) => (
          <FilterSelect key={select.name} {...select} value={filter[select.name]} />
        ))}
        <label className={label}>
          Received on or before
          <input
            type="date"
            name="before"
            defaultValue={filter.before ?? ''}
            className={control}
            {...invalid('before')}
          />
          <FilterMessage id="inbox-before-error" error={errors.before} />
        </label>
        <button type="submit" className="btn-primary">
          Show
        </button>
        {filtered && (
          <Link to={INBOX_PATH} className="min-h-11 content-center text-sm underline">
            Clear filters
          </Link>
        )}
      </Form>
      <a
        href={hrefWith('/api/v1/enquiries.csv', filterParams(filter))}
        download
        className="ml-auto font-semibold text-brand-700 underline"
      >
        Export CSV
      </a>
    </div>
  );
}
