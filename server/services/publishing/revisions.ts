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
import { recordInfo, recordTarget, sectionInfo, sectionTarget } from '../../../content/cms-targets';
import type { CollectionOptions } from '../../../content/collection';
import type { Fields } from '../../../content/fields';
import { mediaRefs, replaceMediaPath } from '../../../content/media-refs';
import { collections, sectionsByKey, type CollectionName } from '../../../content/registry';
import { sameValue } from '../../../content/revision-diff';
import { REVISIONS_KEPT, SITE_SET_UP } from '../../../schemas/revisions';
import type { Db } from '../../db/client';
import { mediaRepo } from '../../repositories/content/media-repo';
import { revisionsRepo } from '../../repositories/content/revisions-repo';
import { type SectionRow } from '../../repositories/content/sections-repo';
import { changedFields, type Actor } from '../shared/audit-log';
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
