/**
 * Newest-first lists are read through their index, not by sorting the whole table: the order the
 * repositories use (`newestFirstOrder`) must be the one the indexes are built in. With sorts and
 * sequential scans priced out, a plan that still sorts means the index cannot serve the order.
 */
import { sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { blogPosts, caseStudies, enquiries } from '../../server/db/schema';
import { afterCursor, newestFirstOrder } from '../../server/repositories/shared/keyset';
import { createTestDatabase } from '../helpers/test-app';

let database: Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase());
  await database.migrate();
});
afterAll(async () => {
  await database.close();
  await dispose();
});

/** The plan PostgreSQL picks for `query`, as text, in a transaction that prices out sorting. */
async function planOf(query: PgSelect): Promise<string> {
  const { sql: text, params } = query.toSQL();
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    const inlined = text.replace(/\$(\d+)/g, (_, n: string) => {
      const value = params[Number(n) - 1];
      return `'${String(value).replace(/'/g, "''")}'`;
    });
    const result = await tx.execute(sql.raw(`explain ${inlined}`));
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      'QUERY PLAN': string;
    }[];
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe('newest-first lists', () => {
  it.each([
    ['blog_posts', blogPosts],
    ['case_studies', caseStudies],
    ['enquiries', enquiries],
  ] as const)(
    '%s: the first page and the next batch come from the newest-first index',
    async (name, table) => {
      const first = database.db
        .select({ id: table.id })
        .from(table)
        .orderBy(...newestFirstOrder(table))
        .limit(12)
        .$dynamic();
      const next = database.db
        .select({ id: table.id })
        .from(table)
        .where(afterCursor(table, { at: '2026-01-01 00:00:00+00', id: crypto.randomUUID() }))
        .orderBy(...newestFirstOrder(table))
        .limit(12)
        .$dynamic();
      for (const query of [first, next]) {
        const plan = await planOf(query);
        expect(plan).toContain(`${name}_newest_idx`);
        expect(plan).not.toMatch(/\bSort\b/);
      }
    },
  );
});
