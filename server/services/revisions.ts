/**
 * Content history (issue 14, docs/decisions/0020): every publish of a section or record keeps
 * its whole value as a revision — who, when, the fields changed — the newest `REVISIONS_KEPT`
 * per target. Any revision can be compared with the current value, field by field, and restored,
 * which publishes it again through the ordinary write path as a new revision: nothing is lost.
 *
 * The content write service calls `sectionRevision` / `recordRevision` inside each publish's
 * transaction. The files kept revisions use stay out of the media sweep through `media_uses`
 * rows under `history/<target>`, holding the files the revisions use and the live value does
 * not (the live value's own uses hold the rest).
 */
import { z } from 'zod';
import {
  parseTarget as parseCmsTarget,
  recordInfo,
  recordTarget,
  sectionInfo,
  sectionTarget,
} from '../../content/cms-targets';
import type { CollectionOptions } from '../../content/collection';
import type { Fields } from '../../content/fields';
import { mediaRefs, replaceMediaPath } from '../../content/media-refs';
import {
  collections,
  sectionsByKey,
  type CollectionName,
  type SectionKey,
} from '../../content/registry';
import { diffFields, revisionDiff, sameValue } from '../../content/revision-diff';
import {
  REVISIONS_KEPT,
  SITE_SET_UP,
  type RevisionDetail,
  type RevisionList,
  type RevisionsQuery,
  type RevisionSummary,
} from '../../schemas/revisions';
import type { Db } from '../db/client';
import { collectionsRepo } from '../repositories/collections-repo';
import { mediaRepo } from '../repositories/media-repo';
import {
  revisionsRepo,
  type RevisionRow,
  type RevisionSummary as RevisionSummaryRow,
} from '../repositories/revisions-repo';
import { sectionsRepo, type SectionRow } from '../repositories/sections-repo';
import { changedFields, type Actor } from './audit-log';
import type { ContentWriteService } from './content-writes';
import { ServiceError } from './service-error';
import { emptyValue } from './write-preparation';

const HISTORY = 'history/';
/** The `media_uses` target holding the files of a target's earlier versions. */
export const historyTarget = (target: string) => `${HISTORY}${target}`;
export const isHistoryTarget = (target: string) => target.startsWith(HISTORY);

/** How a publish came about, when not by an editor's own change. */
export interface PublishOptions {
  /** It restores the revision of this time. */
  restoredFrom?: Date;
}

/** What is kept in step for one target. */
interface Subject {
  target: string;
  fields: Fields;
  /** What the media library calls the target's earlier versions, and where they are edited. */
  label: string;
  href: string;
}

/** A value as it was published before this write: the baseline when history lacks it. */
interface Previous {
  data: Record<string, unknown>;
  at: Date;
  by: string | null;
}

/** A record's revision value: its registry fields, and its slug where it has one. */
export function revisionValue(
  name: CollectionName,
  row: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const keys = Object.keys(collections[name].fields);
  if ((collections[name] as CollectionOptions).slug && !keys.includes('slug')) keys.push('slug');
  return Object.fromEntries(keys.map((k) => [k, row[k] ?? null]));
}

const usesOf = (refs: Map<string, string[]>) =>
  [...refs].map(([path, labels]) => ({ path, fields: labels.join(', ') }));

/**
 * Records the files the target's kept revisions use and its live value does not, under
 * `history/<target>`; answers the paths it held before, for the caller to sweep.
 */
async function keepHistoryMedia(
  tx: Db,
  subject: Subject,
  live: Record<string, unknown>,
): Promise<string[]> {
  const inUse = mediaRefs(subject.fields, live);
  const refs = new Map<string, string[]>();
  for (const { data } of await revisionsRepo(tx).values(subject.target)) {
    for (const [path, labels] of mediaRefs(subject.fields, data)) {
      if (inUse.has(path)) continue;
      const known = refs.get(path) ?? [];
      refs.set(path, [...known, ...labels.filter((l) => !known.includes(l))]);
    }
  }
  return mediaRepo(tx).setUses(
    historyTarget(subject.target),
    `${subject.label} (earlier versions)`,
    subject.href,
    usesOf(refs),
  );
}

/**
 * Keeps one publish as a revision, in its transaction. When the history does not end with the
 * value this write replaced (none yet: seeded content, or content from before history; or a
 * change made around the write path), that value is kept first, so it can be restored too.
 * A save that changed nothing adds nothing. Then the oldest beyond the number kept go. Answers
 * media paths for the caller to sweep.
 */
