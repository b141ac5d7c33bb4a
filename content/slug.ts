/**
 * The one slug of the site: record addresses (server/services/shared/slug.ts), element ids from content
 * (app/content-ids.ts) and the CMS's section anchors (section.ts) are all made by it, so a text
 * has one slug wherever it is used.
 */

/**
 * `Panels & Boards Café` → `panels-and-boards-cafe`: lower-case ASCII letters and digits with
 * single hyphens between words, accents dropped; empty when the text has no letter or digit.
 */
export function slug(text: string): string {
  return (
    text
      .normalize('NFKD')
      // Combining marks, which NFKD split from their letters: é is e and a mark.
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
  );
}
