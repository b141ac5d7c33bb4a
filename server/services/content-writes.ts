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
import { recordInfo, recordTarget, sectionInfo, sectionTarget } from '../../content/cms-targets';
import type { CollectionOptions } from '../../content/collection';
import {
  collections,
  sectionsByKey,
  type CollectionName,
  type SectionKey,
} from '../../content/registry';
import type { Db } from '../db/client';
import { hasCode, STILL_REFERENCED, UNIQUE_VIOLATION } from '../db/errors';
import { type MediaStore, type StoredFile } from '../media/media-store';
import { collectionsRepo, type CollectionInsert } from '../repositories/collections-repo';
import { writeContent } from '../repositories/content-version-repo';
import { sectionsRepo } from '../repositories/sections-repo';
import { redirectsRepo } from '../repositories/redirects-repo';
import { changedFields, recordAudit, type Actor } from './audit-log';
import { mediaUses } from './media-uses';
import { searchIndex } from './search-index';
import { trashBin } from './trash';
import { pageUrl, toRecord, type CollectionRecord, type SectionValue } from './content-service';
import { freeSlug, slugScope } from './free-slug';
import type { SlugRule } from './slug';

import {
  emptyValue,
  fieldFor,
  prepare,
  WriteError,
  type Prepared,
  type Writable,
  type WriteInput,
} from './write-preparation';

const isUniqueViolation = (err: unknown) => hasCode(err, UNIQUE_VIOLATION);

