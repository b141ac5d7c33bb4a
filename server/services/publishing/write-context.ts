/**
 * What every editor's write shares (docs/architecture.md, The content registry): the database,
 * the media store, the repositories it reads before its transaction, and the options and answer
 * of a write. The writes themselves are grouped by what they write: section-writes.ts,
 * record-writes.ts and draft-writes.ts; content-writes.ts puts them together.
 */
import type { Db } from '../../db/client';
import type { MediaStore, StoredFile } from '../../media/media-store';
import { collectionsRepo } from '../../repositories/content/collections-repo';
import { contentStatesRepo } from '../../repositories/content/content-states-repo';
import { sectionsRepo } from '../../repositories/content/sections-repo';
import type { IfMatch } from './edit-states';
import type { PublishOptions } from './revisions';
import { WriteError } from './write-preparation';

/** How a write is to be made (issue 14: drafts, schedules, If-Match, restores). */
export interface WriteOptions extends PublishOptions {
  /** Keep it as a draft: the site goes on showing what was published. */
  draft?: boolean;
  /** With `draft`: when it goes live by itself; null clears the time; undefined keeps it. */
  publishAt?: Date | null;
  /** The versions the writer read (If-Match); undefined writes whatever is there now. */
  ifMatch?: IfMatch;
  /** The timed job is publishing what an editor scheduled. */
  scheduled?: boolean;
}

/** A write's answer and the target's edit version after it (the answer's ETag). */
export interface Saved<T> {
  value: T;
  version: number;
}

export type WriteContext = ReturnType<typeof writeContext>;

export function writeContext(db: Db, media: MediaStore) {
  return {
    db,
    sections: sectionsRepo(db),
    records: collectionsRepo(db),
    states: contentStatesRepo(db),
    store: (files: StoredFile[]) => Promise.all(files.map((f) => media.save(f))),
    /**
     * The files a write stopped using, once it has committed: those nothing else uses and no
     * editor put in the library on purpose are deleted. A failed sweep leaves orphans for the
     * periodic one; the write itself stands.
     */
    sweep: (before: string[]) => {
      if (before.length === 0) return Promise.resolve();
      return media.sweep(before).then(
        () => undefined,
        (err: unknown) => console.error('Sweeping unused media failed:', err),
      );
    },
  };
}

export const notFound = (what: string, id: string) =>
  new WriteError(404, `${what} ${id} does not exist`);
