/** Page arithmetic and addresses shared by the CMS's paged lists. */
import type { z } from 'zod';

export interface PageInfo {
  page: number;
  pageSize: number;
  total: number;
}

export const pageCount = ({ total, pageSize }: PageInfo) =>
  Math.max(1, Math.ceil(total / pageSize));

const number = new Intl.NumberFormat('en-NG');
export const formatCount = (n: number) => number.format(n);

/** "Showing 25–48 of 5,000" */
export function showingText(info: PageInfo) {
  if (info.total === 0) return 'Showing 0 of 0';
  const first = (info.page - 1) * info.pageSize + 1;
  const last = Math.min(info.total, info.page * info.pageSize);
  return `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(info.total)}`;
}

/**
 * The page numbers a pager shows: the first, the last and a few around the current one, with
 * `null` where pages are left out (1 … 4 5 6 7 8 … 209).
 */
export function pageNumbers(page: number, pages: number, around = 2): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push(p - prev === 2 ? p - 1 : null);
    out.push(p);
  });
  return out;
}

/**
 * An address on `path` with `params`; empty values and page 1 are left out, so the first page
 * of an unfiltered list has the plain address.
 */
export function hrefWith(
  path: string,
  params: Record<string, string | number | undefined>,
  hash?: string,
) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '' || (key === 'page' && Number(value) <= 1)) continue;
    query.set(key, String(value));
  }
  const search = query.toString();
  return `${path}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
}

/**
 * The query of a screen's address (Activity, Trash), read by the API's own schema. A GET form
 * sends empty fields for "any", so those are dropped; a value that breaks a rule (a hand-edited
 * link) is left out of `kept` and reported by its parameter rather than failing the screen.
 */
export function readAddress<K extends string, T>(
  params: URLSearchParams,
  keys: readonly K[],
  schema: z.ZodType<T>,
): { parsed: T | undefined; kept: Partial<Record<K, string>>; errors: Partial<Record<K, string>> } {
  const raw: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (value) raw[key] = value;
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { parsed: parsed.data, kept: raw, errors: {} };
  const errors: Partial<Record<K, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0]) as K;
    errors[key] ??= issue.message;
  }
  const kept: Partial<Record<K, string>> = {};
  for (const key of keys) if (raw[key] !== undefined && !(key in errors)) kept[key] = raw[key];
  return { parsed: undefined, kept, errors };
}
