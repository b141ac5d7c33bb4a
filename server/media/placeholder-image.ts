/**
 * Seed artwork at the hinted size, so that a fresh install looks intended and editors see what
 * size each image should be. A subject the drawings cover (every product, industry, service
 * and partner: server/media/illustrations/art-for.ts) gets a simple technical drawing of that
 * thing (decision 0047); people and places get an abstract, brand-coloured composition seeded
 * by the subject. Neither carries words: text in the pixels fought the headings laid over it
 * and was cropped on phones (decision 0008). The alt text says what the picture shows.
 */
import { createHash } from 'node:crypto';
import { artFor } from './illustrations/art-for';
import { illustrationSvg } from './illustrations';
import { loadSharp } from './sharp';

/**
 * Part of the seed's per-machine cache key: change it whenever the drawing changes, or seeds
 * keep reusing the previous artwork.
 */
export const PLACEHOLDER_STYLE = 'v5';

/** The site's palette (app/app.css `@theme`): brand blues and the amber accent. */
const brand = {
  950: '#061a33',
  900: '#0b2545',
  800: '#13315c',
  700: '#1d4e89',
  100: '#e3ecf7',
  accent: '#f59e0b',
  accentDark: '#d97706',
} as const;

/** Numbers in [0, 1) drawn from the subject's hash: the same subject, the same picture. */
function randomFrom(subject: string) {
  let seed = createHash('sha256').update(subject).digest();
  let i = 0;
  return () => {
    if (i + 4 > seed.length) {
      seed = createHash('sha256').update(seed).digest();
      i = 0;
    }
    const n = seed.readUInt32BE(i);
    i += 4;
    return n / 2 ** 32;
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

interface Canvas {
  width: number;
  height: number;
  unit: number;
  between: (lo: number, hi: number) => number;
  rnd: () => number;
}

const opacity = (n: number) => Math.round(n * 100) / 100;
const stroke = (c: Canvas, lo: number, hi: number) =>
  round(Math.max(1, c.unit * c.between(lo, hi)));

/** Concentric rings with an amber arc, as on the face of a switch or the end of a cable drum. */
function rings(c: Canvas): string {
  const cx = round(c.between(0.55, 0.95) * c.width);
  const cy = round(c.between(0.25, 0.9) * c.height);
  const step = c.between(0.08, 0.13);
  const circles = Array.from({ length: 4 + Math.floor(c.rnd() * 3) }, (_, k) => {
    const r = round(c.unit * (0.14 + k * step));
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${brand[100]}" stroke-opacity="${opacity(c.between(0.1, 0.22))}" stroke-width="${stroke(c, 0.004, 0.01)}"/>`;
  }).join('');
  const r = round(c.unit * (0.14 + step * Math.floor(c.between(1, 3))));
  const from = c.between(0, Math.PI * 2);
  const to = from + c.between(Math.PI / 3, Math.PI * 0.9);
  const at = (a: number) => `${round(cx + r * Math.cos(a))} ${round(cy + r * Math.sin(a))}`;
  const arc = `<path d="M ${at(from)} A ${r} ${r} 0 0 1 ${at(to)}" fill="none" stroke="${brand.accent}" stroke-width="${round(Math.max(3, c.unit * 0.022))}" stroke-linecap="round"/>`;
  return circles + arc;
}

/** A row of cabinets with amber indicator lamps, as on a switchboard line-up. */
function panels(c: Canvas): string {
  const count = 3 + Math.floor(c.rnd() * 4);
  const gap = c.unit * 0.03;
  const left = c.between(0.3, 0.5) * c.width;
  const w = (c.width * 0.95 - left - gap * (count - 1)) / count;
  const top = c.between(0.12, 0.3) * c.height;
  const h = c.height - top + c.unit * 0.05;
  const lit = Math.floor(c.rnd() * count);
  return Array.from({ length: count }, (_, k) => {
    const x = round(left + k * (w + gap));
    const lamp = Math.max(2, c.unit * 0.018);
    const lampFill = k === lit ? brand.accent : brand[100];
    return (
      `<rect x="${x}" y="${round(top)}" width="${round(w)}" height="${round(h)}" rx="${round(c.unit * 0.015)}" fill="${brand[100]}" fill-opacity="${opacity(c.between(0.04, 0.1))}" stroke="${brand[100]}" stroke-opacity="0.2" stroke-width="${stroke(c, 0.003, 0.006)}"/>` +
      `<rect x="${round(x + w * 0.15)}" y="${round(top + h * 0.35)}" width="${round(w * 0.7)}" height="${round(Math.max(1, c.unit * 0.006))}" fill="${brand[100]}" fill-opacity="0.18"/>` +
      `<circle cx="${round(x + w * 0.25)}" cy="${round(top + c.unit * 0.08)}" r="${round(lamp)}" fill="${lampFill}" fill-opacity="${k === lit ? 1 : 0.3}"/>`
    );
  }).join('');
}

/** Cables sweeping across the frame, one of them amber. */
function cables(c: Canvas): string {
  const count = 4 + Math.floor(c.rnd() * 4);
  const spacing = c.unit * c.between(0.035, 0.06);
  const y0 = c.between(0.3, 0.7) * c.height;
  const lift = c.between(-0.45, 0.45) * c.height;
  const amber = Math.floor(c.rnd() * count);
  return Array.from({ length: count }, (_, k) => {
    const y = y0 + (k - count / 2) * spacing;
    const d = `M ${round(-0.05 * c.width)} ${round(y + lift)} C ${round(c.width * 0.35)} ${round(y + lift)}, ${round(c.width * 0.55)} ${round(y - lift)}, ${round(c.width * 1.05)} ${round(y - lift)}`;
    const color = k === amber ? brand.accent : brand[100];
    const alpha = k === amber ? 0.95 : opacity(c.between(0.12, 0.3));
    return `<path d="${d}" fill="none" stroke="${color}" stroke-opacity="${alpha}" stroke-width="${round(Math.max(2, c.unit * 0.014))}" stroke-linecap="round"/>`;
  }).join('');
}

/** Stacked crates on shelves, one picked out in amber, as in a storage rack. */
function racks(c: Canvas): string {
  const cols = 3 + Math.floor(c.rnd() * 3);
  const rows = 2 + Math.floor(c.rnd() * 2);
  const cell = Math.min((c.width * 0.55) / cols, (c.height * 0.75) / rows);
  const left = c.width * c.between(0.38, 0.95) - cell * cols * c.between(0.6, 1);
  const top = (c.height - cell * rows) * c.between(0.3, 0.8);
  const pick = Math.floor(c.rnd() * cols * rows);
  const boxes: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let k = 0; k < cols; k++) {
      const on = r * cols + k === pick;
      boxes.push(
        `<rect x="${round(left + k * cell + cell * 0.08)}" y="${round(top + r * cell + cell * 0.08)}" width="${round(cell * 0.84)}" height="${round(cell * 0.84)}" rx="${round(cell * 0.04)}" fill="${on ? brand.accent : brand[100]}" fill-opacity="${on ? 0.9 : opacity(c.between(0.05, 0.16))}"/>`,
      );
    }
    const y = round(top + (r + 1) * cell);
    boxes.push(
      `<rect x="${round(left)}" y="${y}" width="${round(cell * cols)}" height="${round(Math.max(2, cell * 0.04))}" fill="${brand[100]}" fill-opacity="0.3"/>`,
    );
  }
  return boxes.join('');
}

