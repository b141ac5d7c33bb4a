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
import {
  parseTarget,
  recordInfo,
  recordTarget,
  sectionInfo,
  sectionTarget,
} from '../../content/cms-targets';
import type { CollectionOptions } from '../../content/collection';
import type { Fields } from '../../content/fields';
import { mediaRefs } from '../../content/media-refs';
import {
  collections,
  sectionsByKey,
  type AnySection,
  type CollectionName,
  type SectionKey,
} from '../../content/registry';
import type { RecordBacking } from '../../content/section';
import type { Db } from '../db/client';
import { hasCode, STILL_REFERENCED, UNIQUE_VIOLATION } from '../db/errors';
import { type MediaStore, type StoredFile } from '../media/media-store';
import { collectionsRepo, type CollectionInsert } from '../repositories/collections-repo';
import { contentStatesRepo, type ContentState } from '../repositories/content-states-repo';
import { writeContent } from '../repositories/content-version-repo';
import { mediaRepo } from '../repositories/media-repo';
import { sectionsRepo } from '../repositories/sections-repo';
import { redirectsRepo } from '../repositories/redirects-repo';
import { changedFields, recordAudit, type Actor } from './audit-log';
import { claimEdit, draftUsesTarget, type IfMatch } from './edit-states';
import { mediaUses } from './media-uses';
import { recordRevision, sectionRevision, type PublishOptions } from './revisions';
import { searchIndex } from './search-index';
import { trashBin } from './trash';
import {
  createContentService,
  pageUrl,
  toRecord,
  type CollectionRecord,
  type SectionValue,
} from './content-service';
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

