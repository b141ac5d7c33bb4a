/** A URL slug from a title: lower case, ASCII letters and digits, hyphens between words. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'item';
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
