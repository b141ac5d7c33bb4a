/** Cable management: trays, ladders, supports, cleats and glands in simple isometric views. */
import {
  amber,
  blue,
  circle,
  ellipse,
  light,
  paper,
  path,
  poly,
  rect,
  seg,
  steel,
  steps,
} from './kit';

/** A perforated cable tray in isometric view, with a few cables lying in it. */
export function cableTray(): string {
  const holes = steps(90, 9, 26)
    .map(
      (x) => `<ellipse cx="${x + 20}" cy="${228 - (x - 60) * 0.45}" rx="6" ry="3" fill="${blue}"/>`,
    )
    .join('');
  return (
    poly(
      [
        [40, 220],
        [300, 100],
        [360, 130],
        [100, 250],
      ],
      light,
    ) +
    holes +
    path('M 70 200 L 320 90', amber) +
    path('M 80 212 L 330 100') +
    poly(
      [
        [40, 220],
        [100, 250],
        [100, 270],
        [40, 240],
      ],
      steel,
    ) +
    poly(
      [
        [100, 250],
        [360, 130],
        [360, 150],
        [100, 270],
      ],
      paper,
    )
  );
}

/** A cable ladder: two side rails joined by rungs, seen from above at an angle. */
export function cableLadder(): string {
  const rungs = steps(0, 8, 1)
    .map((k) => seg(60 + k * 38, 230 - k * 18, 110 + k * 38, 258 - k * 18, 6))
    .join('');
  return (
    poly(
      [
        [50, 220],
        [340, 82],
        [340, 96],
        [50, 234],
      ],
      steel,
    ) +
    rungs +
    poly(
      [
        [100, 250],
        [390, 112],
        [390, 126],
        [100, 264],
      ],
      steel,
    ) +
    path('M 80 238 L 360 104', amber)
  );
}

/** A support bracket with its channel and fixings, holding a short tray section. */
export function supportBracket(): string {
  return (
    rect(60, 30, 36, 240, steel) +
    steps(60, 5, 48)
      .map((y) => `<rect x="72" y="${y}" width="12" height="22" rx="5" fill="${paper}"/>`)
      .join('') +
    poly(
      [
        [96, 120],
        [330, 120],
        [330, 138],
        [96, 138],
      ],
      light,
    ) +
    path('M 96 138 L 200 210 L 200 190 L 130 138', steel) +
    rect(230, 96, 100, 24, paper) +
    circle(78, 100, 6, amber) +
    circle(78, 200, 6, amber)
  );
}

/** A cable cleat: a clamp closed around three cables in trefoil, bolted to a rung. */
export function cableCleat(): string {
  return (
    rect(60, 220, 280, 26, steel) +
    path('M 120 220 C 110 120 290 120 280 220 Z', light) +
    circle(180, 186, 28, blue) +
    circle(220, 186, 28, blue) +
    circle(200, 152, 28, blue) +
    ['180 186', '220 186', '200 152']
      .map(
        (c) => `<circle cx="${c.split(' ')[0]}" cy="${c.split(' ')[1]}" r="12" fill="${amber}"/>`,
      )
      .join('') +
    rect(100, 200, 36, 22, paper) +
    rect(264, 200, 36, 22, paper)
  );
}

/** A cable gland: hexagon body, sealing nut and cable, side elevation. */
export function cableGland(): string {
  return (
    rect(30, 125, 80, 50, blue, 20) +
    rect(110, 110, 40, 80, steel) +
    poly(
      [
        [150, 90],
        [230, 90],
        [230, 210],
        [150, 210],
      ],
      light,
    ) +
    seg(150, 130, 230, 130) +
    seg(150, 170, 230, 170) +
    poly(
      [
        [230, 100],
        [280, 110],
        [280, 190],
        [230, 200],
      ],
      paper,
    ) +
    rect(280, 120, 60, 60, steel) +
    steps(286, 6, 9)
      .map((x) => seg(x, 124, x, 176, 2))
      .join('') +
    ellipse(340, 150, 8, 30, light)
  );
}
