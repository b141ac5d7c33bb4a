/**
 * The trash (issue 14 point 7, docs/decisions/0021-trash.md). Deleting a record of any collection
 * keeps it whole in the trash, in the delete's own transaction (`trashBin(tx).put`): gone from
 * the public site, its files still used by the entry. For 30 days staff can list and restore it
 * (same id, slug, position and dates; another slug when a newer record took its own); then the
 * hourly purge removes it for good, with the files nothing else uses.
 */
import { recordInfo, recordTarget, type TargetInfo } from '../../../content/cms-targets';
import type { CollectionOptions } from '../../../content/collection';
import { collections, type CollectionName } from '../../../content/registry';
import {
  TRASH_PAGE_SIZE,
  TRASH_RETENTION_DAYS,
  trashQuery,
  type Restored,
  type TrashEntry,
  type TrashList,
  type TrashQuery,
} from '../../../schemas/trash';
import type { Db } from '../../db/client';
import { hasCode, UNIQUE_VIOLATION } from '../../db/errors';
import type { MediaStore } from '../../media/media-store';
import { collectionsRepo, type CollectionRow } from '../../repositories/content/collections-repo';
import { collectionLinksRepo } from '../../repositories/content/collection-links-repo';
import { writeContent } from '../../repositories/content/content-version-repo';
import { recordRow } from '../../repositories/content/record-rows';
import { redirectsRepo } from '../../repositories/content/redirects-repo';
import { storedRow, trashRepo, type TrashRow } from '../../repositories/content/trash-repo';
import { recordAudit, type Actor } from '../shared/audit-log';
import { toRecord } from '../content/content-service';
import { forgetEditState } from './edit-states';
import { freeSlug } from './free-slug';
import { mediaUses } from '../media/media-uses';
import { encodeCursor, newestCursor } from '../shared/page-cursor';
import { removeHistory } from './revisions';
import { inBatches } from '../shared/in-batches';
import { searchIndex } from '../search/search-index';
import { ServiceError } from '../shared/service-error';

const DAY_MS = 86_400_000;
/** Purged this many entries a transaction, at most this many transactions a run. */
const PURGE_BATCH = 100;
const PURGE_MAX_BATCHES = 50;

const isCollection = (name: string): name is CollectionName => Object.hasOwn(collections, name);

/** The query of the trash's list, for this registry's collections (the API's and the CMS's). */
export const trashListQuery = trashQuery(
  Object.keys(collections) as [CollectionName, ...CollectionName[]],
);

/** Inside a delete's transaction. */
export function trashBin(tx: Db) {
  return {
    /**
     * Keeps a record being deleted, as its table stored it, and moves the uses of its files to
     * the entry, so that the delete's sweep leaves them. Call it in the delete's transaction,
     * so that a delete refused (other records still belong to it) keeps nothing.
     */
    async put<N extends CollectionName>(
      name: N,
      row: CollectionRow<N>,
      actor: Actor,
    ): Promise<void> {
      const entry = await trashRepo(tx).insert({
        collection: name,
        recordId: row.id,
        label: recordInfo(name, row).label,
        // Stored as JSON: its dates become ISO text, which storedRow turns back on restore.
        data: row as Record<string, unknown>,
        deletedById: actor.id,
        deletedByName: actor.name.slice(0, 100),
      });
      await mediaUses(tx).trashed(entry);
    },
  };
}

/**
 * Everything a purged record leaves behind, in the purge's transaction: its earlier addresses
 * (kept while it could come back) and the uses of its files, whose paths it answers for the
 * sweep. What else must go with a record for good belongs here.
 */
async function forgetForGood(tx: Db, entry: TrashRow): Promise<string[]> {
  await redirectsRepo(tx).forget(entry.recordId);
  const target = recordTarget(entry.collection as CollectionName, entry.recordId);
  return [
    ...(await mediaUses(tx).untrashed(entry.id)),
    // Its earlier versions and any draft go with it; the audit log keeps what happened.
    ...(await removeHistory(tx, target)),
    ...(await forgetEditState(tx, target)),
  ];
}

function toEntry(row: TrashRow): TrashEntry {
  return {
    id: row.id,
    collection: row.collection,
    recordId: row.recordId,
    label: row.label,
    deletedAt: row.deletedAt.toISOString(),
    deletedBy: { id: row.deletedById, name: row.deletedByName },
    purgeAt: new Date(row.deletedAt.getTime() + TRASH_RETENTION_DAYS * DAY_MS).toISOString(),
  };
}

