/** Power generation and protection: a canopied generator set and a UPS cabinet. */
import {
  amber,
  blue,
  circle,
  floor,
  lamp,
  light,
  paper,
  poly,
  rect,
  seg,
  steel,
  steps,
} from './kit';

/** A gas generator set in an acoustic canopy on a skid, with its exhaust stack. */
export function generator(): string {
  const louvres = steps(120, 6, 12)
    .map((y) => seg(280, y, 340, y, 2))
    .join('');
  return (
    floor() +
    rect(40, 250, 320, 20, steel) +
    poly(
      [
        [50, 110],
        [80, 80],
        [350, 80],
        [350, 110],
      ],
      light,
    ) +
    rect(50, 110, 300, 140, blue) +
    rect(70, 130, 80, 100, light) +
    rect(160, 130, 100, 100, light) +
    rect(270, 110, 80, 140, paper) +
    louvres +
    lamp(230, 150) +
    rect(90, 40, 20, 40, steel) +
    seg(120, 150, 120, 210, 4)
  );
}

/** A UPS: a cabinet with a small screen, beside a cabinet of battery strings. */
export function ups(): string {
  const batteries = steps(70, 5, 38)
    .map(
      (y) =>
        rect(232, y, 96, 28, light) +
        rect(244, y - 6, 12, 6, amber) +
        rect(304, y - 6, 12, 6, steel),
    )
    .join('');
  return (
    floor() +
    rect(80, 40, 120, 230, paper) +
    rect(100, 66, 80, 50, blue) +
    seg(110, 100, 130, 84, 3) +
    seg(130, 84, 150, 96, 3) +
    seg(150, 96, 170, 78, 3) +
    circle(120, 150, 10, steel) +
    lamp(160, 150) +
    steps(190, 4, 14)
      .map((y) => seg(100, y, 180, y, 2))
      .join('') +
    rect(220, 40, 120, 230, steel) +
    batteries
  );
}
