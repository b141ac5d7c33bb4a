/** Enclosures and boxes: front or three-quarter views with door, hinges and entries. */
import * as kit from './kit';

/** A box in three-quarter view: front face, side and top, as the other drawings build on. */
const box = (x: number, y: number, w: number, h: number, d: number, face = kit.paper) =>
  kit.poly(
    [
      [x, y],
      [x + d, y - d * 0.6],
      [x + w + d, y - d * 0.6],
      [x + w, y],
    ],
    kit.light,
  ) +
  kit.poly(
    [
      [x + w, y],
      [x + w + d, y - d * 0.6],
      [x + w + d, y + h - d * 0.6],
      [x + w, y + h],
    ],
    kit.steel,
  ) +
  kit.rect(x, y, w, h, face, 2);

/** A wall-mount steel enclosure with a hinged door and a handle. */
export function wallEnclosure(): string {
  return (
    box(110, 60, 160, 200, 30) +
    kit.rect(122, 72, 136, 176, kit.paper) +
    kit.rect(240, 140, 8, 34, kit.blue) +
    kit.seg(110, 90, 104, 90, 6) +
    kit.seg(110, 230, 104, 230, 6)
  );
}

/** A floor-standing enclosure on a plinth, with twin doors and a vent. */
export function floorEnclosure(): string {
  return (
    kit.floor() +
    box(120, 40, 150, 215, 34) +
    kit.rect(120, 255, 150, 15, kit.blue) +
    kit.seg(195, 44, 195, 252) +
    kit.rect(176, 130, 8, 30, kit.blue) +
    kit.rect(206, 130, 8, 30, kit.blue) +
    kit.each(70, 4, 10, (y) => kit.seg(140, y, 176, y, 2))
  );
}

/** A server or battery cabinet: a tall rack with shelves of equipment behind a glazed door. */
export function rackCabinet(): string {
  const units = kit.each(
    60,
    7,
    28,
    (y, k) =>
      kit.rect(146, y, 108, 22, k % 3 === 0 ? kit.light : kit.steel) + kit.lamp(240, y + 11, 3),
  );
  return kit.floor() + box(130, 40, 140, 225, 30) + units + kit.rect(130, 40, 140, 225, 'none');
}

/** An Ex junction box: heavy cast body, bolted lid, cable entries and a warning triangle. */
export function junctionBox(): string {
  const bolts = [
    [120, 80],
    [280, 80],
    [120, 220],
    [280, 220],
  ]
    .map(([x, y]) => kit.circle(x ?? 0, y ?? 0, 7, kit.steel))
    .join('');
  const glands = kit.each(
    150,
    3,
    50,
    (x) => kit.rect(x - 12, 240, 24, 22, kit.steel) + kit.rect(x - 6, 262, 12, 20, kit.blue, 4),
  );
  return (
    kit.rect(100, 60, 200, 180, kit.steel, 14) +
    kit.rect(114, 74, 172, 152, kit.paper, 8) +
    bolts +
    kit.hazard(200, 150, 30) +
    glands
  );
}

/** A meter box: a small cabinet with a window onto the meter's dial. */
export function meterBox(): string {
  return (
    box(130, 50, 140, 210, 26) +
    kit.rect(152, 80, 96, 70, kit.light, 6) +
    kit.circle(200, 115, 22, kit.paper) +
    kit.seg(200, 115, 212, 104, 3) +
    kit.rect(166, 175, 68, 40, kit.steel) +
    kit.lamp(250, 235) +
    `<rect x="220" y="180" width="8" height="30" fill="${kit.amber}"/>`
  );
}
