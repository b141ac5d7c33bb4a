/**
 * Values stored while a field was rich text keep their HTML after the registry makes the field
 * plain text (the specs call the Tranos Elite, ERIS and ELLIS descriptions plain). At start,
 * every section's multi-line plain field that still holds markup becomes paragraphs of plain
 * text, in one content write: the version bump keeps no cached answer with the old HTML.
 */
import { sectionsByKey } from '../../../content/registry';
import type { Db } from '../../db/client';
import { writeContent } from '../../repositories/content/content-version-repo';
import { sectionsRepo } from '../../repositories/content/sections-repo';
import { htmlToPlainText } from '../publishing/rich-text';

/** Answers how many sections were rewritten (none once done: plain text is left as it is). */
export async function plainTextWhereHtmlWas(db: Db): Promise<number> {
  const rewrites: { key: string; data: Record<string, unknown> }[] = [];
  for (const row of await sectionsRepo(db).all()) {
    const section = sectionsByKey.get(row.key);
    if (!section) continue;
    const data = row.data as Record<string, unknown>;
    const patch: Record<string, string> = {};
    for (const [name, field] of Object.entries(section.fields)) {
      const value = data[name];
      if (field.kind !== 'textarea' || typeof value !== 'string') continue;
      const plain = htmlToPlainText(value);
      if (plain !== value) patch[name] = plain;
    }
    if (Object.keys(patch).length > 0) rewrites.push({ key: row.key, data: { ...data, ...patch } });
  }
  if (rewrites.length > 0) {
    await writeContent(db, async (tx) => {
      for (const { key, data } of rewrites) await sectionsRepo(tx).replaceData(key, data);
    });
  }
  return rewrites.length;
}
