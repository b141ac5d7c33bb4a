/** Switchboards and switchgear: front elevations of the cabinets a panel builder makes. */
import { blue, circle, floor, lamp, light, navy, paper, rect, seg, steps, steel } from './kit';

/** A floor-standing low-voltage switchboard: a line-up of sections with breakers and a meter. */
export function switchboard(): string {
  const sections = steps(60, 4, 72).map(
    (x, k) =>
      rect(x, 40, 72, 225, paper) +
      (k === 0
        ? circle(x + 36, 80, 16, light) + seg(x + 36, 80, x + 46, 72, 2) + lamp(x + 20, 115)
        : steps(60, 4, 48)
            .map((y) => rect(x + 14, y, 44, 34, light) + seg(x + 36, y + 10, x + 36, y + 24, 4))
            .join('')),
  );
  return floor() + rect(56, 30, 296, 14, navy) + sections.join('') + rect(56, 262, 296, 8, navy);
}

/** Medium-voltage switchgear: taller panels with a low-voltage box on top and mimic lines. */
export function switchgear(): string {
  const panels = steps(70, 3, 90).map(
    (x) =>
      rect(x, 30, 90, 48, light) +
      lamp(x + 20, 54) +
      lamp(x + 40, 54) +
      rect(x, 78, 90, 187, paper) +
      seg(x + 45, 95, x + 45, 150, 4) +
      circle(x + 45, 160, 10, steel) +
      seg(x + 45, 170, x + 45, 215, 4) +
      circle(x + 68, 240, 7, blue),
  );
  return floor() + panels.join('') + seg(70, 95, 340, 95, 4);
}

/** A wall-mounted distribution board: a small cabinet with one row of breakers and a door. */
export function distributionBoard(): string {
  const breakers = steps(130, 8, 18)
    .map((x) => rect(x, 120, 14, 40, paper, 1) + seg(x + 7, 128, x + 7, 140, 3))
    .join('');
  return (
    rect(110, 50, 180, 200, light, 6) +
    rect(122, 100, 156, 80, steel) +
    breakers +
    rect(122, 195, 156, 40, paper) +
    lamp(266, 70) +
    seg(280, 110, 280, 170, 4)
  );
}
