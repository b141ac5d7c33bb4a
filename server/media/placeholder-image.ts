/**
 * Seed placeholders: a labelled, branded image at the spec's hinted size, so that a fresh
 * install looks like a finished site and editors see what size each image should be.
 */
import { createHash } from 'node:crypto';
import sharp from './sharp';

const palettes = [
  ['#0b2545', '#13315c', '#f59e0b'],
  ['#0f3d3e', '#14524f', '#f59e0b'],
  ['#1e293b', '#334155', '#38bdf8'],
  ['#3b1d0b', '#5c2e13', '#fbbf24'],
] as const;

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function renderPlaceholder(width: number, height: number, label: string) {
  const pick = createHash('sha1').update(label).digest()[0] ?? 0;
  const [dark, mid, accent] = palettes[pick % palettes.length] ?? palettes[0];
  const size = Math.max(11, Math.round(Math.min(width / (label.length * 0.7 + 4), height / 9, 56)));
  const stripe = Math.max(8, Math.round(Math.min(width, height) / 12));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
    <pattern id="p" width="${stripe * 2}" height="${stripe * 2}" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">
      <rect width="${stripe}" height="${stripe * 2}" fill="#ffffff" fill-opacity="0.04"/>
    </pattern>
  </defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <rect width="100%" height="100%" fill="url(#p)"/>
  <rect x="0" y="${height - Math.max(4, height / 60)}" width="${width}" height="${Math.max(4, height / 60)}" fill="${accent}"/>
  <text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${size}" fill="#ffffff" fill-opacity="0.88">${escapeXml(label)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 70, mozjpeg: true }).toBuffer();
}
