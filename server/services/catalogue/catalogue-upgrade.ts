/**
 * One product, one record (issue 30, docs/decisions/0024): a database from before keeps the
 * product pages' copy in sections. At start, each such section that still holds a value has it
 * moved onto its records, all in one transaction; a section the specs' API still names keeps
 * its row (its id) with nothing in it, the others are dropped. A second start finds nothing to
 * move. A backup from before is restored as it was and upgraded at the start that follows.
 */
import type { LegacyMove } from '../../../content/catalogue/legacy-sections';
import { addressFields, type CollectionOptions } from '../../../content/collection';
import type { RecordBacking } from '../../../content/section';
import { legacySections as familySections } from '../../../content/catalogue/templates';
import { collections, sectionList } from '../../../content/registry';
import type { Db } from '../../db/client';
import { collectionsRepo } from '../../repositories/content/collections-repo';
import { sectionsRepo } from '../../repositories/content/sections-repo';
import { mediaUses } from '../media/media-uses';
import { writeContent } from '../../repositories/content/content-version-repo';
import { searchIndex } from '../search/search-index';
import { layoutDetails } from '../publishing/write-preparation';

interface Upgrade {
  key: string;
  /** Whether the row stays, empty, as the id of a section the API still names. */
  keep: boolean;
  moves: (value: Readonly<Record<string, unknown>>) => LegacyMove[];
  /** A section kept over its record: its write needs the record as it is. */
  backing?: RecordBacking;
}

const upgrades: Upgrade[] = [
  ...sectionList.flatMap((s) =>
    s.backedBy ? [{ key: s.key, keep: true, backing: s.backedBy, moves: () => [] }] : [],
  ),
  ...familySections.map((s) => ({ ...s, keep: false })),
];

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** Moves what is left in product sections onto the records; answers how many sections moved. */
export async function moveSectionsToRecords(db: Db): Promise<number> {
  const rows = new Map(
    (await sectionsRepo(db).byKeys(upgrades.map((u) => u.key))).map((r) => [r.key, r]),
  );
  const due = upgrades.filter((u) => Object.keys(rows.get(u.key)?.data ?? {}).length > 0);
  if (due.length === 0) return 0;
  let moved = 0;
  await writeContent(db, async (tx) => {
    const records = collectionsRepo(tx);
    const touched = new Map<string, LegacyMove['collection']>();
    for (const upgrade of due) {
      const value = rows.get(upgrade.key)?.data ?? {};
      const planned = await plan(records, upgrade, value);
      if (planned.problems.length > 0) {
        // Nothing of it is lost: the section keeps its value until a release can move it.
        console.warn(`Left ${upgrade.key} as it was: ${planned.problems.join('; ')}`);
        continue;
      }
      for (const { name, id, patch } of planned.writes) {
        await records.update(name, id, patch);
        touched.set(id, name);
      }
      const sections = sectionsRepo(tx);
      if (upgrade.keep) await sections.replaceData(upgrade.key, {});
      else await sections.remove(upgrade.key);
      moved++;
    }
    for (const [id, name] of touched) {
      await searchIndex(tx).record(name, id);
      const row = await records.byId(name, id);
      if (row) await mediaUses(tx).record(name, row as Record<string, unknown> & { id: string });
    }
  });
  return moved;
}

/**
 * The record writes a section's value makes, each checked as an editor's write would be (the
 * record's fields and its layout's), and what is wrong with any of them.
 */
async function plan(
  records: ReturnType<typeof collectionsRepo>,
  upgrade: Upgrade,
  value: Readonly<Record<string, unknown>>,
) {
  const writes: { name: LegacyMove['collection']; id: string; patch: Record<string, unknown> }[] =
    [];
  const problems: string[] = [];
  const moves = upgrade.backing
    ? [{ collection: upgrade.backing.collection, record: upgrade.backing.record, patch: null }]
    : upgrade.moves(value);
  for (const move of moves) {
    const where = addressFields(collections[move.collection], move.record);
    const row = await records.byFields(move.collection, where);
    // A record an editor deleted or moved since has nothing to take the value.
    if (!row) continue;
    // A move's patch may need the record as it is (to keep what the old value does not say).
    const patch =
      typeof move.patch === 'function'
        ? move.patch(row)
        : (move.patch ?? upgrade.backing?.write(value, row) ?? {});
    const details = isObject(patch.details)
      ? { details: { ...row.details, ...patch.details } }
      : {};
    const merged: Record<string, unknown> = { ...row, ...patch, ...details };
    const collection = collections[move.collection];
    const fields = Object.fromEntries(Object.keys(collection.fields).map((k) => [k, merged[k]]));
    const checked = collection.schema.safeParse(fields);
    const layouts: CollectionOptions['layouts'] = collection.layouts;
    const layout = checked.success && layouts ? layoutDetails(layouts, checked.data) : checked;
    if (!layout.success) {
      problems.push(`${move.collection} ${where.slug}: ${layout.error.issues[0]?.message ?? ''}`);
      continue;
    }
    writes.push({ name: move.collection, id: row.id, patch: { ...patch, ...details } });
  }
  return { writes, problems };
}
