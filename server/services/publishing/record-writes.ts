/** Editors' writes to the records of a collection: create (one or many), update, delete. */
import { recordInfo, recordTarget } from '../../../content/cms-targets';
import type { CollectionOptions } from '../../../content/collection';
import { collections, type CollectionName } from '../../../content/registry';
import type { Db } from '../../db/client';
import { hasCode, STILL_REFERENCED } from '../../db/errors';
import { collectionsRepo, type CollectionRow } from '../../repositories/content/collections-repo';
import { recordPatch, recordRow } from '../../repositories/content/record-rows';
import { contentStatesRepo } from '../../repositories/content/content-states-repo';
import { writeContent } from '../../repositories/content/content-version-repo';
import { changedFields, recordAudit, type Actor } from '../shared/audit-log';
import { claimEdit } from './edit-states';
import { mediaUses } from '../media/media-uses';
import { recordRevision } from './revisions';
import { searchIndex } from '../search/search-index';
import { trashBin } from './trash';
import { toRecord, type CollectionRecord } from '../content/content-service';
import { freeSlug } from './free-slug';
import {
  emptyValue,
  fieldFor,
  prepare,
  WriteError,
  type Prepared,
  type Writable,
  type WriteInput,
} from './write-preparation';
import { notFound, type Saved, type WriteContext, type WriteOptions } from './write-context';
import { collectionValue, published, publishAction, recordCreated, saveDraft } from './draft-steps';
import {
  checkNamedRecords,
  followLinks,
  keepOldAddresses,
  retryingSlugClash,
  slugFor,
} from './record-addresses';

export type RecordWrites = ReturnType<typeof recordWrites>;

/** What a new record leaves behind: its audit entry, first revision, search document, file uses. */
async function created<N extends CollectionName>(
  tx: Db,
  actor: Actor,
  name: N,
  row: CollectionRow<N>,
  options: WriteOptions,
) {
  await recordCreated(tx, actor, name, row);
  if (!options.draft) await recordRevision(tx, actor, name, undefined, row);
  await searchIndex(tx).record(name, row.id);
  await mediaUses(tx).record(name, row);
}

/**
 * A POST with `uploadMany`'s inputs, one per file uploaded under `target`: the other fields'
 * values paired with the files in order (a field sent once holds for the first file only).
 */
function oneInputPerUpload(
  collection: Writable,
  input: WriteInput,
  target: string,
  uploads: WriteInput['files'][string],
): WriteInput[] {
  const others = Object.entries(input.values).filter(
    ([key]) => fieldFor(collection, key)?.name !== target,
  );
  return uploads.map((upload, i) => ({
    values: Object.fromEntries(
      others.map(([key, value]): [string, unknown] => [
        key,
        (Array.isArray(value) ? value : [value])[i] ?? '',
      ]),
    ),
    files: { [target]: [upload] },
  }));
}

/** The slug an update writes, or undefined when it leaves the stored one alone. */
async function updatedSlug(
  tx: Db,
  {
    name,
    id,
    slug,
    data,
    stored,
  }: {
    name: CollectionName;
    id: string;
    slug: CollectionOptions['slug'];
    data: Record<string, unknown>;
    stored: Record<string, unknown>;
  },
): Promise<unknown> {
  if (slug?.editable) {
    // Changed only when the write sends another one; left empty, it stays. Checked again when
    // the record moves to another scope (a product to another family).
    const wanted = String(data.slug || stored.slug);
    const moved = slug.scope !== undefined && data[slug.scope] !== stored[slug.scope];
    return wanted !== stored.slug || moved
      ? await slugFor(tx, name, slug, { ...data, slug: wanted }, id)
      : stored.slug;
  }
  // The slug follows its field (links to the old value's page stop working).
  if (slug && data[slug.from] !== stored[slug.from]) return freeSlug(tx, name, slug, data, id);
  return undefined;
}

