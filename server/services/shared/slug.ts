import { slug as slugOf } from '../../../content/slug';

/** A URL slug from a title (content/slug.ts), at most 80 characters, never empty. */
export function slugify(text: string): string {
  return slugOf(text).slice(0, 80).replace(/-+$/, '') || 'item';
}

/** How a collection's records get their slug (the registry's `slug` option). */
export interface SlugRule {
  from: string;
  reserved?: readonly string[];
  /** Set by editors (a field `slug`), made from `from` only when left empty. */
  editable?: boolean;
  /** The field whose value the slug is unique within (a product's family). */
  scope?: string;
}

/**
 * A record's slug before clashes: its source field's, but never a reserved one
 * (/case-studies/aviation is the aviation list, not a project).
 */
export function recordSlug(rule: SlugRule, value: Record<string, unknown>): string {
  const slug = slugify(String(value[rule.from] ?? ''));
  return rule.reserved?.includes(slug) ? `${slug}-project` : slug;
}
