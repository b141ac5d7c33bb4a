/** The services: what each kind of work looks like, drawn with the tools it takes. */
import { amber, blue, circle, light, paper, path, poly, rect, seg, steel, steps } from './kit';

/** Design and engineering: a drawing sheet with a single-line diagram, a set square and pencil. */
export function design(): string {
  return (
    rect(40, 40, 300, 220, paper, 0) +
    rect(52, 52, 276, 196, 'none', 0) +
    seg(190, 70, 190, 110) +
    circle(190, 122, 12, light) +
    seg(100, 134, 280, 134) +
    steps(100, 4, 60)
      .map((x) => seg(x, 134, x, 190) + rect(x - 10, 190, 20, 26, light, 2))
      .join('') +
    rect(250, 220, 78, 28, light, 0) +
    poly(
      [
        [250, 200],
        [370, 200],
        [370, 110],
      ],
      'none',
    ) +
    path('M 300 60 L 380 20 L 388 32 L 308 72 Z', amber)
  );
}

/** Installation: a cable ladder going up a wall on brackets, and a ladder to reach it. */
export function installation(): string {
  return (
    rect(20, 30, 360, 16, steel, 0) +
    steps(70, 3, 110)
      .map((x) => path(`M ${x} 46 L ${x} 90`))
      .join('') +
    rect(40, 90, 320, 14, light, 2) +
    steps(0, 3, 1)
      .map((k) => path(`M 50 ${86 - k * 8} L 350 ${86 - k * 8}`))
      .join('') +
    seg(240, 270, 300, 110, 5) +
    seg(290, 270, 350, 110, 5) +
    steps(0, 6, 1)
      .map((k) => seg(247 + k * 10, 250 - k * 27, 297 + k * 10, 250 - k * 27, 3))
      .join('') +
    rect(60, 180, 90, 90, paper) +
    circle(105, 225, 18, amber)
  );
}

/** Maintenance and testing: a panel with an open door and a test meter on its leads. */
export function maintenance(): string {
  return (
    rect(60, 40, 150, 230, paper) +
    steps(60, 4, 48)
      .map((y) => rect(80, y, 110, 34, light) + seg(135, y + 10, 135, y + 24, 4))
      .join('') +
    poly(
      [
        [210, 40],
        [260, 60],
        [260, 250],
        [210, 270],
      ],
      steel,
    ) +
    rect(270, 130, 90, 130, blue, 10) +
    rect(284, 144, 62, 36, light, 4) +
    circle(315, 220, 20, paper) +
    seg(315, 220, 326, 208, 3) +
    path('M 300 260 C 280 290 200 250 180 160', 'none') +
    path(`M 330 260 C 350 300 220 290 150 170`, 'none') +
    circle(180, 160, 4, amber) +
    circle(150, 170, 4, amber)
  );
}

/** Fabrication: sheet metal on a bench under a press brake, with a bent part beside it. */
export function fabrication(): string {
  return (
    seg(20, 270, 380, 270, 2) +
    rect(60, 40, 220, 50, blue) +
    poly(
      [
        [150, 90],
        [190, 90],
        [170, 130],
      ],
      steel,
    ) +
    rect(60, 150, 220, 40, steel) +
    rect(80, 190, 20, 80, light) +
    rect(240, 190, 20, 80, light) +
    rect(70, 130, 200, 8, amber, 0) +
    path('M 300 250 L 300 200 L 370 200 L 370 250', 'none') +
    rect(296, 250, 78, 8, light, 0)
  );
}
