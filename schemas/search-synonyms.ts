/**
 * Settings → Search (issue 33): groups of words the site search treats as one ("explosion
 * proof, ex, atex"). Shared by `PUT /api/v1/search/synonyms`, the service and the CMS form.
 */
import { z } from 'zod';
import { storableString } from './text';

export const SYNONYM_GROUPS_MAX = 200;
export const SYNONYM_TERMS_MAX = 20;
export const SYNONYM_TERM_MAX = 60;

const term = storableString()
  .trim()
  .toLowerCase()
  .transform((v) => v.replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, 'Enter a word or phrase')
      .max(SYNONYM_TERM_MAX, `Keep each word or phrase under ${SYNONYM_TERM_MAX} characters`)
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} '’-]*$/u, 'Use letters, digits, spaces and hyphens only'),
  );

const group = z
  .array(term)
  .min(2, 'A group needs at least two words or phrases')
  .max(SYNONYM_TERMS_MAX, `A group holds at most ${SYNONYM_TERMS_MAX} words or phrases`);

export const synonymsInput = z.object({
  groups: z
    .array(group, { error: 'Send the groups as a list of lists of words' })
    .max(SYNONYM_GROUPS_MAX, `Keep it to at most ${SYNONYM_GROUPS_MAX} groups`)
    .describe('Every group, each a list of words or phrases searched as one; replaces the list'),
});
export type SynonymsInput = z.infer<typeof synonymsInput>;

export const synonymsSchema = z.object({
  synonyms: z.object({
    groups: z.array(z.array(z.string())),
    updatedAt: z.string().nullable(),
    updatedBy: z.string().nullable(),
  }),
});
export type Synonyms = z.infer<typeof synonymsSchema>['synonyms'];

/** The CMS form's text: one group a line, words separated by commas. */
export const groupsText = (groups: readonly (readonly string[])[]) =>
  groups.map((g) => g.join(', ')).join('\n');
export const groupsOfText = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) =>
      line
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    )
    .filter((g) => g.length > 0);