export function recordWrites(ctx: WriteContext) {
  const { db, store, sweep, records, states } = ctx;
  const writes = {
    /** Adds a record: published at once, or with `draft` kept off the site until published. */
    async createRecord<N extends CollectionName>(
      name: N,
      input: WriteInput,
      actor: Actor,
      options: WriteOptions = {},
    ): Promise<Saved<CollectionRecord<N>>> {
      const collection: Writable & CollectionOptions = collections[name];
      const { data, files } = await prepare(
        collection,
        input,
        emptyValue(collection.fields),
        collection.required,
      );
      await store(files);
      const position = await records.nextPosition(name);
      const { slug } = collection;
      const result = await retryingSlugClash(() =>
        writeContent(db, async (tx) => {
          await checkNamedRecords(tx, collection, data);
          const inserted = await collectionsRepo(tx).insert(
            name,
            recordRow(name, {
              ...data,
              position,
              published: !options.draft,
              ...(slug ? { slug: await slugFor(tx, name, slug, data) } : {}),
            }),
          );
          await created(tx, actor, name, inserted, options);
          const target = recordTarget(name, inserted.id);
          await claimEdit(tx, target, undefined);
          const saved = await contentStatesRepo(tx).saved(target, actor, {
            draft: null,
            publishAt: (options.draft && options.publishAt) || null,
          });
          return { row: inserted, version: saved.version };
        }),
      );
      return { value: toRecord(name, result.row), version: result.version };
    },

    /**
     * A POST to a collection with `uploadMany`: one record per file uploaded under that field,
     * the other fields' values paired with the files in order; all or none. One file or none is
     * an ordinary create.
     */
    async createMany<N extends CollectionName>(
      name: N,
      input: WriteInput,
      actor: Actor,
      options: WriteOptions = {},
    ): Promise<CollectionRecord<N>[]> {
      const collection: Writable & CollectionOptions = collections[name];
      const target = collection.uploadMany;
      const uploads = Object.entries(input.files).flatMap(([key, files]) =>
        target && fieldFor(collection, key)?.name === target ? files : [],
      );
      if (!target || uploads.length <= 1) {
        return [(await writes.createRecord(name, input, actor, options)).value];
      }
      const prepared: Prepared[] = [];
      for (const each of oneInputPerUpload(collection, input, target, uploads)) {
        prepared.push(
          await prepare(collection, each, emptyValue(collection.fields), collection.required),
        );
      }
      await store(prepared.flatMap((p) => p.files));
      const first = await records.nextPosition(name);
      const rows = await writeContent(db, async (tx) => {
        const inserted = await collectionsRepo(tx).insertMany(
          name,
          prepared.map((p, i) =>
            recordRow(name, { ...p.data, position: first + i, published: !options.draft }),
          ),
        );
        for (const row of inserted) await created(tx, actor, name, row, options);
        return inserted;
      });
      return rows.map((row) => toRecord(name, row));
    },

    /**
     * Updates a record. A record never published takes draft writes directly (nobody sees it);
     * a published one keeps its draft beside it. A publish merges onto the pending draft and
     * puts the record on the site.
     */
    async updateRecord<N extends CollectionName>(
      name: N,
      id: string,
      input: WriteInput,
      actor: Actor,
      options: WriteOptions = {},
    ): Promise<Saved<CollectionRecord<N>>> {
      const collection: Writable & CollectionOptions = collections[name];
      const row = await records.byId(name, id);
      if (!row) throw notFound(`${collection.title} record`, id);
      const target = recordTarget(name, id);
      const stored = collectionValue(name, row as Record<string, unknown>);
      const pending = row.published ? (await states.byTarget(target))?.draft : undefined;
      const { data, files } = await prepare(
        collection,
        input,
        pending ?? stored,
        collection.required,
      );
      const { slug } = collection;
      await store(files);
      let dropped: string[] = [];
      const result = await retryingSlugClash(() =>
        writeContent(db, async (tx) => {
          const state = await claimEdit(tx, target, options.ifMatch);
          await checkNamedRecords(tx, collection, data);
          const info = recordInfo(name, { ...row, ...data, id });
          if (options.draft && row.published) {
            const saved = await saveDraft(tx, actor, {
              target,
              info,
              fields: collection.fields,
              state,
              published: stored,
              data,
              publishAt: options.publishAt,
            });
            dropped = saved.dropped;
            return { row: { ...row, ...data } as typeof row, version: saved.version };
          }
          const patch: Record<string, unknown> = { ...data, published: !options.draft };
          const newSlug = await updatedSlug(tx, { name, id, slug, data, stored });
          if (newSlug !== undefined) patch.slug = newSlug;
          const written = await collectionsRepo(tx).update(name, id, recordPatch(name, patch));
          if (!written) throw notFound(`${collection.title} record`, id);
          await recordAudit(tx, actor, {
            action: options.draft ? 'content.draft' : publishAction(options),
            target,
            targetLabel: recordInfo(name, written).label,
            fields: changedFields(collection.fields, stored, collectionValue(name, written)),
          });
          const move = { name, before: row as Record<string, unknown>, after: written };
          // A page nobody has seen yet leaves no old address behind.
          if (row.published) await keepOldAddresses(tx, move);
          await followLinks(tx, move);
          await searchIndex(tx).record(name, id);
          const uses = await mediaUses(tx).record(name, written);
          if (options.draft) {
            // Still never published: the record itself is the draft.
            const saved = await contentStatesRepo(tx).saved(target, actor, {
              draft: null,
              publishAt: options.publishAt === undefined ? state.publishAt : options.publishAt,
            });
            dropped = uses;
            return { row: written, version: saved.version };
          }
          const done = await published(tx, actor, target, info, collection.fields);
          // A record published for the first time has no earlier published value to keep.
          const revised = await recordRevision(
            tx,
            actor,
            name,
            row.published ? row : undefined,
            written,
            options,
          );
          dropped = [...revised, ...uses, ...done.dropped];
          return { row: written, version: done.version };
        }),
      );
      await sweep(dropped);
      return { value: toRecord(name, result.row), version: result.version };
    },

    async deleteRecord(name: CollectionName, id: string, actor: Actor): Promise<void> {
      let dropped: string[] = [];
      try {
        await writeContent(db, async (tx) => {
          const row = await collectionsRepo(tx).byId(name, id);
          if (!row || !(await collectionsRepo(tx).remove(name, id))) {
            throw notFound(`${collections[name].title} record`, id);
          }
          // Restorable for 30 days, its files and earlier addresses kept till it is purged.
          await trashBin(tx).put(name, row, actor);
          // The entry outlives the record: its label keeps what the record was called.
          await recordAudit(tx, actor, {
            action: 'content.delete',
            target: recordTarget(name, id),
            targetLabel: recordInfo(name, row).label,
          });
          await searchIndex(tx).removed(name, id);
          dropped = await mediaUses(tx).removed(name, id);
        });
        await sweep(dropped);
      } catch (err) {
        // Other records name this one (a family's products): they must go or move first.
        if (STILL_REFERENCED.some((code) => hasCode(err, code))) {
          throw new WriteError(
            409,
            `Other records still belong to this ${collections[name].title.toLowerCase()} record: move or delete them first`,
          );
        }
        throw err;
      }
    },
  };
  return writes;
}
