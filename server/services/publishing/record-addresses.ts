/**
 * The rules of a record's address and of the records it names: its slug, the references and
 * `linksTo` lists it must keep true, and the redirects and lists that follow when it moves.
 */
import type { CollectionOptions } from '../../../content/collection';
import { collections, type CollectionName } from '../../../content/registry';
import type { Db } from '../../db/client';
import { hasCode, UNIQUE_VIOLATION } from '../../db/errors';
import { collectionLinksRepo } from '../../repositories/content/collection-links-repo';
import { collectionsRepo } from '../../repositories/content/collections-repo';
import { redirectsRepo } from '../../repositories/content/redirects-repo';
import { pageUrl } from '../content/content-service';
import { freeSlug, slugScope } from './free-slug';
import type { SlugRule } from '../shared/slug';
import { WriteError } from './write-preparation';

const isUniqueViolation = (err: unknown) => hasCode(err, UNIQUE_VIOLATION);

/**
 * The slug a write gives a record: an editable slug as sent (another record's is a field
 * error), else one made from the rule's field.
 */
export async function slugFor(
  tx: Db,
  name: CollectionName,
  rule: SlugRule,
  value: Record<string, unknown>,
  exceptId?: string,
): Promise<string> {
  const asked = rule.editable ? String(value.slug ?? '') : '';
  if (!asked) return freeSlug(tx, name, rule, value, exceptId);
  const clash = (await collectionsRepo(tx).slugsLike(name, asked, slugScope(rule, value))).some(
    (r) => r.slug === asked && r.id !== exceptId,
  );
  if (clash) {
    throw new WriteError(400, 'Some fields need attention', {
      slug: rule.scope
        ? `Another record in this ${rule.scope} has the address ${asked}`
        : `Another record has the address ${asked}`,
    });
  }
  return asked;
}

/** Refuses the write with the field errors found, if there are any. */
function refuseIfAny(errors: Record<string, string>): void {
  if (Object.keys(errors).length > 0) {
    throw new WriteError(400, 'Some fields need attention', errors);
  }
}

/**
 * Refuses a write whose reference fields, or else whose `linksTo` lists, name records that do not
 * exist.
 */
export async function checkNamedRecords(
  tx: Db,
  collection: CollectionOptions,
  value: Record<string, unknown>,
): Promise<void> {
  const links = collectionLinksRepo(tx);
  const unknownReferences: Record<string, string> = {};
  for (const [field, ref] of Object.entries(collection.references ?? {})) {
    if (!ref) continue;
    const named = String(value[field] ?? '');
    if (!(await links.slugExists(ref.collection as CollectionName, named))) {
      unknownReferences[field] = ref.message;
    }
  }
  refuseIfAny(unknownReferences);
  const missingLinks: Record<string, string> = {};
  for (const [field, link] of Object.entries(collection.linksTo ?? {})) {
    if (!link) continue;
    const named = (value[field] ?? []) as string[];
    const found = new Set(await links.addressesAmong(link.collection as CollectionName, named));
    const missing = named.filter((address) => !found.has(address));
    if (missing.length > 0) missingLinks[field] = `${link.message}: ${missing.join(', ')}`;
  }
  refuseIfAny(missingLinks);
}

/**
 * The fields of every collection whose `references` (one record) or `linksTo` (a list) name
 * records of `name`: what has to follow when one of them moves.
 */
function fieldsNaming(
  name: CollectionName,
  kind: 'references' | 'linksTo',
): { other: CollectionName; def: CollectionOptions; field: string }[] {
  return (Object.entries(collections) as [CollectionName, CollectionOptions][]).flatMap(
    ([other, def]) =>
      Object.entries(def[kind] ?? {}).flatMap(([field, named]) =>
        named?.collection === name ? [{ other, def, field }] : [],
      ),
  );
}

/** A record of `name` as it was before a write and as the write left it. */
export interface RecordMove {
  name: CollectionName;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** When a record's address changes, the `linksTo` lists of other collections naming it follow. */
export async function followLinks(tx: Db, { name, before, after }: RecordMove): Promise<void> {
  const scope: string | undefined = (collections[name] as CollectionOptions).slug?.scope;
  const address = (row: Record<string, unknown>) =>
    scope ? `${String(row[scope])}/${String(row.slug)}` : String(row.slug);
  const [from, to] = [address(before), address(after)];
  if (from === to) return;
  for (const { other, field } of fieldsNaming(name, 'linksTo')) {
    await collectionLinksRepo(tx).renameInLists(other, field, from, to);
  }
}

/**
 * When a write moves a record's page, its old address leads to the new one (301), and so do
 * the old addresses of the records whose pages are under it (a family's products, whose
 * `family` the database renamed with it).
 */
export async function keepOldAddresses(tx: Db, { name, before, after }: RecordMove): Promise<void> {
  const page: string | undefined = (collections[name] as CollectionOptions).page;
  if (!page) return;
  const from = pageUrl(page, before);
  const to = pageUrl(page, after);
  if (from === to) return;
  const redirects = redirectsRepo(tx);
  await redirects.moved(name, String(after.id), from, to);
  if (before.slug === after.slug) return;
  for (const { other, def, field } of fieldsNaming(name, 'references')) {
    const childPage = def.page;
    if (!childPage) continue;
    for (const child of await collectionsRepo(tx).withField(other, field, String(after.slug))) {
      const earlier = { ...child, [field]: before.slug };
      await redirects.moved(
        other,
        child.id,
        pageUrl(childPage, earlier),
        pageUrl(childPage, child),
      );
      await followLinks(tx, { name: other, before: earlier, after: child });
    }
  }
}

/** Runs a write that may lose a race for a slug, a few times. */
export async function retryingSlugClash<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 5) throw err;
    }
  }
}
