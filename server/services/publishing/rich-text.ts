/**
 * Rich text is sanitised on every write with one allowlist: the CMS toolbar's elements, links
 * limited to http, https, mailto and tel, inline images only as png/gif/jpeg/bmp/x-icon.
 */
import sanitizeHtml from 'sanitize-html';
import type { Field, Fields } from '../../../content/fields';
import { htmlToPlainText, stripTags } from '../../../content/plain-text';

export { htmlToPlainText, stripTags };

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'a',
    'ol',
    'ul',
    'li',
    'img',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['data', 'http', 'https'] },
  allowProtocolRelative: false,
  exclusiveFilter: (frame) =>
    frame.tag === 'img' &&
    !/^(data:image\/(png|gif|jpeg|bmp|x-icon);base64,|https?:\/\/|\/media\/)/i.test(
      frame.attribs.src ?? '',
    ),
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

function sanitizeValue(field: Field, value: unknown): unknown {
  if (field.kind === 'richText' && typeof value === 'string') return sanitizeRichText(value);
  if (field.kind === 'textarea' && typeof value === 'string') return htmlToPlainText(value);
  if (field.kind === 'text' && typeof value === 'string') return stripTags(value);
  // Each entry of a list of texts (bullet points) is a one-line plain text like a text field.
  if (field.kind === 'stringList' && Array.isArray(value)) {
    return value
      .map((item) => (typeof item === 'string' ? stripTags(item).trim() : item))
      .filter((item) => item !== '');
  }
  if (field.kind === 'list' && Array.isArray(value)) {
    return value.map((item) => sanitizeRecord(field.fields, item as Record<string, unknown>));
  }
  if (field.kind === 'group' && value && typeof value === 'object') {
    return sanitizeRecord(field.fields, value as Record<string, unknown>);
  }
  return value;
}

/** Sanitises every rich-text and plain-text field of a value, including those inside lists. */
export function sanitizeRecord<T extends Record<string, unknown>>(fields: Fields, value: T): T {
  const out: Record<string, unknown> = { ...value };
  for (const [name, field] of Object.entries(fields)) {
    if (name in out) out[name] = sanitizeValue(field, out[name]);
  }
  return out as T;
}
