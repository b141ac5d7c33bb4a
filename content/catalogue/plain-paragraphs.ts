/**
 * An old plain-text description (a textarea, shown with its line breaks) as the rich text of a
 * record's `body`: each blank-line-separated passage a paragraph, a single line break a <br>,
 * the text escaped. Used by the moves of sections from before decision 0024.
 */
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const plainParagraphs = (text: string): string =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((passage) => passage.trim())
    .filter(Boolean)
    .map((passage) => `<p>${escape(passage).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
