/**
 * Bodies of cacheable responses, kept in memory per (path + query, content version) with their
 * gzip and brotli forms, computed once, and a strong ETag per form. Bounded by entries and
 * bytes, least recently used first out; addresses with a query are held to a share of the bounds,
 * so that however many of them strangers make, they cannot push out the pages.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Bodies above this are compressed at a faster level, even off the request path. Not lower: the
 * home page is ~70 kB of HTML, and at brotli 5 it came to 13.5 kB, over the 14.6 kB a new
 * connection's first round trip carries once the headers are added (brotli 10: 12.3 kB).
 */
export const LARGE_BODY = 256 * 1024;

export interface Variant {
  body: Buffer;
  etag: string;
}

export interface CachedResponse {
  /**
   * The status every answer repeats: 200, or 404 for the one not-found page (response-cache.ts,
   * docs/decisions/0044). Undefined is 200.
   */
  status?: number;
  /** The headers the handler set that every answer repeats (content-type…). */
  headers: Record<string, string>;
  variants: Record<Encoding, Variant>;
  /** Bytes held: all forms together. */
  bytes: number;
}

/**
 * One body in its three forms; a compressed form no smaller than the original is not kept.
 * `quick` is for the miss that waits on it: brotli 5 and gzip 6 take about a millisecond on the
 * 57 kB home page, brotli 10 about 15 ms for a body 10 % smaller. The cache answers the miss with
 * the quick forms and replaces them with the thorough ones in the background (`upgrade`).
 */
export async function encodeResponse(
  body: Buffer,
  headers: Record<string, string>,
  { quick = false, status }: { quick?: boolean; status?: number } = {},
): Promise<CachedResponse> {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  // Large bodies (the sitemap of a few thousand posts) are always compressed less hard: brotli 10
  // on 600 kB took ~200 ms; brotli 5 is ~20× faster, ~8 % larger.
  const fast = quick || body.length > LARGE_BODY;
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: fast ? 6 : 9 }),
    brotliAsync(body, {
      params: {
        // 10, not 11: within 3 % of the size at a tenth of the time.
        [constants.BROTLI_PARAM_QUALITY]: fast ? 5 : 10,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  ]);
  const identity = { body, etag: `"${hash}"` };
  const variants: Record<Encoding, Variant> = {
    identity,
    gzip: gz.length < body.length ? { body: gz, etag: `"${hash}-gz"` } : identity,
    br: br.length < body.length ? { body: br, etag: `"${hash}-br"` } : identity,
  };
  const bytes = new Set([body, variants.gzip.body, variants.br.body]);
  return {
    ...(status === undefined || status === 200 ? {} : { status }),
    headers,
    variants,
    bytes: [...bytes].reduce((n, b) => n + b.length, 0),
  };
}

export interface StoreLimits {
  maxEntries: number;
  maxBytes: number;
}

/**
 * The share of the bounds that addresses with a query may hold: searches, filters, pages of a
 * list, a prefilled form. A stranger can make as many of those as they like, each valid and
 * each a page of its own; held to this share, they can push out each other but never the
 * pages themselves (docs/decisions/0023).
 */
export const VARIANT_SHARE = 0.25;

interface Held {
  entry: CachedResponse;
  /** When it was last used, in the store's own count: the older of the two ends goes first. */
  used: number;
}

/** One segment: least recently used first. */
class Segment {
  readonly entries = new Map<string, Held>();
  bytes = 0;

  get oldest(): [string, Held] | undefined {
    return this.entries.entries().next().value;
  }

  put(key: string, held: Held) {
    this.remove(key);
    this.entries.set(key, held);
    this.bytes += held.entry.bytes;
  }

  remove(key: string) {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.entry.bytes;
  }
}

export class ResponseStore {
  /** Keys without a query (one per page or read) and keys with one. */
  private readonly plain = new Segment();
  private readonly variants = new Segment();
  private clock = 0;
  /** The version the entries belong to; entries of any other version are gone. */
  private version: number | undefined;

  constructor(readonly limits: StoreLimits) {}

  get size() {
    return {
      entries: this.plain.entries.size + this.variants.entries.size,
      bytes: this.plain.bytes + this.variants.bytes,
    };
  }

  /** What the addresses with a query hold (at most VARIANT_SHARE of each bound). */
  get variantSize() {
    return { entries: this.variants.entries.size, bytes: this.variants.bytes };
  }

  private segmentOf(key: string): Segment {
    return key.includes('?') ? this.variants : this.plain;
  }

  /** Puts `better` in place of `entry`, only if `entry` is still what `key` holds. */
  upgrade(version: number, key: string, entry: CachedResponse, better: CachedResponse) {
    const segment = this.segmentOf(key);
    const held = segment.entries.get(key);
    if (version !== this.version || held?.entry !== entry) return;
    held.entry = better;
    segment.bytes += better.bytes - entry.bytes;
  }

  get(version: number, key: string): CachedResponse | undefined {
    if (version !== this.version) return undefined;
    const segment = this.segmentOf(key);
    const held = segment.entries.get(key);
    if (!held) return undefined;
    // Most recently used last.
    held.used = ++this.clock;
    segment.entries.delete(key);
    segment.entries.set(key, held);
    return held.entry;
  }

  set(version: number, key: string, entry: CachedResponse) {
    if (version !== this.version) this.clear(version);
    if (entry.bytes > this.limits.maxBytes / 4) return;
    const segment = this.segmentOf(key);
    segment.put(key, { entry, used: ++this.clock });
    const { maxEntries, maxBytes } = this.limits;
    while (
      this.variants.entries.size > maxEntries * VARIANT_SHARE ||
      this.variants.bytes > maxBytes * VARIANT_SHARE
    ) {
      const [oldest] = this.variants.oldest ?? [];
      if (oldest === undefined) break;
      this.variants.remove(oldest);
    }
    while (this.size.entries > maxEntries || this.size.bytes > maxBytes) {
      const plain = this.plain.oldest;
      const variant = this.variants.oldest;
      if (variant && (!plain || variant[1].used < plain[1].used)) this.variants.remove(variant[0]);
      else if (plain) this.plain.remove(plain[0]);
      else break;
    }
  }

  /** Drops every entry; the next ones belong to `version`. */
  /** The version whose entries are held. */
  get heldVersion(): number | undefined {
    return this.version;
  }

  /** The entry held for `key`, whatever version it was made under. */
  lastKnown(key: string): CachedResponse | undefined {
    return this.version === undefined ? undefined : this.get(this.version, key);
  }

  clear(version?: number) {
    for (const segment of [this.plain, this.variants]) {
      segment.entries.clear();
      segment.bytes = 0;
    }
    this.version = version;
  }
}