export function createTrashService(db: Db, media: MediaStore) {
  const repo = trashRepo(db);

  /** As the content writes do: a failed sweep leaves orphans for the periodic one. */
  const sweep = async (paths: string[]) => {
    if (paths.length === 0) return;
    await media.sweep(paths).catch((err: unknown) => {
      console.error('Sweeping unused media failed:', err);
    });
  };

  /**
   * Refuses to restore a record whose reference fields name records that are gone (a product
   * whose family was deleted since): it would belong nowhere.
   */
  async function checkReferences(
    tx: Db,
    name: CollectionName,
    row: Record<string, unknown>,
  ): Promise<void> {
    const collection: CollectionOptions & { fields: Record<string, { label: string }> } =
      collections[name];
    for (const [field, ref] of Object.entries(collection.references ?? {})) {
      if (!ref || !isCollection(ref.collection)) continue;
      const named = String(row[field] ?? '');
      if (await collectionLinksRepo(tx).slugExists(ref.collection, named)) continue;
      const what = `${collection.fields[field]?.label.toLowerCase() ?? field} “${named}”`;
      throw new ServiceError(
        409,
        (await trashRepo(tx).holdsSlug(ref.collection, named))
          ? `Its ${what} is in the trash too: restore that first`
          : `Its ${what} no longer exists: add it again first, then restore this`,
      );
    }
  }

  return {
    /** A page of the trash, newest deletion first, optionally of one collection. */
    async list(query: TrashQuery): Promise<TrashList> {
      const after = newestCursor(query.cursor);
      const { rows, next } = await repo.page(
        { collection: query.collection },
        query.limit ?? TRASH_PAGE_SIZE,
        after,
      );
      // An entry of a collection this version does not have is left out, not guessed at.
      const items = rows.flatMap((row) => (isCollection(row.collection) ? [toEntry(row)] : []));
      return { items, ...(next ? { nextCursor: encodeCursor(next) } : {}) };
    },

    /**
     * Puts a record back as it was deleted, with the same id, position and dates, and its slug
     * unless a newer record took it (then the first free `-2`, `-3`…); searchable again, its
     * files used by it again. One content write: the cache forgets the pages without it.
     */
    async restore(id: string, actor: Actor): Promise<Restored> {
      let dropped: string[] = [];
      let restored: { name: CollectionName; row: CollectionRow<CollectionName>; info: TargetInfo };
      try {
        restored = await writeContent(db, async (tx) => {
          // Taken out first: of two restores at once, the second finds nothing.
          const entry = await trashRepo(tx).take(id);
          if (!entry)
            throw new ServiceError(404, `There is nothing in the trash with the id ${id}`);
          const name = entry.collection;
          if (!isCollection(name)) {
            throw new ServiceError(409, `This site no longer has the collection ${name}`);
          }
          const records = collectionsRepo(tx);
          if (await records.byId(name, entry.recordId)) {
            throw new ServiceError(409, `${entry.label} is not in the trash any more`);
          }
          const row = storedRow(name, entry.data);
          await checkReferences(tx, name, row);
          const rule = (collections[name] as CollectionOptions).slug;
          if (rule) {
            row.slug = await freeSlug(tx, name, rule, row, entry.recordId, String(row.slug));
          }
          const inserted = await records.insert(name, recordRow(name, row));
          const info = recordInfo(name, inserted);
          await recordAudit(tx, actor, {
            action: 'content.untrash',
            target: recordTarget(name, inserted.id),
            targetLabel: info.label,
          });
          await searchIndex(tx).record(name, inserted.id);
          await mediaUses(tx).record(name, inserted);
          dropped = await mediaUses(tx).untrashed(entry.id);
          return { name, row: inserted, info };
        });
      } catch (err) {
        // A record took the free slug between our look and the insert: nothing was changed.
        if (hasCode(err, UNIQUE_VIOLATION)) {
          throw new ServiceError(
            409,
            'Another record was saved at the same address just now: try again',
          );
        }
        throw err;
      }
      await sweep(dropped);
      const { name, row, info } = restored;
      return { collection: name, item: toRecord(name, row), label: info.label, href: info.href };
    },

    /**
     * Removes for good what was deleted more than 30 days before `now` (passed by tests), in
     * batches of one transaction each, then sweeps the files nothing uses any more (files put
     * in the library on purpose stay). Answers how many records went.
     */
    async purge(now = new Date()): Promise<number> {
      const before = new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY_MS);
      return inBatches(PURGE_BATCH, PURGE_MAX_BATCHES, async () => {
        const dropped: string[] = [];
        const gone = await db.transaction(async (tx) => {
          const entries = await trashRepo(tx).takeBefore(before, PURGE_BATCH);
          for (const entry of entries) dropped.push(...(await forgetForGood(tx, entry)));
          return entries.length;
        });
        await sweep(dropped);
        return gone;
      });
    },
  };
}

export type TrashService = ReturnType<typeof createTrashService>;
