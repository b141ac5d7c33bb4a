/**
 * sharp with this server's memory settings: import it from here, not from 'sharp'. libvips'
 * operation cache (up to 50 MB by default) only pays when the same image is processed again,
 * and every image here is encoded once (its variants are kept on disk), so it is off.
 */
import sharp from 'sharp';

sharp.cache(false);

export default sharp;
export type { Sharp, SharpOptions } from 'sharp';
