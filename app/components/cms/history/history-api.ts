/** The CMS's calls to the content history API (decision 0020). */
import type { RevisionDetail, RevisionSummary } from '../../../../schemas/revisions';
import { apiJson } from '../api';

export type Loaded<T> = { ok: true; value: T } | { ok: false; message: string };

export async function loadRevisions(target: string): Promise<Loaded<RevisionSummary[]>> {
  const result = await apiJson('GET', `/revisions?target=${encodeURIComponent(target)}`);
  if (!result.ok) return { ok: false, message: result.error.message };
  return { ok: true, value: result.data.revisions as RevisionSummary[] };
}

export async function loadRevision(id: string): Promise<Loaded<RevisionDetail>> {
  const result = await apiJson('GET', `/revisions/${encodeURIComponent(id)}`);
  if (!result.ok) return { ok: false, message: result.error.message };
  return { ok: true, value: result.data as unknown as RevisionDetail };
}

/** Restores a revision; answers the section or record as saved, under its envelope. */
export async function restoreRevision(
  id: string,
  envelope: string,
): Promise<Loaded<Record<string, unknown>>> {
  const result = await apiJson('POST', `/revisions/${encodeURIComponent(id)}/restore`);
  if (!result.ok) return { ok: false, message: result.error.message };
  return { ok: true, value: (result.data[envelope] ?? {}) as Record<string, unknown> };
}
