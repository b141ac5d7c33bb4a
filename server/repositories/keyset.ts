/**
 * Keyset paging over (created_at desc, id desc): each batch starts after the last row of the
 * one before, so reading a long list costs the same per batch however deep it goes.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Where a batch ended: the timestamp as the database wrote it (microseconds kept) and the id. */
export interface Cursor {
  at: string;
  id: string;
}

interface Keyed {
  createdAt: AnyPgColumn;
  id: AnyPgColumn;
}

/**
 * The row's cursor, selected with it. The timestamp travels as text because a JavaScript Date
 * keeps milliseconds only: two rows in one millisecond would be skipped or repeated.
 */
export const cursorOf = (t: Keyed): SQL<Cursor> =>
  sql<Cursor>`json_build_object('at', ${t.createdAt}::text, 'id', ${t.id})`;

/** Rows after `c` in (created_at desc, id desc) order. */
export const afterCursor = (t: Keyed, c: Cursor): SQL =>
  sql`(${t.createdAt}, ${t.id}) < (${c.at}::timestamptz, ${c.id}::uuid)`;

/**
 * The (created_at desc, id desc) order, spelt out as the newest-first indexes are built
 * (`desc nulls last`). A bare `desc` means `desc nulls first` to PostgreSQL, which those indexes
 * cannot serve even on NOT NULL columns: every list read and sorted the whole table (5,000 posts:
 * 91 ms on PGlite, against 0.6 ms through the index).
 */
export const newestFirstOrder = (t: Keyed): SQL[] => [
  sql`${t.createdAt} desc nulls last`,
  sql`${t.id} desc nulls last`,
];

/** Where a newest-first API page ended: microseconds since the epoch (digits) and the id. */
export interface MicrosKey {
  at: string;
  id: string;
}

/**
 * Keyset pages newest first by (`t.createdAt`, `t.id`) whose keys go to API clients as opaque
 * cursors (server/services/page-cursor.ts): the time travels as microseconds since the epoch,
 * since a JavaScript Date keeps milliseconds only and two rows in one millisecond would be
 * skipped or repeated. Select `sortAt` beside the row, ask for `limit + 1`, and `slice` answers
 * the page and where the next one starts.
 */
export function newestFirstPages(t: Keyed) {
  return {
    sortAt: sql<string>`((extract(epoch from ${t.createdAt}) * 1000000)::bigint)::text`,
    olderThan: (key: MicrosKey): SQL =>
      sql`(${t.createdAt}, ${t.id}) < (timestamptz 'epoch' + ${key.at}::bigint * interval '1 microsecond', ${key.id}::uuid)`,
    order: newestFirstOrder(t),
    slice<R extends { id: string }>(
      found: { row: R; sortAt: string }[],
      limit: number,
    ): { rows: R[]; next: MicrosKey | null } {
      const rows = found.slice(0, limit);
      const last = rows.at(-1);
      return {
        rows: rows.map((r) => r.row),
        next: found.length > limit && last ? { at: last.sortAt, id: last.row.id } : null,
      };
    },
  };
}
