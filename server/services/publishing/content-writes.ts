/**
 * Editors' writes to sections and collections: one set of rules for every section and
 * collection of the registry (docs/architecture.md, The content registry).
 *
 * A write names any subset of fields, under their names or the aliases the registry declares
 * (`responsibilty`, `imageUrl`, `videoUrl`…); fields not named keep their stored values and
 * unknown keys are ignored. Image and video fields take a stored `/media/…` path (kept), `''`
 * (cleared), a `data:` URL or uploaded files, which go through the upload pipeline. The merged
 * value is validated with the registry's zod schema, rich text is sanitised, and uploads are
 * stored only once the whole write is valid. Every write runs in one transaction with the content
 * version bump (`writeContent`), which is what invalidates the response cache, and with its entry
 * in the audit log: who, and which fields changed.
 */
import type { Db } from '../../db/client';
import type { MediaStore } from '../../media/media-store';
import { draftWrites } from './draft-writes';
import { recordWrites } from './record-writes';
import { sectionWrites } from './section-writes';
import { writeContext } from './write-context';

export type { Saved, WriteOptions } from './write-context';

export function createContentWriteService(db: Db, media: MediaStore) {
  const ctx = writeContext(db, media);
  const records = recordWrites(ctx);
  const sections = sectionWrites(ctx, records.updateRecord);
  return { ...sections, ...records, ...draftWrites(ctx, { ...sections, ...records }) };
}

export type ContentWriteService = ReturnType<typeof createContentWriteService>;
