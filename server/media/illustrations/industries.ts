/** The industries served: a recognisable silhouette for each, drawn as a simple elevation. */
import {
  amber,
  blue,
  circle,
  floor,
  lamp,
  light,
  paper,
  path,
  poly,
  rect,
  seg,
  steel,
  steps,
} from './kit';

/** A telecom mast: a lattice tower with antennas, a dish and an equipment shelter. */
export function telecomMast(): string {
  const lattice = steps(0, 6, 1)
    .map((k) => {
      const y = 250 - k * 36;
      const half = 30 - k * 3.5;
      return (
        seg(150 - half, y, 150 + half - 3.5, y - 36, 2) +
        seg(150 + half, y, 150 - half + 3.5, y - 36, 2)
      );
    })
    .join('');
  return (
    floor() +
    path('M 120 270 L 145 30 L 155 30 L 180 270') +
    lattice +
    rect(130, 40, 8, 30, paper) +
    rect(162, 40, 8, 30, paper) +
    circle(180, 100, 14, light) +
    lamp(150, 24) +
    rect(230, 190, 120, 80, light) +
    rect(250, 215, 30, 55, paper) +
    path('M 180 230 L 230 230')
  );
}

/** A substation: a transformer with bushings, and a pylon carrying power lines. */
export function substation(): string {
  return (
    floor() +
    path('M 290 270 L 320 30 L 350 270 M 260 80 L 380 80 M 270 130 L 370 130 M 300 200 L 340 200') +
    path('M 0 60 C 100 90 200 90 262 80', 'none') +
    path('M 0 110 C 100 140 200 140 272 130', 'none') +
    rect(60, 160, 150, 100, steel) +
    steps(76, 6, 22)
      .map((x) => seg(x, 172, x, 248, 3))
      .join('') +
    steps(90, 3, 45)
      .map((x) => rect(x, 120, 12, 40, light, 4) + lamp(x + 6, 116, 4))
      .join('') +
    rect(50, 260, 170, 10, blue)
  );
}

/** Oil and gas: a refinery's distillation column, tanks and flare stack. */
export function oilGas(): string {
  return (
    floor() +
    rect(70, 50, 40, 220, light, 18) +
    steps(80, 5, 36)
      .map((y) => seg(70, y, 110, y, 2))
      .join('') +
    rect(140, 100, 24, 170, steel, 10) +
    poly(
      [
        [200, 200],
        [360, 200],
        [360, 270],
        [200, 270],
      ],
      paper,
    ) +
    path('M 200 200 C 230 180 330 180 360 200', light) +
    seg(110, 120, 140, 140) +
    seg(330, 60, 330, 190, 5) +
    path('M 330 60 C 318 40 330 20 336 10 C 346 30 350 44 330 60 Z', amber) +
    rect(210, 225, 140, 8, blue, 0)
  );
}

/** Buildings: an office block with a crane over a building going up beside it. */
export function building(): string {
  const windows = steps(70, 5, 36)
    .map((y) =>
      steps(60, 3, 36)
        .map((x) => rect(x, y, 24, 22, light, 1))
        .join(''),
    )
    .join('');
  return (
    floor() +
    rect(45, 50, 120, 220, paper) +
    windows +
    rect(210, 170, 130, 100, light) +
    path('M 210 170 L 210 140 L 340 140 L 340 170') +
    seg(280, 270, 280, 30, 5) +
    seg(200, 34, 380, 34, 5) +
    seg(360, 34, 360, 90, 2) +
    rect(350, 90, 20, 14, amber, 2) +
    rect(200, 34, 30, 20, blue, 2)
  );
}

/** A factory: a saw-tooth roof hall with a chimney and a loading door. */
export function factory(): string {
  const roof = steps(40, 4, 80)
    .map((x) =>
      poly(
        [
          [x, 130],
          [x + 80, 80],
          [x + 80, 130],
        ],
        light,
      ),
    )
    .join('');
  return (
    floor() +
    roof +
    rect(40, 130, 320, 140, paper) +
    rect(300, 40, 26, 90, steel) +
    rect(150, 190, 80, 80, steel) +
    steps(160, 5, 16)
      .map((y) => seg(150, y + 30, 230, y + 30, 2))
      .join('') +
    steps(60, 2, 260)
      .map((x) => rect(x, 160, 60, 40, blue))
      .join('') +
    lamp(190, 180, 6) +
    `<rect x="300" y="34" width="26" height="8" fill="${amber}"/>`
  );
}
