/**
 * Which stored files a section or record uses, and in which fields (issue 15): every media path
 * a value holds, whatever the field's kind (an image, an image list, a video, a document, a link
 * to an uploaded PDF, images and links inside rich text, any of these inside list entries).
 */
import type { Fields } from './fields';

const MEDIA_PATH = /^\/media\/[\w.-]+$/;
/** `src="/media/…"` and `href="/media/…"` inside stored rich text. */
const IN_HTML = /\b(?:src|href)\s*=\s*["'](\/media\/[\w.-]+)["']/gi;

function pathsIn(value: string, html: boolean): string[] {
  if (html) return [...value.matchAll(IN_HTML)].map((m) => m[1] ?? '');
  return value
    .split(',')
    .map((p) => p.trim())
    .filter((p) => MEDIA_PATH.test(p));
}

/** Media path → the labels of the fields holding it, in field order. */
export function mediaRefs(fields: Fields, value: Record<string, unknown>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (path: string, label: string) => {
    const labels = out.get(path) ?? [];
    if (!labels.includes(label)) labels.push(label);
    out.set(path, labels);
  };
  for (const [name, field] of Object.entries(fields)) {
    const v = value[name];
    if (typeof v === 'string') {
      for (const p of pathsIn(v, field.kind === 'richText')) add(p, field.label);
    } else if (field.kind === 'list' && Array.isArray(v)) {
      for (const item of v) {
        for (const [p] of mediaRefs(field.fields, item as Record<string, unknown>)) {
          add(p, field.label);
        }
      }
    } else if (field.kind === 'group' && v && typeof v === 'object') {
      // A layout's field is named as itself: it is what the editor sees on the form.
      for (const [p, labels] of mediaRefs(field.fields, v as Record<string, unknown>)) {
        for (const label of labels) add(p, label);
      }
    }
  }
  return out;
}

/** Every occurrence of the path `from` in a value, replaced by `to` (a replaced file). */
export function replaceMediaPath<T>(value: T, from: string, to: string): T {
  if (typeof value === 'string') {
    // A path ends where the name ends: `/media/ab.jpg` must not match `/media/ab.jpg2`.
    const pattern = new RegExp(`${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w.-])`, 'g');
    return value.replace(pattern, to) as T;
  }
  if (Array.isArray(value)) return value.map((v: unknown) => replaceMediaPath(v, from, to)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, replaceMediaPath(v, from, to)]),
    ) as T;
  }
  return value;
}
