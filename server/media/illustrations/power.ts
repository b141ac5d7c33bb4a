/** Power generation and protection: a canopied generator set and a UPS cabinet. */
import * as kit from './kit';

/** A gas generator set in an acoustic canopy on a skid, with its exhaust stack. */
export function generator(): string {
  const louvres = kit.each(120, 6, 12, (y) => kit.seg(280, y, 340, y, 2));
  return (
    kit.floor() +
    kit.rect(40, 250, 320, 20, kit.steel) +
    kit.poly(
      [
        [50, 110],
        [80, 80],
        [350, 80],
        [350, 110],
      ],
      kit.light,
    ) +
    kit.rect(50, 110, 300, 140, kit.blue) +
    kit.rect(70, 130, 80, 100, kit.light) +
    kit.rect(160, 130, 100, 100, kit.light) +
    kit.rect(270, 110, 80, 140, kit.paper) +
    louvres +
    kit.lamp(230, 150) +
    kit.rect(90, 40, 20, 40, kit.steel) +
    kit.seg(120, 150, 120, 210, 4)
  );
}

/** A UPS: a cabinet with a small screen, beside a cabinet of battery strings. */
export function ups(): string {
  const batteries = kit.each(
    70,
    5,
    38,
    (y) =>
      kit.rect(232, y, 96, 28, kit.light) +
      kit.rect(244, y - 6, 12, 6, kit.amber) +
      kit.rect(304, y - 6, 12, 6, kit.steel),
  );
  return (
    kit.floor() +
    kit.rect(80, 40, 120, 230, kit.paper) +
    kit.rect(100, 66, 80, 50, kit.blue) +
    kit.seg(110, 100, 130, 84, 3) +
    kit.seg(130, 84, 150, 96, 3) +
    kit.seg(150, 96, 170, 78, 3) +
    kit.circle(120, 150, 10, kit.steel) +
    kit.lamp(160, 150) +
    kit.each(190, 4, 14, (y) => kit.seg(100, y, 180, y, 2)) +
    kit.rect(220, 40, 120, 230, kit.steel) +
    batteries
  );
}
