/**
 * Page views counted by several instances add up (issue 33): two apps on one database (two
 * connection pools on PostgreSQL, the one PGlite otherwise), each counting in memory and writing
 * its batch with additive upserts, at the same time, for the same pages and the same day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { App } from '../../server/app';
import { twoInstances } from '../helpers/two-instances';
import type { Database } from '../../server/db/client';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/133.0';
let database: Database;
let apps: readonly App[] = [];
let close: () => Promise<void>;

beforeAll(async () => {
  const made = await twoInstances({
    // Each instance has a page of its own to serve.
    routes: (app) => {
      for (const path of ['/plant-a', '/plant-b']) {
        app.fastify.get(path, async (_request, reply) =>
          reply.type('text/html; charset=utf-8').send('<h1>A page</h1>'),
        );
      }
    },
  });
  ({ apps, database, close } = made);
});
afterAll(() => close());

describe('two instances', () => {
  it('add their counts of the same pages together', async () => {
    const visits = apps.flatMap((app, i) =>
      Array.from({ length: 20 + i * 5 }, (_, n) =>
        app.fastify.inject({
          url: n % 2 ? '/plant-a' : '/plant-b',
          headers: { 'user-agent': BROWSER },
        }),
      ),
    );
    for (const res of await Promise.all(visits)) expect(res.statusCode).toBe(200);
    // Both write at once, then once more with nothing new: nothing is counted twice.
    await Promise.all(apps.map((app) => app.services.visits.flush()));
    await Promise.all(apps.map((app) => app.services.visits.flush()));
    const result = (await database.db.execute(
      sql`select p.path, sum(v.count)::int as n from page_views v join page_paths p on p.id = v.path_id
           group by p.path order by p.path`,
    )) as unknown as { rows: { path: string; n: number }[] };
    expect(result.rows).toEqual([
      { path: '/plant-a', n: 22 },
      { path: '/plant-b', n: 23 },
    ]);
    const paths = (await database.db.execute(
      sql`select path from page_paths order by path`,
    )) as unknown as { rows: { path: string }[] };
    expect(paths.rows).toEqual([{ path: '/plant-a' }, { path: '/plant-b' }]);
  });

  it('write what is left when they stop, taking no new id for a path already known', async () => {
    const lastId = async () =>
      (
        (await database.db.execute(
          sql`select last_value::int as n from page_paths_id_seq`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]?.n;
    const idsBefore = await lastId();
    await apps[1]!.fastify.inject({ url: '/plant-a', headers: { 'user-agent': BROWSER } });
    await apps[1]!.fastify.close();
    const result = (await database.db.execute(
      sql`select sum(v.count)::int as n from page_views v join page_paths p on p.id = v.path_id
           where p.path = '/plant-a'`,
    )) as unknown as { rows: { n: number }[] };
    expect(result.rows[0]?.n).toBe(23);
    // An insert that met a conflict would still have taken one: flushes every 15 s of known
    // paths would use the integer up.
    expect(await lastId()).toBe(idsBefore);
  });
});