async function keepRevision(
  tx: Db,
  actor: Actor,
  subject: Subject,
  previous: Previous | undefined,
  published: Record<string, unknown>,
  options: PublishOptions,
): Promise<string[]> {
  const repo = revisionsRepo(tx);
  const { target, fields } = subject;
  const newest = await repo.newest(target);
  if (previous && (!newest || !sameValue(newest.data, previous.data))) {
    await repo.insert({
      target,
      data: previous.data,
      fields: newest ? changedFields(fields, newest.data, previous.data) : [],
      authorName: (previous.by ?? SITE_SET_UP).slice(0, 100),
      // Never before the newest: the list's order is the order things happened in.
      at: newest && previous.at <= newest.at ? new Date(newest.at.getTime() + 1) : previous.at,
    });
  }
  // A save that changed nothing is no new version: it would only push real ones out.
  if (previous && sameValue(previous.data, published)) return [];
  await repo.insert({
    target,
    data: published,
    fields: changedFields(fields, previous?.data ?? emptyValue(fields), published),
    authorId: actor.id,
    authorName: actor.name.slice(0, 100),
    restoredFrom: options.restoredFrom ?? null,
  });
  await repo.prune(target, REVISIONS_KEPT);
  return keepHistoryMedia(tx, subject, published);
}

/** A section's publish: `before` is its row as the write found it. */
export function sectionRevision(
  tx: Db,
  actor: Actor,
  key: string,
  before: SectionRow,
  published: Record<string, unknown>,
  options: PublishOptions = {},
): Promise<string[]> {
  const section = sectionsByKey.get(key);
  if (!section) return Promise.resolve([]);
  return keepRevision(
    tx,
    actor,
    { target: sectionTarget(key), fields: section.fields, ...sectionInfo(key) },
    { data: before.data, at: before.updatedAt, by: before.updatedBy },
    published,
    options,
  );
}

/** A record's publish: `before` is its row as the write found it, undefined for a new one. */
export function recordRevision(
  tx: Db,
  actor: Actor,
  name: CollectionName,
  before: (Record<string, unknown> & { updatedAt: Date }) | undefined,
  published: Record<string, unknown> & { id: string },
  options: PublishOptions = {},
): Promise<string[]> {
  return keepRevision(
    tx,
    actor,
    {
      target: recordTarget(name, published.id),
      fields: collections[name].fields,
      ...recordInfo(name, published),
    },
    before && { data: revisionValue(name, before), at: before.updatedAt, by: null },
    revisionValue(name, published),
    options,
  );
}

/**
 * Deletes a target's history (a record purged for good); answers the media paths its earlier
 * versions held, for the caller to sweep once the transaction has committed.
 */
export async function removeHistory(tx: Db, target: string): Promise<string[]> {
  await revisionsRepo(tx).removeAll(target);
  return mediaRepo(tx).setUses(historyTarget(target), '', '', []);
}

/** A file replaced in the media library: the kept revisions of `history/<target>` follow it. */
export async function rewriteHistory(
  tx: Db,
  mediaTarget: string,
  from: string,
  to: string,
): Promise<void> {
  const repo = revisionsRepo(tx);
  for (const { id, data } of await repo.values(mediaTarget.slice(HISTORY.length))) {
    const rewritten = replaceMediaPath(data, from, to);
    if (!sameValue(rewritten, data)) await repo.setData(id, rewritten);
  }
}

/**
 * Before a file is deleted on purpose in the media library: earlier versions do not keep it
 * (they are not on the site), so their uses let go of it — unless a live value uses it, which
 * refuses the delete anyway. Restoring such a version then answers 409.
 */
export async function releaseHistoryUses(db: Db, path: string): Promise<void> {
  await revisionsRepo(db).releaseHistoryUses(path, HISTORY);
}

export class RevisionError extends ServiceError<400 | 404 | 409> {}

type ParsedTarget =
  | { kind: 'section'; key: SectionKey; fields: Fields }
  | { kind: 'record'; name: CollectionName; id: string; fields: Fields };

const isUuid = (id: string) => z.uuid().safeParse(id).success;

/** A target as `parseTarget` reads it, with the fields its values hold. */
function parseTarget(target: string): ParsedTarget | undefined {
  const parsed = parseCmsTarget(target);
  if (!parsed) return undefined;
  if (parsed.kind === 'section') {
    const { section } = parsed;
    return { kind: 'section', key: section.key as SectionKey, fields: section.fields };
  }
  return { ...parsed, fields: collections[parsed.name].fields };
}

