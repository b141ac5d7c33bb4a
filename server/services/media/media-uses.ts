/**
 * Keeps the media library's record of where each file is used (`media_uses`) in step with the
 * content: every content write calls these inside its transaction, so the uses commit with the
 * content. Each answers the paths the target used before, for the caller to sweep.
 */
import {
  recordInfo,
  recordTarget,
  sectionInfo,
  sectionTarget,
  trashInfo,
  trashTarget,
} from '../../../content/cms-targets';
import { mediaRefs } from '../../../content/media-refs';
import { collections, sectionsByKey, type CollectionName } from '../../../content/registry';
import type { Db } from '../../db/client';
import { collectionsRepo } from '../../repositories/content/collections-repo';
import { mediaRepo } from '../../repositories/content/media-repo';
import { sectionsRepo } from '../../repositories/content/sections-repo';
import { trashRepo } from '../../repositories/content/trash-repo';

const usesOf = (refs: Map<string, string[]>) =>
  [...refs].map(([path, labels]) => ({ path, fields: labels.join(', ') }));

export function mediaUses(tx: Db) {
  const repo = mediaRepo(tx);
  return {
    async section(key: string, data: Record<string, unknown>): Promise<string[]> {
      const section = sectionsByKey.get(key);
      if (!section) return [];
      const { label, href } = sectionInfo(key);
      return repo.setUses(sectionTarget(key), label, href, usesOf(mediaRefs(section.fields, data)));
    },

    async record(
      name: CollectionName,
      row: Record<string, unknown> & { id: string },
    ): Promise<string[]> {
      const { label, href } = recordInfo(name, row);
      const refs = mediaRefs(collections[name].fields, row);
      return repo.setUses(recordTarget(name, row.id), label, href, usesOf(refs));
    },

    removed: (name: CollectionName, id: string): Promise<string[]> =>
      repo.setUses(recordTarget(name, id), '', '', []),

    /**
     * A record in the trash: its entry uses the record's files, so that they are neither swept
     * nor deleted from the library until the record is restored or purged.
     */
    async trashed(entry: {
      id: string;
      collection: string;
      label: string;
      data: Record<string, unknown>;
    }): Promise<string[]> {
      if (!Object.hasOwn(collections, entry.collection)) return [];
      const { fields } = collections[entry.collection as CollectionName];
      const { label, href } = trashInfo(entry.label);
      return repo.setUses(
        trashTarget(entry.id),
        label,
        href,
        usesOf(mediaRefs(fields, entry.data)),
      );
    },

    /** A trash entry restored or purged: answers the files it used. */
    untrashed: (entryId: string): Promise<string[]> =>
      repo.setUses(trashTarget(entryId), '', '', []),

    /**
     * Records every section's, record's and trashed record's uses afresh: once for a database that had content
     * before uses were recorded, and after a bulk load that went around the write services.
     */
    async rebuild(): Promise<void> {
      await repo.clearUses();
      for (const row of await sectionsRepo(tx).all()) await this.section(row.key, row.data);
      for (const name of Object.keys(collections) as CollectionName[]) {
        let after: Parameters<ReturnType<typeof collectionsRepo>['page']>[1]['after'];
        for (;;) {
          const page = await collectionsRepo(tx).page(name, { limit: 500, after });
          for (const row of page.rows) await this.record(name, row as never);
          if (!page.next) break;
          after = page.next;
        }
      }
      let afterId: string | undefined;
      for (;;) {
        const entries = await trashRepo(tx).batch(500, afterId);
        for (const entry of entries) await this.trashed(entry);
        afterId = entries.at(-1)?.id;
        if (!afterId || entries.length < 500) break;
      }
    },
  };
}
