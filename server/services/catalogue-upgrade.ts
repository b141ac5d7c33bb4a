/**
 * One product, one record (issue 30, docs/decisions/0024): a database from before keeps the
 * product pages' copy in sections. At start, each such section that still holds a value has it
 * moved onto its records, all in one transaction; a section the specs' API still names keeps
 * its row (its id) with nothing in it, the others are dropped. A second start finds nothing to
 * move. A backup from before is restored as it was and upgraded at the start that follows.
 */
import type { LegacyMove } from '../../content/catalogue/legacy-sections';
import type { RecordBacking } from '../../content/section';
import { legacySections as familySections } from '../../content/catalogue/templates';
import { sectionList } from '../../content/registry';
import type { Db } from '../db/client';
import { collectionsRepo } from '../repositories/collections-repo';
import { sectionsRepo } from '../repositories/sections-repo';
import { mediaUses } from './media-uses';
import { searchIndex } from './search-index';

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
  await db.transaction(async (tx) => {
    const records = collectionsRepo(tx);
    const touched = new Map<string, LegacyMove['collection']>();
    for (const upgrade of due) {
      const value = rows.get(upgrade.key)?.data ?? {};
      const moves = upgrade.backing
        ? [{ collection: upgrade.backing.collection, record: upgrade.backing.record, patch: null }]
        : upgrade.moves(value);
      for (const move of moves) {
        const { family, slug } = move.record;
        const where: Record<string, string> =
          move.collection === 'products' ? { family: family ?? '', slug } : { slug };
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
        await records.update(move.collection, row.id, { ...patch, ...details });
        touched.set(row.id, move.collection);
      }
      const sections = sectionsRepo(tx);
      if (upgrade.keep) await sections.replaceData(upgrade.key, {});
      else await sections.remove(upgrade.key);
    }
    for (const [id, name] of touched) {
      await searchIndex(tx).record(name, id);
      const row = await records.byId(name, id);
      if (row) await mediaUses(tx).record(name, row as Record<string, unknown> & { id: string });
    }
  });
  return due.length;
}
