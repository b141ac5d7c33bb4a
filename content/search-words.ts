/**
 * The words a search document is made of (docs/decisions/0014): a collection's or section's
 * `search` option builds its documents from these, and the index builds the pages'.
 */
import type { Fields } from './fields';
import { htmlToPlainText } from './plain-text';

/** Rich text as one line of plain words. */
export const plainWords = (html: string) => htmlToPlainText(html).replace(/\s+/g, ' ').trim();

/** Non-empty parts, trimmed, as one text. */
export const joinWords = (parts: readonly (string | undefined)[]) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join('. ');

/**
 * The words of a value by its fields: short text fields read as headings, long ones (plain or
 * rich) as body; lists give their entries' words; images, links and choices give none.
 */
export function wordsByWeight(fields: Fields, value: Readonly<Record<string, unknown>>) {
  const headings: string[] = [];
  const body: string[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const v = value[name];
    if (field.kind === 'text' && typeof v === 'string') headings.push(v);
    else if (field.kind === 'textarea' && typeof v === 'string') body.push(v);
    else if (field.kind === 'richText' && typeof v === 'string') body.push(plainWords(v));
    else if (field.kind === 'stringList' && Array.isArray(v)) body.push(v.join(', '));
    else if (field.kind === 'group' && v && typeof v === 'object') {
      const inner = wordsByWeight(field.fields, v as Record<string, unknown>);
      headings.push(inner.headings);
      body.push(inner.body);
    } else if (field.kind === 'list' && Array.isArray(v)) {
      for (const item of v as Record<string, unknown>[]) {
        const inner = wordsByWeight(field.fields, item);
        headings.push(inner.headings);
        body.push(inner.body);
      }
    }
  }
  return { headings: joinWords(headings), body: joinWords(body) };
}

/** What a record's document says; its source, kind and address come from its collection. */
export interface SearchWords {
  title: string;
  headings: string;
  body: string;
}
