/**
 * sharp with this server's memory settings: load it from here, not from 'sharp'. libvips'
 * operation cache (up to 50 MB by default) only pays when the same image is processed again,
 * and every image here is encoded once (its variants are kept on disk), so it is off.
 *
 * sharp and libvips are loaded on the first image to encode (an upload, a missing variant, the
 * seed's pictures), not at start: a restarted server that only serves pages never needs them,
 * and they held ~25 MB of its idle memory (docs/performance.md, `npm start`'s memory).
 */
import type SharpModule from 'sharp';

export type { Sharp, SharpOptions } from 'sharp';

let loading: Promise<typeof SharpModule> | undefined;

export function loadSharp(): Promise<typeof SharpModule> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
