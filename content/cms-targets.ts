/**
 * What a section or record is called in the CMS and where it is edited, by its target: a section
 * key (`home/hero`) or `<collection>/<id>`. The media library links each use of a file here.
 */
import { recordPage, type CollectionOptions } from './collection';
import { collections, sectionsByKey, type CollectionName } from './registry';
import { sectionAnchor, type CmsScreen } from './section';

function screenHref(screen: CmsScreen): string {
  if (screen === 'home' || screen === 'site') return '/cms';
  if (screen.startsWith('products/'))
    return `/cms/products?tab=${screen.slice('products/'.length)}`;
  return `/cms/${screen}`;
}

/** The CMS screen's name, as its menu says it. */
function screenName(screen: CmsScreen): string {
  if (screen === 'home' || screen === 'site') return 'Home';
  if (screen.startsWith('products/')) return 'Products';
  return screen.charAt(0).toUpperCase() + screen.slice(1);
}

export const sectionTarget = (key: string) => key;
export const recordTarget = (name: CollectionName, id: string) => `${name}/${id}`;

export interface TargetInfo {
  label: string;
  href: string;
}

export function sectionInfo(key: string): TargetInfo {
  const section = sectionsByKey.get(key);
  if (!section) return { label: key, href: '/cms' };
  return {
    label: `${screenName(section.screen)}: ${section.title}`,
    href: `${screenHref(section.screen)}#${sectionAnchor(key)}`,
  };
}

export function recordInfo(
  name: CollectionName,
  record: Record<string, unknown> & { id: string },
): TargetInfo {
  const collection: CollectionOptions = collections[name];
  const title = (collection.searchFields ?? ['title', 'name'])
    .map((f) => record[f])
    .find((v): v is string => typeof v === 'string' && v.trim() !== '');
  const href = collection.cmsEditor.replace(/\{(\w+)\}/g, (_, f: string) =>
    encodeURIComponent(String(record[f] ?? '')),
  );
  return { label: `${collection.title}: ${title ?? record.slug ?? record.id}`, href };
}

/** What a target names: a registry section, or a record of a collection by id. */
export type ParsedTarget =
  | { kind: 'section'; section: NonNullable<ReturnType<typeof sectionsByKey.get>> }
  | { kind: 'record'; name: CollectionName; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads a target as `sectionTarget`/`recordTarget` write it; undefined for anything else. */
export function parseTarget(target: string): ParsedTarget | undefined {
  const section = sectionsByKey.get(target);
  if (section) return { kind: 'section', section };
  const at = target.lastIndexOf('/');
  const name = target.slice(0, at);
  const id = target.slice(at + 1);
  if (at < 0 || !Object.hasOwn(collections, name) || !UUID.test(id)) return undefined;
  return { kind: 'record', name: name as CollectionName, id };
}

/** Where an editor previews a section or record: the public page that shows it. */
export function previewPath(
  target: ParsedTarget,
  record?: Readonly<Record<string, unknown>>,
): string {
  if (target.kind === 'section') {
    // A section of the specs' API kept over a record shows on that record's page.
    const backed: { record: { family?: string; slug: string } } | undefined =
      target.section.backedBy;
    if (backed)
      return ['/products', backed.record.family, backed.record.slug].filter(Boolean).join('/');
    return target.section.page ?? '/';
  }
  // A product's slug may have several segments (`cable-glands/ip68`): each is encoded alone.
  const collection: CollectionOptions = collections[target.name];
  const page = collection.preview ?? recordPage(collection) ?? '/';
  return page.replace(/\{(\w+)\}/g, (_, f: string) =>
    String(record?.[f] ?? '')
      .split('/')
      .map(encodeURIComponent)
      .join('/'),
  );
}
/** A record in the trash (docs/decisions/0021-trash.md): its files stay used by its entry. */
export const trashTarget = (entryId: string) => `trash/${entryId}`;
export const TRASH_SCREEN = '/cms/trash';

/** What the media library says uses a trashed record's files, and where it links. */
export const trashInfo = (label: string): TargetInfo => ({
  label: `Trash: ${label}`,
  href: TRASH_SCREEN,
});
