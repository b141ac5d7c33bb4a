import { Form, Link } from 'react-router';
import type { MediaListQuery } from '../../../../schemas/media';
import { ChipNav } from '../chip-nav';
import { btn, input } from '../styles';
import { activeFilter, LIBRARY_PATH, libraryFilters, libraryHref } from './library-address';

/**
 * Search (a GET form) and the kind filters (links), both in the address: they work before the
 * page's JavaScript has loaded, and a filtered view can be bookmarked.
 */
export function MediaFilters({ query }: { query: MediaListQuery }) {
  const active = activeFilter(query);
  return (
    <div className="mb-6 space-y-4">
      <Form
        method="get"
        action={LIBRARY_PATH}
        role="search"
        className="flex flex-wrap items-end gap-2"
      >
        {query.type && <input type="hidden" name="type" value={query.type} />}
        {query.unused && <input type="hidden" name="unused" value={query.unused} />}
        <label className="w-full text-sm font-semibold text-brand-900 sm:w-80">
          Search by file name or alt text
          <input
            type="search"
            name="q"
            defaultValue={query.q ?? ''}
            maxLength={100}
            className={`${input} mt-1`}
          />
        </label>
        <button type="submit" className={btn.secondary}>
          Search
        </button>
        {query.q && (
          <Link
            to={libraryHref({ ...query, q: undefined })}
            className="min-h-11 content-center px-2 text-sm underline"
          >
            Clear search
          </Link>
        )}
      </Form>
      <ChipNav
        label="Show"
        links={libraryFilters.map((f) => ({
          key: f.key,
          label: f.label,
          to: libraryHref({ q: query.q, ...f.query }),
        }))}
        current={active}
      />
    </div>
  );
}
