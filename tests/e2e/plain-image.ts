import sharp from 'sharp';

/** A one-colour picture of `width` × `height`, for uploads whose content does not matter. */
export function plainImage(
  format: 'jpeg' | 'png',
  width: number,
  height: number,
  colour = '#2a6f97',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}
