/**
 * A free slug for a record: its collection's rule's, `-2`, `-3`… on a clash. Shared by the
 * content writes and the trash's restore, which gives a record back under another slug when a
 * newer record took its own meanwhile.
 */
import type { CollectionName } from '../../../content/registry';
import type { Db } from '../../db/client';
import { collectionsRepo } from '../../repositories/content/collections-repo';
import { recordSlug, type SlugRule } from '../shared/slug';

/** The records a slug must be unique among: all, or those of the same family. */
export const slugScope = (rule: SlugRule, value: Record<string, unknown>) =>
  rule.scope ? { field: rule.scope, value: String(value[rule.scope] ?? '') } : undefined;

/**
 * `base` (by default the slug the rule makes from the record) if no other record has it, else
 * the first free `base-2`, `base-3`…. Read in the write's transaction (`tx`): PGlite would wait
 * forever for a query outside it.
 */
export async function freeSlug(
  tx: Db,
  name: CollectionName,
  rule: SlugRule,
  value: Record<string, unknown>,
  exceptId?: string,
  base = recordSlug(rule, value),
): Promise<string> {
  const taken = new Set(
    (await collectionsRepo(tx).slugsLike(name, base, slugScope(rule, value)))
      .filter((r) => r.id !== exceptId)
      .map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}
