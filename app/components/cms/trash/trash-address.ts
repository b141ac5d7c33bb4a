/**
 * The Trash screen's address: the kind shown and the cursor are in the URL (a GET form and plain
 * links, so it pages and filters without JavaScript, and a view can be bookmarked).
 */
import { hrefWith } from '../paging';

export const TRASH_PATH = '/cms/trash';

export interface TrashView {
  /** The registry name of the collection shown; all when absent. */
  collection?: string;
  cursor?: string;
}

/** What was wrong with the address (a hand-edited link), by parameter. */
export type TrashErrors = Partial<Record<keyof TrashView, string>>;

/** A kind of record the trash can hold, as the filter offers it. */
export interface TrashKind {
  name: string;
  title: string;
}

export const trashHref = (view: TrashView, cursor?: string) =>
  hrefWith(TRASH_PATH, { collection: view.collection, cursor });
