/** How a lighting brand's lights fall into the in-page anchor groups of its page. */
import type { MediaImg } from '../../../content/media';
import { contentId } from '~/content-ids';

export interface LightItem {
  category: string;
  name: string;
  description: string;
  image: MediaImg;
}

export interface LightGroup {
  /** The element id, so `#c-panel-light` jumps to the group (app/content-ids.ts). */
  id: string;
  label: string;
  items: LightItem[];
}

/** A category's anchor: `Panel Light` → `c-panel-light`, in the content namespace of ids. */
export function anchorId(category: string): string {
  return contentId(category, 'other');
}

/**
 * Groups items by category in the order the categories first appear, so editors set the order
 * of the anchor nav by ordering the list. Categories differing only in case or spacing merge.
 */
export function groupByCategory(items: LightItem[]): LightGroup[] {
  const groups = new Map<string, LightGroup>();
  for (const item of items) {
    const id = anchorId(item.category);
    const group = groups.get(id);
    if (group) group.items.push(item);
    else groups.set(id, { id, label: item.category.trim(), items: [item] });
  }
  return [...groups.values()];
}
