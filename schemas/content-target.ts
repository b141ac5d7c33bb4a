/**
 * How the API names a section or record it keeps history, drafts and versions of: a section key
 * as GET /api/v1/sections lists it (`home/hero`) or `<collection>/<id>`. One rule for the
 * revisions and drafts endpoints (content/cms-targets.ts reads it).
 */
import { storableString } from './text';

export const contentTarget = () =>
  storableString()
    .trim()
    .min(1, 'Name a section (home/hero) or a record (<collection>/<id>)')
    .max(300, 'Keep the target under 300 characters')
    .describe(
      'A section key as GET /api/v1/sections lists it (`home/hero`), or `<collection>/<id>` (`blogPosts/<uuid>`)',
    );
