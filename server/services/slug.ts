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

/**
 * A case study's slug: its title's, but never one of the category paths
 * (/case-studies/aviation is the aviation list, not a project).
 */
export function caseStudySlug(title: string, reserved: readonly string[]): string {
  const slug = slugify(title);
  return reserved.includes(slug) ? `${slug}-project` : slug;
}
