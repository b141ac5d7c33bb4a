/**
 * The trash's contract (issue 14 point 7, docs/decisions/0021-trash.md), shared by the API, the
 * service and the CMS's Trash screen: how long deleted records are kept, the list's query and
 * its answer, and what a restore answers. The collections' names come from the registry, which
 * stays on the server: the query schema is made with them there.
 */
import { z } from 'zod';
import { wholeNumber } from './whole-number';

/** Deleted records can be restored for this long; the hourly purge then removes them. */
export const TRASH_RETENTION_DAYS = 30;
export const TRASH_PAGE_SIZE = 50;
export const TRASH_PAGE_MAX = 100;

const LIMIT_MESSAGE = `Must be a whole number from 1 to ${TRASH_PAGE_MAX}`;
const CURSOR_MESSAGE = 'This cursor is not one we handed out: start again from the first page';

/** `GET /api/v1/trash`, for the registry's collections: every parameter optional. */
export const trashQuery = (collectionNames: readonly [string, ...string[]]) =>
  z.object({
    collection: z
      .enum(collectionNames, { error: `Choose one of ${collectionNames.join(', ')}` })
      .optional()
      .describe('Only the records of this collection (its registry name, e.g. `blogPosts`)'),
    cursor: z
      .string()
      .max(300, CURSOR_MESSAGE)
      .optional()
      .describe('The nextCursor of the page before; leave out for the first page'),
    limit: wholeNumber({ min: 1, max: TRASH_PAGE_MAX, message: LIMIT_MESSAGE }).optional(),
  });
export type TrashQuery = z.infer<ReturnType<typeof trashQuery>>;

export const trashEntrySchema = z.object({
  /** The entry's id, for restoring it (not the record's). */
  id: z.uuid(),
  /** The registry's name of its collection (`blogPosts`). */
  collection: z.string(),
  recordId: z.uuid(),
  /** What the CMS called the record when it was deleted ("News & Insights: Our new factory"). */
  label: z.string(),
  deletedAt: z.string().describe('ISO 8601, UTC'),
  deletedBy: z.object({ id: z.uuid().nullable(), name: z.string() }),
  /** When the hourly purge removes it for good (at the latest an hour after this). */
  purgeAt: z.string().describe('ISO 8601, UTC'),
});
export type TrashEntry = z.infer<typeof trashEntrySchema>;

export const trashListSchema = z.object({
  items: z.array(trashEntrySchema),
  /** Pass back as `cursor` for older deletions; absent on the last page. */
  nextCursor: z.string().optional(),
});
export type TrashList = z.infer<typeof trashListSchema>;

/** `POST /api/v1/trash/{id}/restore`: the record back, as its collection's GET answers it. */
export const restoredSchema = z.object({
  /** The registry's name of its collection (`blogPosts`). */
  collection: z.string(),
  /** The record; its slug may differ from the one it had when another record took that one. */
  item: z.record(z.string(), z.unknown()),
  label: z.string(),
  /** Where the CMS edits it. */
  href: z.string(),
});
export type Restored = z.infer<typeof restoredSchema>;
