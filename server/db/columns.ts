/** Columns several tables share: their dates, and the columns every collection's record has. */
import { boolean, integer, timestamp, uuid } from 'drizzle-orm/pg-core';

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** The columns every collection's table starts with (server/db/collection-table.ts). */
export const record = {
  id: uuid('id').primaryKey().defaultRandom(),
  position: integer('position').notNull().default(0),
  /** False for a record saved only as a draft so far: off the site, the sitemap and search. */
  published: boolean('published').notNull().default(true),
  ...timestamps,
};
