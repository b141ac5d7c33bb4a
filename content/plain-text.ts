/**
 * Plain text and the paragraphs of rich text, both ways: for plain fields given markup (on the
 * server, when written) and for the specs' product paths, whose plain `description` is a
 * record's rich-text body (docs/decisions/0024). Nothing server-only (entities only decodes), so
 * pages and the CMS can import it.
 */
import { decodeHTML } from 'entities';

/**
 * Plain-text fields are rendered escaped, but never hold markup either: anything shaped like a
 * tag or comment is removed (repeatedly, so nested fragments cannot reassemble one). A lone `<`
 * as in "a < b" is text and stays.
 */
export function stripTags(text: string): string {
  let out = text;
  for (let previous = ''; previous !== out; ) {
    previous = out;
    out = out.replace(/<\/?[a-z!?][^<>]*>/gi, '');
  }
  return out;
}

const MARKUP = /<\/?[a-z!?][^<>]*>/i;
/** Where HTML ends a block: a paragraph break in plain text. */
const BLOCK_END = /<\/(?:p|div|h[1-6]|li|blockquote|pre)\s*>|<br\s*\/?>/gi;
/**
 * A multi-line plain field given HTML (a value stored while the field was rich text, or pasted
 * markup): each block becomes a paragraph, separated by a blank line as editors write them, and
 * entities become their characters. Text without markup is kept as it is.
 */
export function htmlToPlainText(value: string): string {
  if (!MARKUP.test(value)) return value;
  return stripTags(decodeHTML(stripTags(value.replace(BLOCK_END, '\n\n'))))
    .split(/\n\s*\n/)
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}

/** Text as HTML text: `&`, `<` and `>` escaped. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain text as rich text: each paragraph (blocks split by a blank line) one `<p>`. */
export function plainTextToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block)}</p>`)
    .join('');
}

/** Lines of plain text as a rich-text bullet list (nothing when there are none). */
export const plainListToHtml = (items: readonly string[]): string =>
  items.length > 0 ? `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>` : '';
