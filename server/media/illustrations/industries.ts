/** The industries served: a recognisable silhouette for each, drawn as a simple elevation. */
import * as kit from './kit';

/** A telecom mast: a lattice tower with antennas, a dish and an equipment shelter. */
export function telecomMast(): string {
  const lattice = kit.each(0, 6, 1, (k) => {
    const y = 250 - k * 36;
    const half = 30 - k * 3.5;
    return (
      kit.seg(150 - half, y, 150 + half - 3.5, y - 36, 2) +
      kit.seg(150 + half, y, 150 - half + 3.5, y - 36, 2)
    );
  });
  return (
    kit.floor() +
    kit.path('M 120 270 L 145 30 L 155 30 L 180 270') +
    lattice +
    kit.rect(130, 40, 8, 30, kit.paper) +
    kit.rect(162, 40, 8, 30, kit.paper) +
    kit.circle(180, 100, 14, kit.light) +
    kit.lamp(150, 24) +
    kit.rect(230, 190, 120, 80, kit.light) +
    kit.rect(250, 215, 30, 55, kit.paper) +
    kit.path('M 180 230 L 230 230')
  );
}

/** A substation: a transformer with bushings, and a pylon carrying power lines. */
export function substation(): string {
  return (
    kit.floor() +
    kit.path(
      'M 290 270 L 320 30 L 350 270 M 260 80 L 380 80 M 270 130 L 370 130 M 300 200 L 340 200',
    ) +
    kit.path('M 0 60 C 100 90 200 90 262 80', 'none') +
    kit.path('M 0 110 C 100 140 200 140 272 130', 'none') +
    kit.rect(60, 160, 150, 100, kit.steel) +
    kit.each(76, 6, 22, (x) => kit.seg(x, 172, x, 248, 3)) +
    kit.each(90, 3, 45, (x) => kit.rect(x, 120, 12, 40, kit.light, 4) + kit.lamp(x + 6, 116, 4)) +
    kit.rect(50, 260, 170, 10, kit.blue)
  );
}

/** Oil and gas: a refinery's distillation column, tanks and flare stack. */
export function oilGas(): string {
  return (
    kit.floor() +
    kit.rect(70, 50, 40, 220, kit.light, 18) +
    kit.each(80, 5, 36, (y) => kit.seg(70, y, 110, y, 2)) +
    kit.rect(140, 100, 24, 170, kit.steel, 10) +
    kit.poly(
      [
        [200, 200],
        [360, 200],
        [360, 270],
        [200, 270],
      ],
      kit.paper,
    ) +
    kit.path('M 200 200 C 230 180 330 180 360 200', kit.light) +
    kit.seg(110, 120, 140, 140) +
    kit.seg(330, 60, 330, 190, 5) +
    kit.path('M 330 60 C 318 40 330 20 336 10 C 346 30 350 44 330 60 Z', kit.amber) +
    kit.rect(210, 225, 140, 8, kit.blue, 0)
  );
}

/** Buildings: an office block with a crane over a building going up beside it. */
export function building(): string {
  const windows = kit.each(70, 5, 36, (y) =>
    kit
      .steps(60, 3, 36)
      .map((x) => kit.rect(x, y, 24, 22, kit.light, 1))
      .join(''),
  );
  return (
    kit.floor() +
    kit.rect(45, 50, 120, 220, kit.paper) +
    windows +
    kit.rect(210, 170, 130, 100, kit.light) +
    kit.path('M 210 170 L 210 140 L 340 140 L 340 170') +
    kit.seg(280, 270, 280, 30, 5) +
    kit.seg(200, 34, 380, 34, 5) +
    kit.seg(360, 34, 360, 90, 2) +
    kit.rect(350, 90, 20, 14, kit.amber, 2) +
    kit.rect(200, 34, 30, 20, kit.blue, 2)
  );
}

/** A factory: a saw-tooth roof hall with a chimney and a loading door. */
export function factory(): string {
  const roof = kit.each(40, 4, 80, (x) =>
    kit.poly(
      [
        [x, 130],
        [x + 80, 80],
        [x + 80, 130],
      ],
      kit.light,
    ),
  );
  return (
    kit.floor() +
    roof +
    kit.rect(40, 130, 320, 140, kit.paper) +
    kit.rect(300, 40, 26, 90, kit.steel) +
    kit.rect(150, 190, 80, 80, kit.steel) +
    kit.each(160, 5, 16, (y) => kit.seg(150, y + 30, 230, y + 30, 2)) +
    kit.each(60, 2, 260, (x) => kit.rect(x, 160, 60, 40, kit.blue)) +
    kit.lamp(190, 180, 6) +
    `<rect x="300" y="34" width="26" height="8" fill="${kit.amber}"/>`
  );
}
