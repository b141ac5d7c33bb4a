/**
 * The revision history as the CMS reads and restores it (GET/POST /api/v1/revisions): lists,
 * one revision beside the current value, and a restore, which is a publish through the content
 * writes. Kept apart from revisions.ts, whose steps those writes call as they publish, so the
 * two do not import each other.
 */
import { z } from 'zod';
import { parseTarget as parseCmsTarget } from '../../../content/cms-targets';
import type { Fields } from '../../../content/fields';
import { mediaRefs } from '../../../content/media-refs';
import {
  collections,
  sectionsByKey,
  type CollectionName,
  type SectionKey,
} from '../../../content/registry';
import { diffFields, revisionDiff } from '../../../content/revision-diff';
import {
  REVISIONS_KEPT,
  type RevisionDetail,
  type RevisionList,
  type RevisionsQuery,
  type RevisionSummary,
} from '../../../schemas/revisions';
import type { Db } from '../../db/client';
import { collectionsRepo } from '../../repositories/content/collections-repo';
import { mediaRepo } from '../../repositories/content/media-repo';
import {
  revisionsRepo,
  type RevisionRow,
  type RevisionSummary as RevisionSummaryRow,
} from '../../repositories/content/revisions-repo';
import { sectionsRepo } from '../../repositories/content/sections-repo';
import { type Actor } from '../shared/audit-log';
import type { ContentWriteService } from './content-writes';
import { ServiceError } from '../shared/service-error';
import { emptyValue } from './write-preparation';
import { revisionValue } from './revisions';

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
