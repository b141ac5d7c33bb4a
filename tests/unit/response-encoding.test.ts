/**
 * How hard a cached answer is compressed: the miss that waits gets the quick forms, everyone
 * after it the thorough ones, except for bodies too large to be worth it (the sitemap).
 */
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeResponse, LARGE_BODY } from '../../server/cache/response-store';

/** Page-like markup of about `bytes`, varied enough that brotli's levels differ. */
function page(bytes: number): Buffer {
  const words = ['switchgear', 'kammprofile', 'gasket', 'Lagos', 'enclosure', 'cable', 'gland'];
  const parts: string[] = [];
  for (let i = 0; parts.join('').length < bytes; i++) {
    const word = words[(i * 7) % words.length] ?? '';
    parts.push(
      `<li class="card c-${i % 13}"><a href="/products/${word}-${i}">${word} ${i * 31}</a></li>`,
    );
  }
  return Buffer.from(parts.join(''));
}

describe('encodeResponse', () => {
  it('compresses a page the size of the home page harder than the quick form a miss gets', async () => {
    const body = page(70_000);
    const quick = await encodeResponse(body, {}, { quick: true });
    const thorough = await encodeResponse(body, {});
    expect(thorough.variants.br.body.length).toBeLessThan(quick.variants.br.body.length);
    expect(brotliDecompressSync(thorough.variants.br.body)).toEqual(body);
    expect(thorough.variants.br.etag).toBe(quick.variants.br.etag);
  });

  it('keeps the quick level for bodies over the large-body line', async () => {
    const body = page(LARGE_BODY + 10_000);
    const quick = await encodeResponse(body, {}, { quick: true });
    const thorough = await encodeResponse(body, {});
    expect(thorough.variants.br.body.length).toBe(quick.variants.br.body.length);
  });
});
