import { Form, Link } from 'react-router';
import type { MediaListQuery } from '../../../../schemas/media';
import { btn, input } from '../styles';
import { activeFilter, LIBRARY_PATH, libraryFilters, libraryHref } from './library-address';

const chip =
  'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

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
      <nav aria-label="Show">
        <ul className="flex flex-wrap gap-2">
          {libraryFilters.map((f) => (
            <li key={f.key}>
              <Link
                to={libraryHref({ q: query.q, ...f.query })}
                aria-current={f.key === active ? 'page' : undefined}
                className={`${chip} ${
                  f.key === active
                    ? 'border-brand-900 bg-brand-900 text-white'
                    : 'border-slate-300 bg-white text-brand-900 hover:bg-brand-50'
                }`}
              >
                {f.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
