/**
 * Steps every publish and draft save takes inside its transaction: the audit entries, the
 * draft's state and the files it holds.
 */
import { recordInfo, recordTarget } from '../../../content/cms-targets';
import type { Fields } from '../../../content/fields';
import { mediaRefs } from '../../../content/media-refs';
import { collections, type CollectionName } from '../../../content/registry';
import type { Db } from '../../db/client';
import {
  contentStatesRepo,
  type ContentState,
} from '../../repositories/content/content-states-repo';
import { mediaRepo } from '../../repositories/content/media-repo';
import { changedFields, recordAudit, type Actor } from '../shared/audit-log';
import { draftUsesTarget } from './edit-states';
import { emptyValue } from './write-preparation';
import { type WriteOptions } from './write-context';

export const collectionValue = (name: CollectionName, row: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(collections[name].fields).map((k) => [k, row[k]]));

/** A new record's entry: the fields it was given, by label. */
export const recordCreated = (
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
export const draftUses = (
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
export async function saveDraft(
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
export async function published(
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

export const publishAction = (o: WriteOptions) =>
  o.restoredFrom
    ? ('content.restore' as const)
    : o.scheduled
      ? ('content.publish_scheduled' as const)
      : ('content.update' as const);
