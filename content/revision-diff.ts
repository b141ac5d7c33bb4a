/**
 * A readable, field-by-field comparison of two stored values of a section or record (content
 * history, docs/decisions/0020): each field as lines of plain text — rich text as its text, a
 * list as one line per entry, an image list as one path per line — and the lines that differ.
 * Pure, so the API builds it and the CMS could as well; it knows fields only by the little it
 * needs (the registry's fields and the CMS's descriptors both fit).
 */
import { diffArrays } from 'diff';
import { decodeHTML } from 'entities';

export interface DiffField {
  name: string;
  label: string;
  kind: string;
  options?: readonly { value: string; label: string }[];
  /** A list's entry fields. */
  fields?: readonly DiffField[];
}

export type DiffOp = 'same' | 'removed' | 'added';

export interface DiffLine {
  op: DiffOp;
  text: string;
}

export interface FieldDiff {
  name: string;
  label: string;
  /** Whether the lines are stored files' paths (images, videos, documents). */
  media: boolean;
  /**
   * From the first value to the second: `removed` lines only the first has, `added` only the
   * second. All `same` when the two differ only in formatting.
   */
  lines: DiffLine[];
}

const MEDIA_KINDS = new Set(['image', 'imageList', 'video', 'document']);

/** The registry's shape of fields (a map by name) as diff fields. */
export function diffFields(fields: Readonly<Record<string, DiffFieldSource>>): DiffField[] {
  return Object.entries(fields).map(([name, f]) => ({
    name,
    label: f.label,
    kind: f.kind,
    options: f.options,
    fields: f.fields ? diffFields(f.fields) : undefined,
  }));
}

interface DiffFieldSource {
  label: string;
  kind: string;
  options?: readonly { value: string; label: string }[];
  fields?: Readonly<Record<string, DiffFieldSource>>;
}

/**
 * Rich text as the lines a reader sees: one per paragraph, heading or list item, images as
 * `[Image: alt]` so a swapped picture shows. Tags are dropped, not interpreted: stored rich text
 * is already sanitised, and the result is shown as text.
 */
export function richTextLines(html: string): string[] {
  const text = html
    .replace(/<img\b[^>]*>/gi, (tag) => {
      const alt = /\balt\s*=\s*"([^"]*)"/i.exec(tag)?.[1] ?? '';
      const src = /\bsrc\s*=\s*"([^"]*)"/i.exec(tag)?.[1] ?? '';
      return `\n[Image: ${alt || src}]\n`;
    })
    .replace(/<li\b[^>]*>/gi, '\n• ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(
      /<\/?(?:p|div|h[1-6]|ul|ol|li|blockquote|table|tr|figure|figcaption|pre)\b[^>]*>/gi,
      '\n',
    )
    .replace(/<[^>]*>/g, '');
  return decodeHTML(text)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '' && line !== '•');
}

function scalarText(field: DiffField, value: unknown): string {
  const text = typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value);
  if (field.kind === 'choice') {
    return field.options?.find((o) => o.value === text)?.label ?? text;
  }
  if (field.kind === 'richText') return richTextLines(text).join(' ');
  return text.replace(/\s+/g, ' ').trim();
}

/** One list entry on one line: "Label: value · Label: value", empty sub-fields left out. */
function entryLine(fields: readonly DiffField[], entry: unknown): string {
  if (!entry || typeof entry !== 'object')
    return scalarText({ name: '', label: '', kind: 'text' }, entry);
  const item = entry as Record<string, unknown>;
  return fields
    .map((f) => [f.label, scalarText(f, item[f.name])] as const)
    .filter(([, text]) => text !== '')
    .map(([label, text]) => `${label}: ${text}`)
    .join(' · ');
}

/** A field's value as lines of text. */
export function fieldLines(field: DiffField, value: unknown): string[] {
  if (value == null || value === '') return [];
  switch (field.kind) {
    case 'richText':
      return typeof value === 'string' ? richTextLines(value) : [];
    case 'imageList':
      return String(value)
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
    case 'stringList':
      return Array.isArray(value) ? value.map(String) : [];
    case 'list':
      return Array.isArray(value) ? value.map((e) => entryLine(field.fields ?? [], e)) : [];
    case 'group': {
      // Each field of the layout as its own lines, named: "Features: Rated up to 6,300A".
      const group = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
      return (field.fields ?? []).flatMap((f) =>
        fieldLines(f, group[f.name]).map((line) => `${f.label}: ${line}`),
      );
    }
    case 'textarea':
      return String(value)
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
    default: {
      const text = scalarText(field, value);
      return text ? [text] : [];
    }
  }
}

/**
 * Beyond this many line pairs, a field is shown as all removed then all added: a reader learns
 * nothing from the alignment of two long lists, and the comparison's time is bounded.
 */
const MAX_CELLS = 250_000;

/**
 * The lines of `from` and `to` as one sequence: kept, removed (from only) and added (to only);
 * where lines were replaced, the removed come first. jsdiff (Myers' algorithm) finds the shortest
 * edit.
 */
export function diffLines(from: readonly string[], to: readonly string[]): DiffLine[] {
  if (from.length * to.length > MAX_CELLS) {
    return [
      ...from.map((text) => ({ op: 'removed' as const, text })),
      ...to.map((text) => ({ op: 'added' as const, text })),
    ];
  }
  return diffArrays([...from], [...to]).flatMap((change) => {
    const op: DiffOp = change.added ? 'added' : change.removed ? 'removed' : 'same';
    return change.value.map((text) => ({ op, text }));
  });
}

/** A value in one canonical text: keys sorted, `undefined` as null (jsonb keeps no key order). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Whether two stored values are the same, whatever the order of their keys. */
export const sameValue = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/**
 * The fields whose values differ between `from` and `to`, in field order, each with its lines.
 * A field whose value differs only in markup still appears, with its lines all `same`.
 */
export function revisionDiff(
  fields: readonly DiffField[],
  from: Readonly<Record<string, unknown>>,
  to: Readonly<Record<string, unknown>>,
): FieldDiff[] {
  return fields
    .filter((f) => !sameValue(from[f.name] ?? null, to[f.name] ?? null))
    .map((f) => ({
      name: f.name,
      label: f.label,
      media: MEDIA_KINDS.has(f.kind),
      lines: diffLines(fieldLines(f, from[f.name]), fieldLines(f, to[f.name])),
    }));
}
