import { Link } from 'react-router';
import { SEARCH_SETTINGS_PATH } from './paths';

/** Each search that found nothing, with a way to make it find something next time. */
export function SynonymLinks({ queries }: { queries: readonly { query: string }[] }) {
  if (queries.length === 0) return null;
  return (
    <ul className="mt-3 space-y-1 text-sm">
      {queries.map(({ query }) => (
        <li key={query}>
          <Link
            to={`${SEARCH_SETTINGS_PATH}?add=${encodeURIComponent(query)}`}
            className="font-semibold text-brand-700 underline"
          >
            Add a synonym for “{query}”
          </Link>
        </li>
      ))}
    </ul>
  );
}
