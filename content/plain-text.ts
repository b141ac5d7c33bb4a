/**
 * Plain text and rich text of one another: a plain-text field holds no markup, and the
 * specs' product paths show a record's rich-text body as a plain description (decision 0024).
 * Pure functions, used by the server's sanitising and by the sections kept over records.
 */
import { decodeEntities } from './html-entities';

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
  return stripTags(decodeEntities(stripTags(value.replace(BLOCK_END, '\n\n'))))
    .split(/\n\s*\n/)
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Plain text as rich text: each paragraph (separated by a blank line) becomes a `<p>`, a single
 * line break a `<br>`; `htmlToPlainText` reads it back (a line break as a paragraph break).
 */
export function plainTextToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\s*\n\s*/g, '<br>')}</p>`)
    .join('');
}
