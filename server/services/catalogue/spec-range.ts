/**
 * Specification values as numbers, for the finder's range filters: `12`, `7.5–20`, `630-6300`.
 * The finder's SQL reads values the same way (server/repositories/content/catalogue-repo.ts).
 */
const RANGE = /^\s*(\d+(?:\.\d+)?)(?:\s*[–-]\s*(\d+(?:\.\d+)?))?\s*$/;

/** The value's lowest and highest number, or undefined when it is not a number or a range. */
export function parseSpecRange(value: string): { low: number; high: number } | undefined {
  const match = RANGE.exec(value);
  if (!match?.[1]) return undefined;
  const low = Number(match[1]);
  const high = match[2] === undefined ? low : Number(match[2]);
  return { low: Math.min(low, high), high: Math.max(low, high) };
}

/**
 * A number typed into a range filter's box: digits, with a decimal part if need be (`7.5`), as
 * the values themselves are written; spaces around it are dropped (as the page's query rules
 * drop them). Anything else — `0x10`, `1e2`, `+16`, which `Number()` would read, or `١٦` — leaves
 * that end open.
 */
export function parseBound(text: string | undefined): number | undefined {
  const trimmed = text?.trim() ?? '';
  return /^\d+(?:\.\d+)?$/.test(trimmed) ? Number(trimmed) : undefined;
}
