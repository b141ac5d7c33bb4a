/** Editors' writes to sections, and to the specs' section paths whose facts live on a record. */
import { sectionInfo, sectionTarget } from '../../../content/cms-targets';
import { sectionsByKey, type AnySection, type SectionKey } from '../../../content/registry';
import type { RecordBacking } from '../../../content/section';
import { writeContent } from '../../repositories/content/content-version-repo';
import { sectionsRepo } from '../../repositories/content/sections-repo';
import { changedFields, recordAudit, type Actor } from '../shared/audit-log';
import { claimEdit } from './edit-states';
import { mediaUses } from '../media/media-uses';
import { sectionRevision } from './revisions';
import { searchIndex } from '../search/search-index';
import { createContentService, type SectionValue } from '../content/content-service';
import { prepare, WriteError, type WriteInput } from './write-preparation';
import { notFound, type Saved, type WriteContext, type WriteOptions } from './write-context';
import type { RecordWrites } from './record-writes';
import { published, publishAction, saveDraft } from './draft-steps';

export type SectionWrites = ReturnType<typeof sectionWrites>;

export function sectionWrites(ctx: WriteContext, updateRecord: RecordWrites['updateRecord']) {
  const { db, store, sweep, sections, states } = ctx;

  /**
   * A write through a section of the specs' API whose facts live on a record (decision 0024):
   * checked against the section's fields (its names, aliases and uploads), then written to the
   * record as an editor's write of those fields, with its drafts, history and conflicts.
   */
  async function updateBacked(
    section: AnySection,
    backing: RecordBacking,
    input: WriteInput,
    actor: Actor,
    options: WriteOptions,
  ) {
    const reader = createContentService(db, { view: 'draft' });
    const record = await reader.backingRecord(backing);
    if (!record) throw notFound(section.title, section.key);
    const { data, files } = await prepare(section, input, backing.read(record));
    await store(files);
    const saved = await updateRecord(
      backing.collection,
      String(record._id),
      { values: backing.write(data, record), files: {} },
      actor,
      options,
    );
    const value = backing.read(saved.value as Record<string, unknown>);
    return {
      withId: <T>(id: string) => ({ value: { ...value, _id: id } as T, version: saved.version }),
    };
  }

  return {
    /**
     * Updates a section; `id` must be its fixed id. A draft write keeps the published value and
     * stores the merged one as the draft; a publish merges onto the pending draft, if any, and
     * publishes it all. Answers the value written (with `_id`) and the new edit version.
     */
    async updateSection<K extends SectionKey>(
      key: K,
      id: string,
      input: WriteInput,
      actor: Actor,
      options: WriteOptions = {},
    ): Promise<Saved<SectionValue<K>>> {
      const section = sectionsByKey.get(key);
      if (!section) throw new WriteError(404, `There is no section ${key}`);
      const row = await sections.byKey(key);
      if (!row || row.id !== id) throw notFound(section.title, id);
      if (section.backedBy) {
        return (await updateBacked(section, section.backedBy, input, actor, options)).withId(id);
      }
      const target = sectionTarget(key);
      const pending = (await states.byTarget(target))?.draft;
      const { data, files } = await prepare(section, input, pending ?? row.data);
      await store(files);
      let dropped: string[] = [];
      const info = sectionInfo(key);
      const result = await writeContent(db, async (tx) => {
        const state = await claimEdit(tx, target, options.ifMatch);
        const previous = (await sectionsRepo(tx).byKey(key)) ?? row;
        const before = previous.data;
        if (options.draft) {
          const saved = await saveDraft(tx, actor, {
            target,
            info,
            fields: section.fields,
            state,
            published: before,
            data,
            publishAt: options.publishAt,
          });
          dropped = saved.dropped;
          return { value: data, version: saved.version };
        }
        const written = await sectionsRepo(tx).update(id, data, actor.name);
        // Throwing rolls the version bump back with the (missing) write.
        if (!written) throw notFound(section.title, id);
        await recordAudit(tx, actor, {
          action: publishAction(options),
          target,
          targetLabel: info.label,
          fields: changedFields(section.fields, before, written.data),
        });
        await searchIndex(tx).section(key);
        const done = await published(tx, actor, target, info, section.fields);
        dropped = [
          ...(await sectionRevision(tx, actor, key, previous, written.data, options)),
          ...(await mediaUses(tx).section(key, written.data)),
          ...done.dropped,
        ];
        return { value: written.data, version: done.version };
      });
      await sweep(dropped);
      return { value: { ...result.value, _id: id } as SectionValue<K>, version: result.version };
    },
  };
}