export function createContentWriteService(db: Db, media: MediaStore) {
  const sections = sectionsRepo(db);
  const records = collectionsRepo(db);
  const states = contentStatesRepo(db);

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

  /** A draft's files, recorded as uses so that no sweep takes them before it is published. */
  const draftUses = (
    tx: Db,
    target: string,
    info: { label: string; href: string },
    fields: Fields,
    draft: Record<string, unknown> | null,
  ) =>
    mediaRepo(tx).setUses(
      draftUsesTarget(target),
      `${info.label} (draft)`,
      info.href,
      draft
        ? [...mediaRefs(fields, draft)].map(([path, labels]) => ({
            path,
            fields: labels.join(', '),
          }))
        : [],
    );

  /**
   * Saves `data` as the target's draft (publishing nothing), with its publish time when asked;
   * audited with the fields that differ from what was pending before.
   */
  async function saveDraft(
    tx: Db,
    actor: Actor,
    o: {
      target: string;
      info: { label: string; href: string };
      fields: Fields;
      state: ContentState;
      published: Record<string, unknown>;
      data: Record<string, unknown>;
      publishAt: Date | null | undefined;
    },
  ): Promise<{ version: number; dropped: string[] }> {
    const saved = await contentStatesRepo(tx).saved(o.target, actor, {
      draft: o.data,
      publishAt: o.publishAt === undefined ? o.state.publishAt : o.publishAt,
    });
    await recordAudit(tx, actor, {
      action: 'content.draft',
      target: o.target,
      targetLabel: o.info.label,
      fields: changedFields(o.fields, o.state.draft ?? o.published, o.data),
    });
    const dropped = await draftUses(tx, o.target, o.info, o.fields, o.data);
    return { version: saved.version, dropped };
  }

  /** After a publish: nothing pending any more; answers the draft's files to sweep. */
  async function published(
    tx: Db,
    actor: Actor,
    target: string,
    info: { label: string; href: string },
    fields: Fields,
  ): Promise<{ version: number; dropped: string[] }> {
    const saved = await contentStatesRepo(tx).saved(target, actor, {
      draft: null,
      publishAt: null,
    });
    return { version: saved.version, dropped: await draftUses(tx, target, info, fields, null) };
  }

  const publishAction = (o: WriteOptions) =>
    o.restoredFrom
      ? ('content.restore' as const)
      : o.scheduled
        ? ('content.publish_scheduled' as const)
        : ('content.update' as const);

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
    const saved = await service.updateRecord(
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

  const service = {
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
          await checkReferences(tx, collection, data);
          await checkLinks(tx, collection, data);
          const inserted = await collectionsRepo(tx).insert(name, {
            ...data,
            position,
            published: !options.draft,
            ...(slug ? { slug: await slugFor(tx, name, slug, data) } : {}),
          } as CollectionInsert<N>);
          await recordCreated(tx, actor, name, inserted);
          if (!options.draft) await recordRevision(tx, actor, name, undefined, inserted);
          await searchIndex(tx).record(name, inserted.id);
          await mediaUses(tx).record(name, inserted);
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
        return [(await this.createRecord(name, input, actor, options)).value];
      }
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
          prepared.map(
            (p, i) =>
              ({
                ...p.data,
                position: first + i,
                published: !options.draft,
              }) as CollectionInsert<N>,
          ),
        );
        for (const row of inserted) {
          await recordCreated(tx, actor, name, row);
          if (!options.draft) await recordRevision(tx, actor, name, undefined, row);
          await searchIndex(tx).record(name, row.id);
          await mediaUses(tx).record(name, row);
        }
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
          await checkReferences(tx, collection, data);
          await checkLinks(tx, collection, data);
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
            action: options.draft ? 'content.draft' : publishAction(options),
            target,
            targetLabel: recordInfo(name, written).label,
            fields: changedFields(collection.fields, stored, collectionValue(name, written)),
          });
          // A page nobody has seen yet leaves no old address behind.
          if (row.published) {
            await keepOldAddresses(tx, name, row as Record<string, unknown>, written);
          }
          await followLinks(tx, name, row as Record<string, unknown>, written);
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

    /**
     * Throws away a section's or record's pending draft and its publish time; the published
     * value stays as it is. A record never published has no other value: delete it instead.
     */
    async discardDraft(target: string, actor: Actor, ifMatch?: IfMatch): Promise<Saved<null>> {
      const parsed = parseTarget(target);
      if (!parsed) throw new WriteError(404, `There is nothing called ${target} to edit`);
      const fields =
        parsed.kind === 'section' ? parsed.section.fields : collections[parsed.name].fields;
      let info: { label: string; href: string };
      if (parsed.kind === 'section') info = sectionInfo(parsed.section.key);
      else {
        const row = await records.byId(parsed.name, parsed.id);
        if (!row) throw notFound(`${collections[parsed.name].title} record`, parsed.id);
        if (!row.published) {
          throw new WriteError(409, 'This record has never been published: delete it instead');
        }
        info = recordInfo(parsed.name, row);
      }
      let dropped: string[] = [];
      const version = await writeContent(db, async (tx) => {
        const state = await claimEdit(tx, target, ifMatch);
        if (!state.draft && !state.publishAt) {
          throw new WriteError(409, 'There is no draft to discard');
        }
        await recordAudit(tx, actor, {
          action: 'content.draft_discard',
          target,
          targetLabel: info.label,
        });
        const done = await published(tx, actor, target, info, fields);
        dropped = done.dropped;
        return done.version;
      });
      await sweep(dropped);
      return { value: null, version };
    },

    /**
     * Publishes the drafts (and records never published) whose publish time has come, each in
     * its own write, as the editor who scheduled it. The timed job calls this every 30 seconds
     * on one instance; the write locks the state, so a publish happens once. Answers how many.
     */
    async publishDue(now = new Date(), limit = 50): Promise<number> {
      let count = 0;
      for (const state of await states.due(now, limit)) {
        const parsed = parseTarget(state.target);
        const actor: Actor = { id: state.savedById, name: state.savedBy || 'Scheduled', ip: '' };
        const options: WriteOptions = { scheduled: true };
        const none: WriteInput = { values: {}, files: {} };
        try {
          if (parsed?.kind === 'section') {
            const row = await sections.byKey(parsed.section.key);
            if (!row) throw new WriteError(404, `There is no section ${parsed.section.key}`);
            await this.updateSection(parsed.section.key, row.id, none, actor, options);
          } else if (parsed) {
            await this.updateRecord(parsed.name, parsed.id, none, actor, options);
          } else throw new WriteError(404, `There is nothing called ${state.target}`);
          count++;
        } catch (err) {
          // Gone (deleted) or no longer valid: stop trying; the editor sees it unscheduled.
          console.error(`Publishing ${state.target} as scheduled failed:`, err);
          await writeContent(db, async (tx) => {
            const locked = await contentStatesRepo(tx).lock(state.target);
            if (locked.publishAt && locked.publishAt <= now) {
              await contentStatesRepo(tx).saved(
                state.target,
                { id: locked.savedById, name: locked.savedBy },
                { draft: locked.draft, publishAt: null },
              );
            }
          });
        }
      }
      return count;
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
  return service;
}

export type ContentWriteService = ReturnType<typeof createContentWriteService>;
