/**
 * The rules of safe editing (docs/decisions/0022-drafts-preview-and-versions.md): every section and
 * record has an edit version, answered as its ETag; a write naming an older one in If-Match is
 * refused with who saved since and when; drafts wait beside the published value, optionally
 * with a time to go live.
 */
import type { Db } from '../../db/client';
import {
  contentStatesRepo,
  type ContentState,
} from '../../repositories/content/content-states-repo';
import { mediaRepo } from '../../repositories/content/media-repo';
import { WriteError } from './write-preparation';
import { lagosFormat } from '../../../content/lagos-time';

/** The ETag of an edit version: a quoted whole number. */
export const etagOf = (version: number) => `"${version}"`;

/** What an If-Match header asks: any version (`*`) or one of these. */
export type IfMatch = '*' | readonly number[];

const IF_MATCH_MESSAGE = 'Must be the ETag the last read answered, such as "3"';

/**
 * Reads an If-Match header; undefined when absent. A value that names no version we hand out
 * is a field error, not a silent pass.
 */
export function parseIfMatch(header: string | string[] | undefined): IfMatch | undefined {
  if (header === undefined) return undefined;
  const text = (Array.isArray(header) ? header.join(',') : header).trim();
  if (text === '*') return '*';
  const versions: number[] = [];
  for (const part of text.split(',')) {
    const m = /^\s*(?:W\/)?"(\d{1,9})"\s*$/.exec(part);
    if (!m?.[1]) {
      throw new WriteError(400, 'Some fields need attention', { 'If-Match': IF_MATCH_MESSAGE });
    }
    versions.push(Number(m[1]));
  }
  return versions;
}

/** Who saved a target last, when, and its version now: what a refused writer is told. */
export interface ConflictDetails {
  savedBy: string;
  savedAt: string;
  version: string;
}

const lagosTime = lagosFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** A write based on a version someone else has saved over since. */
export class EditConflictError extends WriteError {
  constructor(readonly conflict: ConflictDetails) {
    super(
      409,
      `${conflict.savedBy || 'Someone'} saved this at ${lagosTime.format(new Date(conflict.savedAt))}, after you opened it`,
    );
  }
}

/**
 * Locks the target's state for this write and checks the writer's If-Match against it. Inside
 * the write's transaction: the check and the save that follows commit together.
 */
export async function claimEdit(
  tx: Db,
  target: string,
  ifMatch: IfMatch | undefined,
): Promise<ContentState> {
  const state = await contentStatesRepo(tx).lock(target);
  if (ifMatch !== undefined && ifMatch !== '*' && !ifMatch.includes(state.version)) {
    throw new EditConflictError({
      savedBy: state.savedBy,
      savedAt: state.savedAt.toISOString(),
      version: etagOf(state.version),
    });
  }
  return state;
}

/** Where a section or record stands, as the CMS shows it. */
export type PublishingState = 'published' | 'draft' | 'scheduled' | 'unpublished';

export function publishingState(
  state: Pick<ContentState, 'draft' | 'publishAt'> | undefined,
  published = true,
): PublishingState {
  if (state?.publishAt) return 'scheduled';
  if (!published) return 'unpublished';
  return state?.draft ? 'draft' : 'published';
}

/** How far in the past a publish time may be (a clock a little behind the server's). */
const PAST_GRACE_MS = 60_000;

/**
 * A write's `publishAt` query value: undefined when absent (the schedule stays), null when empty
 * (cleared), else an ISO time; only with `draft`.
 */
export function parsePublishAt(
  value: string | undefined,
  draft: boolean,
  now = new Date(),
): Date | null | undefined {
  if (value === undefined) return undefined;
  if (value.trim() === '') return null;
  if (!draft) {
    throw new WriteError(400, 'Some fields need attention', {
      publishAt: 'A publish time goes with a draft: send draft=true too',
    });
  }
  const at = new Date(value);
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value) || Number.isNaN(at.getTime())) {
    throw new WriteError(400, 'Some fields need attention', {
      publishAt: 'Must be a date and time, such as 2026-12-01T09:00:00+01:00',
    });
  }
  if (at.getTime() < now.getTime() - PAST_GRACE_MS) {
    throw new WriteError(400, 'Some fields need attention', {
      publishAt: 'Choose a time in the future',
    });
  }
  return at;
}

/** The media-use target a draft's files are recorded under, so no sweep takes them. */
export const draftUsesTarget = (target: string) => `draft/${target}`;

/**
 * Forgets a target for good (its record purged from the trash): its state row and its draft's
 * file uses, whose paths it answers for the sweep.
 */
export async function forgetEditState(tx: Db, target: string): Promise<string[]> {
  await contentStatesRepo(tx).remove(target);
  return mediaRepo(tx).setUses(draftUsesTarget(target), '', '', []);
}
