/**
 * Content history's contract (issue 14, docs/decisions/0020), shared by the API, the service
 * and the CMS's History panel.
 */
import { z } from 'zod';
import { contentTarget } from './content-target';

/** How many revisions each section or record keeps: the newest, older ones are deleted. */
export const REVISIONS_KEPT = 50;

/** Who the content the site started with is by, in the history. */
export const SITE_SET_UP = 'Site set-up';

export const revisionsQuery = z.object({
  target: contentTarget(),
});
export type RevisionsQuery = z.infer<typeof revisionsQuery>;

export const revisionSummarySchema = z.object({
  id: z.uuid(),
  at: z.string().describe('ISO 8601, UTC'),
  /** Who published it; "Site set-up" for the content the site started with. */
  author: z.string(),
  /** The labels of the fields it changed. */
  fields: z.array(z.string()),
  /** When it restores an earlier revision: that revision's time (ISO 8601). */
  restoredFrom: z.string().nullable(),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

export const revisionListSchema = z.object({
  revisions: z.array(revisionSummarySchema).describe(`Newest first, at most ${REVISIONS_KEPT}`),
});
export type RevisionList = z.infer<typeof revisionListSchema>;

export const diffLineSchema = z.object({
  op: z.enum(['same', 'removed', 'added']),
  text: z.string(),
});

export const fieldDiffSchema = z.object({
  name: z.string(),
  label: z.string(),
  /** The lines are stored files' paths. */
  media: z.boolean(),
  lines: z.array(diffLineSchema),
});

export const revisionDetailSchema = z.object({
  revision: revisionSummarySchema.extend({
    target: z.string(),
    data: z.record(z.string(), z.unknown()).describe('The published value'),
  }),
  /** False when the record has been deleted since: the changes are then against nothing. */
  exists: z.boolean(),
  changes: z
    .array(fieldDiffSchema)
    .describe(
      'The fields in which the current value differs from this revision, as lines of text: `removed` lines are in the current value only, `added` ones in this revision only (what restoring it brings back). Rich text is compared as its text.',
    ),
});
export type RevisionDetail = z.infer<typeof revisionDetailSchema>;
export type FieldChange = z.infer<typeof fieldDiffSchema>;
