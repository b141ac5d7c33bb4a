/**
 * The code's migrations and a database's level among them. A backup records its level; a restore
 * migrates an empty database to exactly that level, loads the rows, then migrates on, so an older
 * backup is upgraded by the same SQL that upgrades a running site.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { migrationsDir } from '../paths';
import { rowsOf, run, type Executor } from './sql';

export interface CodeMigration extends MigrationMeta {
  /** Its file's name without `.sql`, e.g. `0023_scheduled_jobs`. */
  tag: string;
}

/** Where Drizzle's migrator records what it applied; ours writes the same rows. */
const MIGRATIONS_TABLE = sql`${sql.identifier('drizzle')}.${sql.identifier('__drizzle_migrations')}`;

export function codeMigrations(folder = migrationsDir): CodeMigration[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return readMigrationFiles({ migrationsFolder: folder }).map((m, i) => ({
    ...m,
    tag: journal.entries[i]?.tag ?? `#${i}`,
  }));
}

export interface MigrationLevel {
  /** How many of the code's migrations the database has: 0 for none. */
  level: number;
  /** The last one's tag, or null at level 0. */
  tag: string | null;
}

export class NewerDatabaseError extends Error {}

/**
 * The level Drizzle's migrator left: it applies every migration newer than the last one recorded,
 * so the level is the number of the code's migrations up to that one's time.
 */
export async function migrationLevel(
  executor: Executor,
  migrations: CodeMigration[],
): Promise<MigrationLevel> {
  const [table] = await rowsOf<{ found: boolean }>(
    executor,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!table?.found) return { level: 0, tag: null };
  const [last] = await rowsOf<{ at: string | null }>(
    executor,
    sql`select max(created_at)::text as at from ${MIGRATIONS_TABLE}`,
  );
  if (last?.at == null) return { level: 0, tag: null };
  const at = Number(last.at);
  const newest = migrations.at(-1);
  if (newest && at > newest.folderMillis) {
    throw new NewerDatabaseError(
      'The database was migrated by a newer version of the site than this one: update this copy first.',
    );
  }
  const level = migrations.filter((m) => m.folderMillis <= at).length;
  return { level, tag: migrations[level - 1]?.tag ?? null };
}

/**
 * Applies `migrations` in order and records each as Drizzle's migrator does, so that `migrate()`
 * at the next start sees them as applied. It runs inside the caller's transaction, where
 * Drizzle's migrator would open its own: a restore is one transaction from the emptying to the
 * last migration.
 */
export async function applyMigrations(
  executor: Executor,
  migrations: CodeMigration[],
): Promise<void> {
  await run(executor, sql`create schema if not exists ${sql.identifier('drizzle')}`);
  await run(
    executor,
    sql`create table if not exists ${MIGRATIONS_TABLE} (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) {
      if (statement.trim()) await run(executor, sql.raw(statement));
    }
    await run(
      executor,
      sql`insert into ${MIGRATIONS_TABLE} (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}
