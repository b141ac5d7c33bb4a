import { formatCount } from '../paging';
import { btn } from '../styles';
import type { MediaListState } from './use-media-list';

/**
 * Under a library grid: how many items are shown (announced politely as it changes), "Load
 * more" while more pages exist, and a failure with "Try again".
 */
export function ListStatus({
  list,
  empty,
  noun,
}: {
  list: MediaListState;
  /** Said when nothing matches: "No images match “pump”." */
  empty: string;
  /** Plural, for "Showing 48 images". */
  noun: string;
}) {
  const count = list.items.length;
  const text = list.loading
    ? 'Loading…'
    : list.error
      ? ''
      : count === 0
        ? empty
        : `Showing ${formatCount(count)} ${noun}${list.more ? '' : ' (all of them)'}`;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <p role="status" className="text-sm text-slate-700">
        {text}
      </p>
      {list.error && (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700">
          The list could not be loaded: {list.error}
          <button type="button" className={btn.small} onClick={list.retry}>
            Try again
          </button>
        </p>
      )}
      {list.more && !list.error && (
        <button
          type="button"
          className={btn.secondary}
          onClick={list.loadMore}
          disabled={list.loading}
        >
          {list.loading ? 'Loading…' : 'Load more'}
        </button>
      )}
    </div>
  );
}
