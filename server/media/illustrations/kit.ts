/**
 * Shared pieces of the seed's technical drawings: the palette of app/app.css `@theme`, one line
 * weight, and helpers that write SVG shapes. Every drawing works in a 400 × 300 box; index.ts
 * centres that box in the image's real size, so no drawing is cut at any aspect ratio.
 */
export const ink = '#0b2545';
export const navy = '#13315c';
export const blue = '#1d4e89';
export const light = '#e3ecf7';
export const paper = '#f7faff';
export const amber = '#f59e0b';
export const steel = '#b9c8dc';
/** One line weight for every drawing, in the 400 × 300 box. */
export const line = 3;

const attrs = (fill: string, extra = '') =>
  `fill="${fill}" stroke="${ink}" stroke-width="${line}" stroke-linejoin="round" stroke-linecap="round"${extra ? ` ${extra}` : ''}`;

export const rect = (x: number, y: number, w: number, h: number, fill = paper, rx = 2) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" ${attrs(fill)}/>`;
export const circle = (cx: number, cy: number, r: number, fill = paper) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" ${attrs(fill)}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill = paper) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" ${attrs(fill)}/>`;
export const path = (d: string, fill = 'none') => `<path d="${d}" ${attrs(fill)}/>`;
export const poly = (points: [number, number][], fill = paper) =>
  path(`M ${points.map(([x, y]) => `${x} ${y}`).join(' L ')} Z`, fill);
export const seg = (x1: number, y1: number, x2: number, y2: number, width = line) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${ink}" stroke-width="${width}" stroke-linecap="round"/>`;
/** A small amber indicator lamp, the one accent most drawings carry. */
export const lamp = (cx: number, cy: number, r = 5) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${amber}" stroke="${ink}" stroke-width="2"/>`;
/** The floor line a free-standing object stands on. */
export const floor = (y = 270) => seg(20, y, 380, y, 2);
/** Evenly spaced values from `from`, `count` of them, `step` apart. */
export const steps = (from: number, count: number, step: number) =>
  Array.from({ length: count }, (_, k) => from + k * step);
/** A warning triangle without words (as on Ex equipment): shape and colour only. */
export const hazard = (cx: number, cy: number, size = 18) =>
  poly(
    [
      [cx, cy - size],
      [cx + size, cy + size * 0.75],
      [cx - size, cy + size * 0.75],
    ],
    amber,
  ) + seg(cx, cy - size * 0.35, cx, cy + size * 0.25, 2.5);
/** `draw` at each of `count` values from `from`, `step` apart (and its index), as one string. */
export const each = (
  from: number,
  count: number,
  step: number,
  draw: (value: number, index: number) => string,
) =>
  steps(from, count, step)
    .map((value, index) => draw(value, index))
    .join('');