export function createContentWriteService(db: Db, media: MediaStore) {
  const sections = sectionsRepo(db);
  const records = collectionsRepo(db);

  const store = (files: StoredFile[]) => Promise.all(files.map((f) => media.save(f)));

  /**
   * The files a write stopped using, once it has committed: those nothing else uses and no
   * editor put in the library on purpose are deleted. A failed sweep leaves orphans for the
   * periodic one; the write itself stands.
   */
  const sweep = (before: string[]) => {
    if (before.length === 0) return Promise.resolve();
    return media.sweep(before).then(
      () => undefined,
      (err: unknown) => console.error('Sweeping unused media failed:', err),
    );
  };

  /**
   * The slug a write gives a record: an editable slug as sent (another record's is a field
   * error), else one made from the rule's field.
   */
  async function slugFor(
    tx: Db,
    name: CollectionName,
    rule: SlugRule,
    value: Record<string, unknown>,
    exceptId?: string,
  ): Promise<string> {
    const asked = rule.editable ? String(value.slug ?? '') : '';
    if (!asked) return freeSlug(tx, name, rule, value, exceptId);
    const clash = (await collectionsRepo(tx).slugsLike(name, asked, slugScope(rule, value))).some(
      (r) => r.slug === asked && r.id !== exceptId,
    );
    if (clash) {
      throw new WriteError(400, 'Some fields need attention', {
        slug: rule.scope
          ? `Another record in this ${rule.scope} has the address ${asked}`
          : `Another record has the address ${asked}`,
      });
    }
    return asked;
  }

  /** Refuses a write whose reference fields name records that do not exist. */
  async function checkReferences(
    tx: Db,
    collection: CollectionOptions,
    value: Record<string, unknown>,
  ): Promise<void> {
    const errors: Record<string, string> = {};
    for (const [field, ref] of Object.entries(collection.references ?? {})) {
      if (!ref) continue;
      const named = String(value[field] ?? '');
      if (!(await collectionsRepo(tx).slugExists(ref.collection as CollectionName, named))) {
        errors[field] = ref.message;
      }
    }
    if (Object.keys(errors).length > 0) {
      throw new WriteError(400, 'Some fields need attention', errors);
    }
  }

  /** Refuses a write whose `linksTo` lists name records that do not exist. */
  async function checkLinks(
    tx: Db,
    collection: CollectionOptions,
    value: Record<string, unknown>,
  ): Promise<void> {
    const errors: Record<string, string> = {};
    for (const [field, link] of Object.entries(collection.linksTo ?? {})) {
      if (!link) continue;
      const named = (value[field] ?? []) as string[];
      const found = new Set(
        await collectionsRepo(tx).addressesAmong(link.collection as CollectionName, named),
      );
      const missing = named.filter((address) => !found.has(address));
      if (missing.length > 0) errors[field] = `${link.message}: ${missing.join(', ')}`;
    }
    if (Object.keys(errors).length > 0) {
      throw new WriteError(400, 'Some fields need attention', errors);
    }
  }

  /** When a record's address changes, the `linksTo` lists of other collections naming it follow. */
  async function followLinks(
    tx: Db,
    name: CollectionName,
    before: Record<string, unknown>,
    after: Record<string, unknown>,
  ): Promise<void> {
    const scope: string | undefined = (collections[name] as CollectionOptions).slug?.scope;
    const address = (row: Record<string, unknown>) =>
      scope ? `${String(row[scope])}/${String(row.slug)}` : String(row.slug);
    const [from, to] = [address(before), address(after)];
    if (from === to) return;
    for (const [other, def] of Object.entries(collections) as [
      CollectionName,
      CollectionOptions,
    ][]) {
      for (const [field, link] of Object.entries(def.linksTo ?? {})) {
        if (link?.collection === name)
          await collectionsRepo(tx).renameInLists(other, field, from, to);
      }
    }
  }

  /**
   * When a write moves a record's page, its old address leads to the new one (301), and so do
   * the old addresses of the records whose pages are under it (a family's products, whose
   * `family` the database renamed with it).
   */
  async function keepOldAddresses(
    tx: Db,
    name: CollectionName,
    before: Record<string, unknown>,
    after: Record<string, unknown>,
  ): Promise<void> {
    const page: string | undefined = (collections[name] as CollectionOptions).page;
    if (!page) return;
    const from = pageUrl(page, before);
    const to = pageUrl(page, after);
    if (from === to) return;
    const redirects = redirectsRepo(tx);
    await redirects.moved(name, String(after.id), from, to);
    if (before.slug === after.slug) return;
    for (const [other, def] of Object.entries(collections) as [
      CollectionName,
      CollectionOptions,
    ][]) {
      const childPage = def.page;
      if (!childPage) continue;
      for (const [field, ref] of Object.entries(def.references ?? {})) {
        if (ref?.collection !== name) continue;
        for (const child of await collectionsRepo(tx).withField(other, field, String(after.slug))) {
          const earlier = { ...child, [field]: before.slug };
          await redirects.moved(
            other,
            child.id,
            pageUrl(childPage, earlier),
            pageUrl(childPage, child),
          );
          await followLinks(tx, other, earlier, child);
        }
      }
    }
  }

  /** Runs a write that may lose a race for a slug, a few times. */
  async function retryingSlugClash<T>(write: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await write();
      } catch (err) {
        if (!isUniqueViolation(err) || attempt >= 5) throw err;
      }
    }
  }

  const collectionValue = (name: CollectionName, row: Record<string, unknown>) =>
    Object.fromEntries(Object.keys(collections[name].fields).map((k) => [k, row[k]]));

  const notFound = (what: string, id: string) =>
    new WriteError(404, `${what} ${id} does not exist`);

  /** A new record's entry: the fields it was given, by label. */
  const recordCreated = (
    tx: Db,
    actor: Actor,
    name: CollectionName,
    row: Record<string, unknown> & { id: string },
  ) => {
    const { fields } = collections[name];
    return recordAudit(tx, actor, {
      action: 'content.create',
      target: recordTarget(name, row.id),
      targetLabel: recordInfo(name, row).label,
      fields: changedFields(fields, emptyValue(fields), collectionValue(name, row)),
    });
  };

  return {
    /** Updates a section; `id` must be its fixed id. Answers the stored value with `_id`. */
    async updateSection<K extends SectionKey>(
      key: K,
      id: string,
      input: WriteInput,
      actor: Actor,
    ): Promise<SectionValue<K>> {
      const section = sectionsByKey.get(key);
      if (!section) throw new WriteError(404, `There is no section ${key}`);
      const row = await sections.byKey(key);
      if (!row || row.id !== id) throw notFound(section.title, id);
      const { data, files } = await prepare(section, input, row.data);
      await store(files);
      let dropped: string[] = [];
      const updated = await writeContent(db, async (tx) => {
        const before = (await sectionsRepo(tx).byKey(key))?.data ?? row.data;
        const written = await sectionsRepo(tx).update(id, data, actor.name);
        // Throwing rolls the version bump back with the (missing) write.
        if (!written) throw notFound(section.title, id);
        await recordAudit(tx, actor, {
          action: 'content.update',
          target: sectionTarget(key),
          targetLabel: sectionInfo(key).label,
          fields: changedFields(section.fields, before, written.data),
        });
        await searchIndex(tx).section(key);
        dropped = await mediaUses(tx).section(key, written.data);
        return written;
      });
      await sweep(dropped);
      return { ...updated.data, _id: updated.id } as SectionValue<K>;
    },

    async createRecord<N extends CollectionName>(
      name: N,
      input: WriteInput,
      actor: Actor,
    ): Promise<CollectionRecord<N>> {
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
      const row = await retryingSlugClash(() =>
        writeContent(db, async (tx) => {
          await checkReferences(tx, collection, data);
          await checkLinks(tx, collection, data);
          const inserted = await collectionsRepo(tx).insert(name, {
            ...data,
            position,
            ...(slug ? { slug: await slugFor(tx, name, slug, data) } : {}),
          } as CollectionInsert<N>);
          await recordCreated(tx, actor, name, inserted);
          await searchIndex(tx).record(name, inserted.id);
          await mediaUses(tx).record(name, inserted);
          return inserted;
        }),
      );
      return toRecord(name, row);
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
    ): Promise<CollectionRecord<N>[]> {
      const collection: Writable & CollectionOptions = collections[name];
      const target = collection.uploadMany;
      const uploads = Object.entries(input.files).flatMap(([key, files]) =>
        target && fieldFor(collection, key)?.name === target ? files : [],
      );
      if (!target || uploads.length <= 1) return [await this.createRecord(name, input, actor)];
      const others = Object.entries(input.values).filter(
        ([key]) => fieldFor(collection, key)?.name !== target,
      );
      const prepared: Prepared[] = [];
      for (const [i, upload] of uploads.entries()) {
        const values = Object.fromEntries(
          others.map(([key, value]): [string, unknown] => [
            key,
            (Array.isArray(value) ? value : [value])[i] ?? '',
          ]),
        );
        prepared.push(
          await prepare(
            collection,
            { values, files: { [target]: [upload] } },
            emptyValue(collection.fields),
            collection.required,
          ),
        );
      }
      await store(prepared.flatMap((p) => p.files));
      const first = await records.nextPosition(name);
      const rows = await writeContent(db, async (tx) => {
        const inserted = await collectionsRepo(tx).insertMany(
          name,
          prepared.map((p, i) => ({ ...p.data, position: first + i }) as CollectionInsert<N>),
        );
        for (const row of inserted) {
          await recordCreated(tx, actor, name, row);
          await searchIndex(tx).record(name, row.id);
          await mediaUses(tx).record(name, row);
        }
        return inserted;
      });
      return rows.map((row) => toRecord(name, row));
    },

    async updateRecord<N extends CollectionName>(
      name: N,
      id: string,
      input: WriteInput,
      actor: Actor,
    ): Promise<CollectionRecord<N>> {
      const collection: Writable & CollectionOptions = collections[name];
      const row = await records.byId(name, id);
      if (!row) throw notFound(`${collection.title} record`, id);
      const stored = collectionValue(name, row as Record<string, unknown>);
      const { data, files } = await prepare(collection, input, stored, collection.required);
      const { slug } = collection;
      await store(files);
      let dropped: string[] = [];
      const updated = await retryingSlugClash(() =>
        writeContent(db, async (tx) => {
          await checkReferences(tx, collection, data);
          await checkLinks(tx, collection, data);
          const patch: Record<string, unknown> = { ...data };
          if (slug?.editable) {
            // Changed only when the write sends another one; left empty, it stays. Checked
            // again when the record moves to another scope (a product to another family).
            const wanted = String(data.slug || stored.slug);
            const moved = slug.scope !== undefined && data[slug.scope] !== stored[slug.scope];
            patch.slug =
              wanted !== stored.slug || moved
                ? await slugFor(tx, name, slug, { ...data, slug: wanted }, id)
                : stored.slug;
          } else if (slug && data[slug.from] !== stored[slug.from]) {
            // The slug follows its field (links to the old value's page stop working).
            patch.slug = await freeSlug(tx, name, slug, data, id);
          }
          const written = await collectionsRepo(tx).update(
            name,
            id,
            patch as Partial<CollectionInsert<N>>,
          );
          if (!written) throw notFound(`${collection.title} record`, id);
          await recordAudit(tx, actor, {
            action: 'content.update',
            target: recordTarget(name, id),
            targetLabel: recordInfo(name, written).label,
            fields: changedFields(collection.fields, stored, collectionValue(name, written)),
          });
          await keepOldAddresses(tx, name, row as Record<string, unknown>, written);
          await followLinks(tx, name, row as Record<string, unknown>, written);
          await searchIndex(tx).record(name, id);
          dropped = await mediaUses(tx).record(name, written);
          return written;
        }),
      );
      await sweep(dropped);
      return toRecord(name, updated);
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
}

export type ContentWriteService = ReturnType<typeof createContentWriteService>;
