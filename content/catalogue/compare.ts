/**
 * The rows of a comparison of products (/products/compare, docs/decisions/0050): their key
 * specifications and the layout details their layouts mark for comparison, lined up by name,
 * each row saying whether the products differ on it. Pure: the page's loader reads the records.
 */
import type { Field, Fields } from '../fields';
import type { Layout } from './layout';

/** What a comparison reads of a product record. */
export interface ComparedProduct {
  specs: readonly { label: string; value: string; unit: string }[];
  models: readonly { partNumber: string; description: string }[];
  template: string;
  details: Readonly<Record<string, unknown>>;
}

/** A row: what it is, each product's lines (none when it says nothing), whether they differ. */
export interface CompareRow {
  key: string;
  label: string;
  values: string[][];
  differs: boolean;
}

/** The most products one comparison lines up: four columns still read on a laptop. */
export const COMPARE_MAX = 4;

/**
 * The most `p` values a comparison's URL keeps, in their order (server/cache/query-rules.ts);
 * more than it compares, so the page can still say that too many were chosen.
 */
export const MAX_COMPARED = 12;

/** Rows are matched by name whatever the case and spacing: `IP rating` is `IP Rating `. */
const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export const strings = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value])
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.trim())
    .filter(Boolean);

/** A field that reads as a line of words (not prose, not a file). */
const isWords = (f: Field) => f.kind === 'text' || f.kind === 'choice';

/** A choice's stored value as its label, else the text itself. */
function wordsOf(f: Field, value: unknown): string[] {
  const found = strings(value);
  if (f.kind !== 'choice') return found;
  return found.map((v) => f.options.find((o) => o.value === v)?.label ?? v);
}

/** A list of a name and a value per entry (a properties table): a row per name. */
const namedPairs = (fields: Fields) =>
  Object.values(fields).length === 2 && Object.values(fields).every(isWords);

const entriesOf = (value: unknown): Readonly<Record<string, unknown>>[] =>
  Array.isArray(value)
    ? value.filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null)
    : [];

/**
 * One product's rows of one compared field, keyed: `[key, label, lines]`. A list of other
 * entries is one row, an entry a line of its words; prose, pictures and files are not compared.
 */
export function fieldRows(name: string, f: Field, value: unknown): [string, string, string[]][] {
  if (f.kind === 'list' && namedPairs(f.fields)) {
    const [first = '', second = ''] = Object.keys(f.fields);
    return entriesOf(value).flatMap((entry) => {
      const label = strings(entry[first])[0];
      return label ? [[`${name}:${nameKey(label)}`, label, strings(entry[second])]] : [];
    });
  }
  if (f.kind === 'list') {
    const words = Object.entries(f.fields).filter(([, sub]) => isWords(sub));
    const lines = entriesOf(value)
      .map((entry) => words.flatMap(([key, sub]) => wordsOf(sub, entry[key])).join(' · '))
      .filter(Boolean);
    return [[name, f.label, lines]];
  }
  if (f.kind === 'stringList' || f.kind === 'textarea' || isWords(f))
    return [[name, f.label, wordsOf(f, value)]];
  return [];
}

/** Whether the products' lines differ: a product that says nothing differs from one that does. */
const differ = (values: readonly string[][]) =>
  new Set(values.map((lines) => lines.map(nameKey).join('\n'))).size > 1;

/** Rows in the order their names first appear, each product's lines under its column. */
function lineUp(perProduct: readonly [string, string, string[]][][]): CompareRow[] {
  const rows = new Map<string, { label: string; values: string[][] }>();
  perProduct.forEach((own, column) => {
    for (const [key, label, lines] of own) {
      const row = rows.get(key) ?? { label, values: perProduct.map(() => []) };
      row.values[column] = [...(row.values[column] ?? []), ...lines];
      rows.set(key, row);
    }
  });
  return [...rows]
    .map(([key, row]) => ({ key, ...row, differs: differ(row.values) }))
    .filter((row) => row.values.some((lines) => lines.length > 0));
}

/**
 * The details a layout declares for the comparison or the datasheet: the fields its declaration
 * names there, in its order.
 */
export function declaredFields(
  layouts: readonly Layout[],
  template: string,
  use: 'compare' | 'datasheet',
): [string, Field][] {
  const layout = layouts.find((l) => l.value === template);
  const fields: Fields = layout?.fields ?? {};
  return (layout?.[use] ?? []).flatMap((name) => {
    const f = fields[name];
    return f ? [[name, f]] : [];
  });
}

/**
 * The comparison's rows: specifications by label, then each layout's compared details, then
 * the part numbers (a line per model: its number and what it is).
 */
export function compareRows(products: readonly ComparedProduct[], layouts: readonly Layout[]) {
  const specs = lineUp(
    products.map((p) =>
      p.specs.map((s): [string, string, string[]] => [
        `spec:${nameKey(s.label)}`,
        s.label,
        strings([s.unit ? `${s.value} ${s.unit}` : s.value]),
      ]),
    ),
  );
  const details = lineUp(
    products.map((p) =>
      declaredFields(layouts, p.template, 'compare').flatMap(([name, f]) =>
        fieldRows(`detail:${name}`, f, p.details[name]),
      ),
    ),
  );
  const models = products.map((p) =>
    p.models
      .filter((m) => m.partNumber || m.description)
      .map((m) => [m.partNumber, m.description].filter(Boolean).join(' – ')),
  );
  return { specs, details, models };
}

/**
 * How `p` names a product: its address below /products/, `<family>/<slug>`, as its page's URL
 * says (a slug alone is unique only in its family). A whole page address or URL is read too.
 */
const productAddress = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;

/** `p`'s value as a product's address, lower case, without `/products/` or slashes around it. */
export function comparedAddress(value: string): string | undefined {
  const address = value
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/^\/+/, '')
    .replace(/^products\//, '')
    .replace(/\/+$/, '');
  return address.length <= 200 && productAddress.test(address) ? address : undefined;
}

/** An address's family and the product's slug within it. */
export function splitAddress(address: string): { family: string; slug: string } {
  const at = address.indexOf('/');
  return { family: address.slice(0, at), slug: address.slice(at + 1) };
}
