/**
 * Range requests (RFC 9110 §14) for media a store streams, read before the file's size is known so
 * that a bucket is asked once, with the range, rather than once for the size and again for bytes.
 * range-parser (the parser of Express's `send`) reads the header.
 */
import parseRange from 'range-parser';

/** One byte range as a client asks for it: `start`–`end` inclusive, `start` onward, or the last `suffix` bytes. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

/** A range resolved against a file's size: both ends inclusive and inside the file. */
export interface ResolvedRange {
  start: number;
  end: number;
}

/**
 * Two sizes no file reaches, to read a range with range-parser before the file's size is known: a
 * suffix range's start moves with the size, an explicit start does not, and an open end is the
 * last byte of either.
 */
const FAR = [2 ** 50, 2 ** 51] as const;

/**
 * What a `Range` header asks for:
 * - undefined: the whole file (no header, a unit other than bytes, or several ranges; a server may
 *   always ignore a Range, and a multipart answer is not worth it for media);
 * - 'invalid': a bytes range no file could satisfy (`bytes=5-3`, `bytes=x-`, `bytes=-0`), so 416;
 * - one range.
 */
export function parseByteRange(header: string | undefined): ByteRange | 'invalid' | undefined {
  if (header === undefined) return undefined;
  const eq = header.indexOf('=');
  if (eq < 0 || header.slice(0, eq).trim().toLowerCase() !== 'bytes') return undefined;
  const specs = header.slice(eq + 1);
  if (specs.includes(',')) return undefined;
  // range-parser reads `1.5-2` as `1-2` and `1-y` as `1-`; RFC 9110 allows digits only.
  if (!/^[\d\s-]*$/.test(specs)) return 'invalid';
  const [near, far] = FAR.map((size) => parseRange(size, `bytes=${specs}`));
  const [a, b] = [
    typeof near === 'number' ? undefined : near?.[0],
    typeof far === 'number' ? undefined : far?.[0],
  ];
  if (!a || !b) return 'invalid';
  if (a.start !== b.start) return { suffix: FAR[0] - a.start };
  return a.end === b.end ? { start: a.start, end: a.end } : { start: a.start };
}

/**
 * The bytes of a `size`-byte file that `range` names, or undefined when it names none (416). A
 * suffix longer than the file is the whole file (RFC 9110; range-parser 1.x refuses it) and an
 * end past it is the last byte.
 */
export function resolveRange(range: ByteRange, size: number): ResolvedRange | undefined {
  const spec =
    'suffix' in range ? `-${Math.min(range.suffix, size)}` : `${range.start}-${range.end ?? ''}`;
  const parsed = parseRange(size, `bytes=${spec}`);
  const first = typeof parsed === 'number' ? undefined : parsed[0];
  return first && { start: first.start, end: first.end };
}

/** `Content-Range: bytes 0-99/1000` → `{ start: 0, end: 99, size: 1000 }`. */
export function parseContentRange(
  value: string | undefined,
): (ResolvedRange & { size: number }) | undefined {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(value?.trim() ?? '');
  if (!match) return undefined;
  const [start, end, size] = [match[1], match[2], match[3]].map((v) => Number(v));
  if (start === undefined || end === undefined || size === undefined) return undefined;
  return { start, end, size };
}
