/** Enclosures and boxes: front or three-quarter views with door, hinges and entries. */
import {
  amber,
  blue,
  circle,
  floor,
  hazard,
  lamp,
  light,
  paper,
  poly,
  rect,
  seg,
  steel,
  steps,
} from './kit';

/** A box in three-quarter view: front face, side and top, as the other drawings build on. */
const box = (x: number, y: number, w: number, h: number, d: number, face = paper) =>
  poly(
    [
      [x, y],
      [x + d, y - d * 0.6],
      [x + w + d, y - d * 0.6],
      [x + w, y],
    ],
    light,
  ) +
  poly(
    [
      [x + w, y],
      [x + w + d, y - d * 0.6],
      [x + w + d, y + h - d * 0.6],
      [x + w, y + h],
    ],
    steel,
  ) +
  rect(x, y, w, h, face, 2);

/** A wall-mount steel enclosure with a hinged door and a handle. */
export function wallEnclosure(): string {
  return (
    box(110, 60, 160, 200, 30) +
    rect(122, 72, 136, 176, paper) +
    rect(240, 140, 8, 34, blue) +
    seg(110, 90, 104, 90, 6) +
    seg(110, 230, 104, 230, 6)
  );
}

/** A floor-standing enclosure on a plinth, with twin doors and a vent. */
export function floorEnclosure(): string {
  return (
    floor() +
    box(120, 40, 150, 215, 34) +
    rect(120, 255, 150, 15, blue) +
    seg(195, 44, 195, 252) +
    rect(176, 130, 8, 30, blue) +
    rect(206, 130, 8, 30, blue) +
    steps(70, 4, 10)
      .map((y) => seg(140, y, 176, y, 2))
      .join('')
  );
}

/** A server or battery cabinet: a tall rack with shelves of equipment behind a glazed door. */
export function rackCabinet(): string {
  const units = steps(60, 7, 28)
    .map((y, k) => rect(146, y, 108, 22, k % 3 === 0 ? light : steel) + lamp(240, y + 11, 3))
    .join('');
  return floor() + box(130, 40, 140, 225, 30) + units + rect(130, 40, 140, 225, 'none');
}

/** An Ex junction box: heavy cast body, bolted lid, cable entries and a warning triangle. */
export function junctionBox(): string {
  const bolts = [
    [120, 80],
    [280, 80],
    [120, 220],
    [280, 220],
  ]
    .map(([x, y]) => circle(x ?? 0, y ?? 0, 7, steel))
    .join('');
  const glands = steps(150, 3, 50)
    .map((x) => rect(x - 12, 240, 24, 22, steel) + rect(x - 6, 262, 12, 20, blue, 4))
    .join('');
  return (
    rect(100, 60, 200, 180, steel, 14) +
    rect(114, 74, 172, 152, paper, 8) +
    bolts +
    hazard(200, 150, 30) +
    glands
  );
}

/** A meter box: a small cabinet with a window onto the meter's dial. */
export function meterBox(): string {
  return (
    box(130, 50, 140, 210, 26) +
    rect(152, 80, 96, 70, light, 6) +
    circle(200, 115, 22, paper) +
    seg(200, 115, 212, 104, 3) +
    rect(166, 175, 68, 40, steel) +
    lamp(250, 235) +
    `<rect x="220" y="180" width="8" height="30" fill="${amber}"/>`
  );
}