const summaryOf = (row: RevisionSummaryRow): RevisionSummary => ({
  id: row.id,
  at: row.at.toISOString(),
  author: row.authorName,
  fields: row.fields,
  restoredFrom: row.restoredFrom?.toISOString() ?? null,
});

const badTarget = (target: string) =>
  new RevisionError(400, 'Some fields need attention', {
    target: `There is no section or record ${target.slice(0, 100)}: name a section as GET /api/v1/sections lists it (home/hero), or a record as <collection>/<id>`,
  });

export function createRevisionService(db: Db, writes: ContentWriteService) {
  const repo = revisionsRepo(db);

  /** A target's value as published now; undefined for a record deleted since. */
  async function currentValue(
    target: ParsedTarget,
  ): Promise<{ data: Record<string, unknown>; id: string } | undefined> {
    if (target.kind === 'section') {
      const row = await sectionsRepo(db).byKey(target.key);
      return row && { data: row.data, id: row.id };
    }
    const row = await collectionsRepo(db).byId(target.name, target.id);
    return row && { data: revisionValue(target.name, row), id: row.id };
  }

  async function find(id: string): Promise<{ row: RevisionRow; target: ParsedTarget }> {
    const row = isUuid(id) ? await repo.byId(id) : undefined;
    const target = row && parseTarget(row.target);
    if (!row) throw new RevisionError(404, `There is no revision ${id.slice(0, 100)}`);
    if (!target)
      throw new RevisionError(409, 'This revision belongs to content the site no longer has');
    return { row, target };
  }

  /** Files the revision uses that the library no longer holds (and the current value lacks). */
  async function missingFiles(
    fields: Fields,
    data: Record<string, unknown>,
    current: Record<string, unknown>,
  ): Promise<string[]> {
    const now = mediaRefs(fields, current);
    const wanted = [...mediaRefs(fields, data).keys()].filter((p) => !now.has(p));
    const held = new Set((await mediaRepo(db).byPaths(wanted)).map((r) => r.path));
    return wanted.filter((p) => !held.has(p));
  }

  return {
    /** A target's revisions, newest first (all that are kept: one page). */
    async list(query: RevisionsQuery): Promise<RevisionList> {
      const target = parseTarget(query.target);
      if (!target) throw badTarget(query.target);
      const rows = await repo.list(query.target, REVISIONS_KEPT);
      // A record that never existed is a mistake; one deleted since still shows its history.
      if (rows.length === 0 && !(await currentValue(target))) throw badTarget(query.target);
      return { revisions: rows.map(summaryOf) };
    },

    /** A revision with its value and how the current value differs from it. */
    async get(id: string): Promise<RevisionDetail> {
      const { row, target } = await find(id);
      const current = await currentValue(target);
      return {
        revision: { ...summaryOf(row), target: row.target, data: row.data },
        exists: current !== undefined,
        changes: revisionDiff(
          diffFields(target.fields),
          current?.data ?? emptyValue(target.fields),
          row.data,
        ),
      };
    },

    /**
     * Publishes a revision's value again, through the write path (validation, sanitising, the
     * search index, the audit log, the cache), as a new revision. Answers the envelope the
     * target's PATCH answers.
     */
    async restore(id: string, actor: Actor): Promise<Record<string, unknown>> {
      const { row, target } = await find(id);
      const current = await currentValue(target);
      if (!current) {
        throw new RevisionError(
          409,
          'This record has been deleted: restore it from the trash first, then its earlier versions',
        );
      }
      const missing = await missingFiles(target.fields, row.data, current.data);
      if (missing.length > 0) {
        throw new RevisionError(
          409,
          `This version uses ${missing.length === 1 ? 'a file' : `${missing.length} files`} deleted from the media library since (${missing.join(', ')}): it cannot be restored as it was`,
        );
      }
      const values = Object.fromEntries(
        Object.keys(target.fields)
          .filter((k) => Object.hasOwn(row.data, k))
          .map((k) => [k, row.data[k]]),
      );
      const input = { values, files: {} };
      const options = { restoredFrom: row.at };
      if (target.kind === 'section') {
        const section = sectionsByKey.get(target.key);
        const saved = await writes.updateSection(target.key, current.id, input, actor, options);
        return { [section?.envelope ?? 'section']: saved.value };
      }
      const saved = await writes.updateRecord(target.name, target.id, input, actor, options);
      return { [collections[target.name].itemEnvelope]: saved.value };
    },
  };
}

export type RevisionService = ReturnType<typeof createRevisionService>;
