import type { QueryLimit } from '~/loaders/query-limit.server';

/** Where a query page's answer would be, when the visitor asked too often (429). */
export function QueryLimitNotice({ limit }: { limit: QueryLimit }) {
  const wait = limit.retryAfterSeconds;
  return (
    <div
      role="status"
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-900"
    >
      <p className="font-semibold">Please wait a moment</p>
      <p className="mt-1">
        Many searches came from your connection in the last minute. Try again in{' '}
        {wait === 1 ? 'a second' : `${wait} seconds`}; the form above keeps your words.
      </p>
    </div>
  );
}
