/** Cable management: trays, ladders, supports, cleats and glands in simple isometric views. */
import * as kit from './kit';

/** A perforated cable tray in isometric view, with a few cables lying in it. */
export function cableTray(): string {
  const holes = kit.each(
    90,
    9,
    26,
    (x) =>
      `<ellipse cx="${x + 20}" cy="${228 - (x - 60) * 0.45}" rx="6" ry="3" fill="${kit.blue}"/>`,
  );
  return (
    kit.poly(
      [
        [40, 220],
        [300, 100],
        [360, 130],
        [100, 250],
      ],
      kit.light,
    ) +
    holes +
    kit.path('M 70 200 L 320 90', kit.amber) +
    kit.path('M 80 212 L 330 100') +
    kit.poly(
      [
        [40, 220],
        [100, 250],
        [100, 270],
        [40, 240],
      ],
      kit.steel,
    ) +
    kit.poly(
      [
        [100, 250],
        [360, 130],
        [360, 150],
        [100, 270],
      ],
      kit.paper,
    )
  );
}

/** A cable ladder: two side rails joined by rungs, seen from above at an angle. */
export function cableLadder(): string {
  const rungs = kit.each(0, 8, 1, (k) =>
    kit.seg(60 + k * 38, 230 - k * 18, 110 + k * 38, 258 - k * 18, 6),
  );
  return (
    kit.poly(
      [
        [50, 220],
        [340, 82],
        [340, 96],
        [50, 234],
      ],
      kit.steel,
    ) +
    rungs +
    kit.poly(
      [
        [100, 250],
        [390, 112],
        [390, 126],
        [100, 264],
      ],
      kit.steel,
    ) +
    kit.path('M 80 238 L 360 104', kit.amber)
  );
}

/** A support bracket with its channel and fixings, holding a short tray section. */
export function supportBracket(): string {
  return (
    kit.rect(60, 30, 36, 240, kit.steel) +
    kit.each(
      60,
      5,
      48,
      (y) => `<rect x="72" y="${y}" width="12" height="22" rx="5" fill="${kit.paper}"/>`,
    ) +
    kit.poly(
      [
        [96, 120],
        [330, 120],
        [330, 138],
        [96, 138],
      ],
      kit.light,
    ) +
    kit.path('M 96 138 L 200 210 L 200 190 L 130 138', kit.steel) +
    kit.rect(230, 96, 100, 24, kit.paper) +
    kit.circle(78, 100, 6, kit.amber) +
    kit.circle(78, 200, 6, kit.amber)
  );
}

/** A cable cleat: a clamp closed around three cables in trefoil, bolted to a rung. */
export function cableCleat(): string {
  return (
    kit.rect(60, 220, 280, 26, kit.steel) +
    kit.path('M 120 220 C 110 120 290 120 280 220 Z', kit.light) +
    kit.circle(180, 186, 28, kit.blue) +
    kit.circle(220, 186, 28, kit.blue) +
    kit.circle(200, 152, 28, kit.blue) +
    ['180 186', '220 186', '200 152']
      .map(
        (c) =>
          `<circle cx="${c.split(' ')[0]}" cy="${c.split(' ')[1]}" r="12" fill="${kit.amber}"/>`,
      )
      .join('') +
    kit.rect(100, 200, 36, 22, kit.paper) +
    kit.rect(264, 200, 36, 22, kit.paper)
  );
}

/** A cable gland: hexagon body, sealing nut and cable, side elevation. */
export function cableGland(): string {
  return (
    kit.rect(30, 125, 80, 50, kit.blue, 20) +
    kit.rect(110, 110, 40, 80, kit.steel) +
    kit.poly(
      [
        [150, 90],
        [230, 90],
        [230, 210],
        [150, 210],
      ],
      kit.light,
    ) +
    kit.seg(150, 130, 230, 130) +
    kit.seg(150, 170, 230, 170) +
    kit.poly(
      [
        [230, 100],
        [280, 110],
        [280, 190],
        [230, 200],
      ],
      kit.paper,
    ) +
    kit.rect(280, 120, 60, 60, kit.steel) +
    kit.each(286, 6, 9, (x) => kit.seg(x, 124, x, 176, 2)) +
    kit.ellipse(340, 150, 8, 30, kit.light)
  );
}