const motifs = [rings, panels, cables, racks];

export function placeholderSvg(width: number, height: number, subject: string): string {
  const rnd = randomFrom(subject);
  const between = (lo: number, hi: number) => lo + rnd() * (hi - lo);
  const unit = Math.min(width, height);
  const diagonal = Math.hypot(width, height);
  const angle = round(between(0, 360));

  // A glow somewhere off-centre lifts the deep blue base.
  const glow = { cx: round(between(0.15, 0.85)), cy: round(between(0.1, 0.6)) };

  // Broad translucent bands across the frame, like light falling across a workshop floor.
  const bandAngle = round(between(-40, 40));
  const bands = Array.from({ length: 3 }, (_, k) => {
    const x = round(between(-0.2, 1) * width);
    const w = round(between(0.08, 0.3) * width);
    const fill = k === 0 ? brand[700] : brand[800];
    return `<rect x="${x}" y="${round(-diagonal)}" width="${w}" height="${round(diagonal * 3)}" fill="${fill}" fill-opacity="${opacity(between(0.25, 0.55))}"/>`;
  }).join('');

  const motif = motifs[Math.floor(rnd() * motifs.length)] ?? rings;
  const figure = motif({ width, height, unit, between, rnd });

  const grid = Math.max(16, Math.round(unit / 10));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="base" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${brand[950]}"/><stop offset="0.55" stop-color="${brand[900]}"/><stop offset="1" stop-color="${brand[800]}"/></linearGradient>
    <radialGradient id="glow" cx="${glow.cx}" cy="${glow.cy}" r="0.6"><stop offset="0" stop-color="${brand[700]}" stop-opacity="0.85"/><stop offset="1" stop-color="${brand[700]}" stop-opacity="0"/></radialGradient>
    <pattern id="grid" width="${grid}" height="${grid}" patternUnits="userSpaceOnUse"><path d="M ${grid} 0 L 0 0 0 ${grid}" fill="none" stroke="${brand[100]}" stroke-opacity="0.06" stroke-width="1"/></pattern>
  </defs>
  <rect width="100%" height="100%" fill="url(#base)"/>
  <rect width="100%" height="100%" fill="url(#glow)"/>
  <rect width="100%" height="100%" fill="url(#grid)"/>
  <g transform="rotate(${bandAngle} ${width / 2} ${height / 2})">${bands}</g>
  ${figure}
</svg>`;
}

/**
 * The alt text of a seed image: the subject its label names ("IP68 cable gland"), which is what
 * the drawing shows; a partner's badge is labelled as a placeholder already. Not "Drawing of …:
 * label": a card's link is named by its picture first, and a buyer's screen reader should hear
 * the product, not the kind of picture, at the start of every card.
 */
export function placeholderAlt(subject: string): string {
  return subject;
}

/** The drawing for the subject when there is one, else the abstract composition. */
export function seedImageSvg(width: number, height: number, subject: string): string {
  const kind = artFor(subject);
  return kind
    ? illustrationSvg(kind, width, height, subject)
    : placeholderSvg(width, height, subject);
}

export async function renderPlaceholder(width: number, height: number, subject: string) {
  const sharp = await loadSharp();
  return sharp(Buffer.from(seedImageSvg(width, height, subject)))
    .jpeg({ quality: 70, mozjpeg: true })
    .toBuffer();
}
