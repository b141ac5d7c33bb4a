/**
 * What a product's datasheet says (`<its page>/datasheet.pdf`, docs/decisions/0052), read from
 * its record: the specifications, the layout details its layout declares for datasheets, and
 * its models. Pure: the server reads the record and draws the PDF (server/datasheet/).
 */
import type { Field } from '../fields';
import { htmlToPlainText } from '../plain-text';
import { declaredFields, fieldRows, strings, type ComparedProduct } from './compare';
import type { Layout } from './layout';

/** The last segment of a datasheet's address, below its product page's. */
export const DATASHEET_FILE = 'datasheet.pdf';

/** A product page's datasheet: `/products/<family>/<slug>/datasheet.pdf`. */
export const datasheetHref = (productUrl: string) => `${productUrl}/${DATASHEET_FILE}`;

/** A printed detail: a table of a name and a value per row, or headed paragraphs. */
export type DatasheetBlock =
  | { kind: 'table'; label: string; rows: [string, string][] }
  | { kind: 'paragraphs'; label: string; paragraphs: string[] };

export interface DatasheetContent {
  /** Label and value (with its unit) of each key specification. */
  specs: [string, string][];
  details: DatasheetBlock[];
  /** Part number and description of each model. */
  models: [string, string][];
}

/** Rich text as its paragraphs of plain text. */
export const paragraphsOf = (html: string): string[] =>
  htmlToPlainText(html)
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

const entriesOf = (value: unknown): Readonly<Record<string, unknown>>[] =>
  Array.isArray(value)
    ? value.filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null)
    : [];

/** Every line of words a list entry holds (its texts, longer texts and string lists). */
const entryLines = (fields: Record<string, Field>, entry: Readonly<Record<string, unknown>>) =>
  Object.entries(fields).flatMap(([key, f]) =>
    f.kind === 'richText' ? paragraphsOf(String(entry[key] ?? '')) : wordsOf(f, entry[key]),
  );

function wordsOf(f: Field, value: unknown): string[] {
  if (f.kind === 'choice')
    return strings(value).map((v) => f.options.find((o) => o.value === v)?.label ?? v);
  return f.kind === 'text' || f.kind === 'textarea' || f.kind === 'stringList'
    ? strings(value).flatMap((v) => v.split(/\n\s*\n/))
    : [];
}

/**
 * One declared field as printed: prose as paragraphs; a list of a name and a value per entry (a
 * properties table) as a table, as the comparison lines it up; another list as a paragraph per
 * entry; words as paragraphs. Pictures and files print nothing. Empty fields print nothing.
 */
function detailBlock(name: string, f: Field, value: unknown): DatasheetBlock | undefined {
  let block: DatasheetBlock;
  if (f.kind === 'richText') {
    block = { kind: 'paragraphs', label: f.label, paragraphs: paragraphsOf(String(value ?? '')) };
  } else if (f.kind === 'list') {
    const rows = fieldRows(name, f, value);
    const paired = rows.length > 0 && rows.every(([key]) => key !== name);
    block = paired
      ? {
          kind: 'table',
          label: f.label,
          rows: rows.map(([, label, lines]): [string, string] => [label, lines.join('; ')]),
        }
      : {
          kind: 'paragraphs',
          label: f.label,
          paragraphs: entriesOf(value)
            .map((entry) => entryLines(f.fields, entry).join(' — '))
            .filter(Boolean),
        };
  } else {
    block = { kind: 'paragraphs', label: f.label, paragraphs: wordsOf(f, value) };
  }
  if (block.kind === 'paragraphs') block.paragraphs = withoutOwnHeading(block);
  const empty = block.kind === 'table' ? block.rows.length === 0 : block.paragraphs.length === 0;
  return empty ? undefined : block;
}

/**
 * The paragraphs without a first one that only repeats the block's label: rich text often opens
 * with its own heading ("Key features"), which the sheet prints above it already.
 */
function withoutOwnHeading({ label, paragraphs }: { label: string; paragraphs: string[] }) {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  return paragraphs.length > 0 && same(paragraphs[0] ?? '', label)
    ? paragraphs.slice(1)
    : paragraphs;
}

/** The datasheet's content of a product drawn with one of `layouts`. */
export function datasheetContent(
  product: ComparedProduct,
  layouts: readonly Layout[],
): DatasheetContent {
  return {
    specs: product.specs
      .filter((s) => s.label.trim() || s.value.trim())
      .map((s) => [s.label, [s.value, s.unit].filter(Boolean).join(' ')]),
    details: declaredFields(layouts, product.template, 'datasheet').flatMap(([name, f]) => {
      const block = detailBlock(name, f, product.details[name]);
      return block ? [block] : [];
    }),
    models: product.models
      .filter((m) => m.partNumber || m.description)
      .map((m) => [m.partNumber, m.description]),
  };
}
