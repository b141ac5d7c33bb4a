import { Form, Link } from 'react-router';
import { SEARCH_MAX } from '../../../../schemas/list-query';
import { btn, input } from '../styles';
import { showingText } from '../paging';
import { listLinks, type ListAddress, type ListPaging } from './list-address';

/**
 * Searching a collection's list (a GET form: the search is in the address, so it works without
 * JavaScript and can be bookmarked), and how much of the list is shown.
 */
export function ListSearch({
  address,
  paging,
  label,
  id,
}: {
  address: ListAddress;
  paging: ListPaging;
  label: string;
  id: string;
}) {
  const links = listLinks(address, paging);
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <Form
        method="get"
        action={`${address.path}${address.hash ? `#${address.hash}` : ''}`}
        role="search"
        className="flex flex-wrap items-end gap-2"
      >
        {Object.entries(address.keep ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor={id} className="text-sm font-semibold text-brand-900">
          {label}
          <input
            id={id}
            type="search"
            name={address.searchParam ?? 'q'}
            defaultValue={paging.q}
            maxLength={SEARCH_MAX}
            className={`${input} mt-1 w-64 max-w-full`}
          />
        </label>
        <button type="submit" className={btn.secondary}>
          Search
        </button>
        {paging.q && (
          <Link to={links.fresh} className="min-h-11 content-center px-2 text-sm underline">
            Clear search
          </Link>
        )}
      </Form>
      <p className="text-sm text-slate-700" aria-live="polite">
        {showingText(paging)}
        {paging.q && ` matching “${paging.q}”`}
      </p>
    </div>
  );
}
