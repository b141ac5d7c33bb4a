/** Switchboards and switchgear: front elevations of the cabinets a panel builder makes. */
import * as kit from './kit';

/** A floor-standing low-voltage switchboard: a line-up of sections with breakers and a meter. */
export function switchboard(): string {
  const sections = kit
    .steps(60, 4, 72)
    .map(
      (x, k) =>
        kit.rect(x, 40, 72, 225, kit.paper) +
        (k === 0
          ? kit.circle(x + 36, 80, 16, kit.light) +
            kit.seg(x + 36, 80, x + 46, 72, 2) +
            kit.lamp(x + 20, 115)
          : kit.each(
              60,
              4,
              48,
              (y) =>
                kit.rect(x + 14, y, 44, 34, kit.light) + kit.seg(x + 36, y + 10, x + 36, y + 24, 4),
            )),
    );
  return (
    kit.floor() +
    kit.rect(56, 30, 296, 14, kit.navy) +
    sections.join('') +
    kit.rect(56, 262, 296, 8, kit.navy)
  );
}

/** Medium-voltage switchgear: taller panels with a low-voltage box on top and mimic lines. */
export function switchgear(): string {
  const panels = kit
    .steps(70, 3, 90)
    .map(
      (x) =>
        kit.rect(x, 30, 90, 48, kit.light) +
        kit.lamp(x + 20, 54) +
        kit.lamp(x + 40, 54) +
        kit.rect(x, 78, 90, 187, kit.paper) +
        kit.seg(x + 45, 95, x + 45, 150, 4) +
        kit.circle(x + 45, 160, 10, kit.steel) +
        kit.seg(x + 45, 170, x + 45, 215, 4) +
        kit.circle(x + 68, 240, 7, kit.blue),
    );
  return kit.floor() + panels.join('') + kit.seg(70, 95, 340, 95, 4);
}

/** A wall-mounted distribution board: a small cabinet with one row of breakers and a door. */
export function distributionBoard(): string {
  const breakers = kit.each(
    130,
    8,
    18,
    (x) => kit.rect(x, 120, 14, 40, kit.paper, 1) + kit.seg(x + 7, 128, x + 7, 140, 3),
  );
  return (
    kit.rect(110, 50, 180, 200, kit.light, 6) +
    kit.rect(122, 100, 156, 80, kit.steel) +
    breakers +
    kit.rect(122, 195, 156, 40, kit.paper) +
    kit.lamp(266, 70) +
    kit.seg(280, 110, 280, 170, 4)
  );
}
