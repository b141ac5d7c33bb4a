/** The services: what each kind of work looks like, drawn with the tools it takes. */
import * as kit from './kit';

/** Design and engineering: a drawing sheet with a single-line diagram, a set square and pencil. */
export function design(): string {
  return (
    kit.rect(40, 40, 300, 220, kit.paper, 0) +
    kit.rect(52, 52, 276, 196, 'none', 0) +
    kit.seg(190, 70, 190, 110) +
    kit.circle(190, 122, 12, kit.light) +
    kit.seg(100, 134, 280, 134) +
    kit.each(
      100,
      4,
      60,
      (x) => kit.seg(x, 134, x, 190) + kit.rect(x - 10, 190, 20, 26, kit.light, 2),
    ) +
    kit.rect(250, 220, 78, 28, kit.light, 0) +
    kit.poly(
      [
        [250, 200],
        [370, 200],
        [370, 110],
      ],
      'none',
    ) +
    kit.path('M 300 60 L 380 20 L 388 32 L 308 72 Z', kit.amber)
  );
}

/** Installation: a cable ladder going up a wall on brackets, and a ladder to reach it. */
export function installation(): string {
  return (
    kit.rect(20, 30, 360, 16, kit.steel, 0) +
    kit.each(70, 3, 110, (x) => kit.path(`M ${x} 46 L ${x} 90`)) +
    kit.rect(40, 90, 320, 14, kit.light, 2) +
    kit.each(0, 3, 1, (k) => kit.path(`M 50 ${86 - k * 8} L 350 ${86 - k * 8}`)) +
    kit.seg(240, 270, 300, 110, 5) +
    kit.seg(290, 270, 350, 110, 5) +
    kit.each(0, 6, 1, (k) => kit.seg(247 + k * 10, 250 - k * 27, 297 + k * 10, 250 - k * 27, 3)) +
    kit.rect(60, 180, 90, 90, kit.paper) +
    kit.circle(105, 225, 18, kit.amber)
  );
}

/** Maintenance and testing: a panel with an open door and a test meter on its leads. */
export function maintenance(): string {
  return (
    kit.rect(60, 40, 150, 230, kit.paper) +
    kit.each(
      60,
      4,
      48,
      (y) => kit.rect(80, y, 110, 34, kit.light) + kit.seg(135, y + 10, 135, y + 24, 4),
    ) +
    kit.poly(
      [
        [210, 40],
        [260, 60],
        [260, 250],
        [210, 270],
      ],
      kit.steel,
    ) +
    kit.rect(270, 130, 90, 130, kit.blue, 10) +
    kit.rect(284, 144, 62, 36, kit.light, 4) +
    kit.circle(315, 220, 20, kit.paper) +
    kit.seg(315, 220, 326, 208, 3) +
    kit.path('M 300 260 C 280 290 200 250 180 160', 'none') +
    kit.path(`M 330 260 C 350 300 220 290 150 170`, 'none') +
    kit.circle(180, 160, 4, kit.amber) +
    kit.circle(150, 170, 4, kit.amber)
  );
}

/** Fabrication: sheet metal on a bench under a press brake, with a bent part beside it. */
export function fabrication(): string {
  return (
    kit.seg(20, 270, 380, 270, 2) +
    kit.rect(60, 40, 220, 50, kit.blue) +
    kit.poly(
      [
        [150, 90],
        [190, 90],
        [170, 130],
      ],
      kit.steel,
    ) +
    kit.rect(60, 150, 220, 40, kit.steel) +
    kit.rect(80, 190, 20, 80, kit.light) +
    kit.rect(240, 190, 20, 80, kit.light) +
    kit.rect(70, 130, 200, 8, kit.amber, 0) +
    kit.path('M 300 250 L 300 200 L 370 200 L 370 250', 'none') +
    kit.rect(296, 250, 78, 8, kit.light, 0)
  );
}
