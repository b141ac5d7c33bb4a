/**
 * Range requests (RFC 9110 §14) for media a store streams, read before the file's size is known so
 * that a bucket is asked once, with the range, rather than once for the size and again for bytes.
 */

/** One byte range as a client asks for it: `start`–`end` inclusive, `start` onward, or the last `suffix` bytes. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

/** A range resolved against a file's size: both ends inclusive and inside the file. */
export interface ResolvedRange {
  start: number;
  end: number;
}

const BYTES = /^\s*bytes\s*=(.*)$/i;
const SPEC = /^\s*(\d*)\s*-\s*(\d*)\s*$/;

const toInt = (digits: string) => {
  const n = Number(digits);
  return Number.isSafeInteger(n) ? n : undefined;
};

/**
 * What a `Range` header asks for, answered as the local store's server (@fastify/send) answers it:
 * - undefined: the whole file (no header, a unit other than bytes, or several ranges; a server may
 *   always ignore a Range, and a multipart answer is not worth it for media);
 * - 'invalid': a bytes range no file could satisfy (`bytes=5-3`, `bytes=x-`, `bytes=-0`), so 416;
 * - one range.
 */
export function parseByteRange(header: string | undefined): ByteRange | 'invalid' | undefined {
  if (header === undefined) return undefined;
  const bytes = BYTES.exec(header);
  if (!bytes) return undefined;
  const specs = (bytes[1] ?? '').split(',');
  if (specs.length > 1) return undefined;
  const [, first = '', last = ''] = SPEC.exec(specs[0] ?? '') ?? [];
  if (first === '' && last === '') return 'invalid';
  const start = first === '' ? undefined : toInt(first);
  const end = last === '' ? undefined : toInt(last);
  if (first === '') return end !== undefined && end > 0 ? { suffix: end } : 'invalid';
  if (start === undefined || (last !== '' && end === undefined)) return 'invalid';
  if (end !== undefined && end < start) return 'invalid';
  return end === undefined ? { start } : { start, end };
}

/**
 * The bytes of a `size`-byte file that `range` names, or undefined when it names none (416). A
 * suffix longer than the file is the whole file and an end past it is the last byte (RFC 9110).
 */
export function resolveRange(range: ByteRange, size: number): ResolvedRange | undefined {
  if ('suffix' in range) {
    return range.suffix > 0 && size > 0
      ? { start: Math.max(0, size - range.suffix), end: size - 1 }
      : undefined;
  }
  if (range.start >= size) return undefined;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
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
