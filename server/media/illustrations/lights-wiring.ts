/** Lights: fittings seen from the side or below, with the light they throw. */
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

/** Light falling from a fitting: a soft amber cone. */
const beam = (points: [number, number][]) =>
  `<path d="M ${points.map(([x, y]) => `${x} ${y}`).join(' L ')} Z" fill="${amber}" fill-opacity="0.25"/>`;

/** A floodlight: a square lamp head on a yoke bracket, throwing its beam. */
export function floodlight(): string {
  return (
    beam([
      [250, 90],
      [390, 40],
      [390, 280],
      [250, 200],
    ]) +
    rect(80, 230, 80, 30, steel) +
    path('M 120 230 L 120 200 L 170 140 M 120 200 L 170 200') +
    poly(
      [
        [150, 80],
        [260, 90],
        [260, 200],
        [150, 210],
      ],
      blue,
    ) +
    poly(
      [
        [165, 95],
        [250, 102],
        [250, 190],
        [165, 196],
      ],
      light,
    ) +
    steps(110, 4, 20)
      .map((y) => seg(135, y, 150, y, 3))
      .join('')
  );
}

/** A round ceiling downlight or panel, seen from below at an angle, lighting the room. */
export function ceilingLight(): string {
  return (
    rect(20, 40, 360, 20, steel, 0) +
    beam([
      [140, 90],
      [260, 90],
      [340, 270],
      [60, 270],
    ]) +
    ellipse(200, 80, 90, 22, paper) +
    ellipse(200, 84, 70, 14, amber)
  );
}

/** A linear fitting (batten, tube or strip): a long slim body with its diffuser lit. */
export function linearLight(): string {
  return (
    rect(20, 50, 360, 16, steel, 0) +
    seg(100, 66, 100, 100, 2) +
    seg(300, 66, 300, 100, 2) +
    beam([
      [50, 120],
      [350, 120],
      [390, 280],
      [10, 280],
    ]) +
    rect(40, 100, 320, 22, paper, 10) +
    rect(48, 110, 304, 10, amber, 5)
  );
}

/** An LED bulb: a glass dome over a ribbed neck and a screw cap. */
export function bulb(): string {
  const threads = steps(212, 4, 10)
    .map((y) => seg(176, y, 224, y + 4, 3))
    .join('');
  return (
    circle(200, 120, 70, light) +
    path('M 170 120 L 185 150 L 200 120 L 215 150 L 230 120', amber) +
    rect(168, 180, 64, 30, paper, 6) +
    rect(176, 210, 48, 42, steel, 4) +
    threads +
    rect(190, 252, 20, 14, blue, 4)
  );
}

/** A spotlight on a track: a cylinder on a knuckle, aimed down and aside. */
export function spotlight(): string {
  return (
    rect(30, 40, 340, 18, steel, 4) +
    rect(160, 58, 40, 20, paper) +
    circle(180, 92, 12, blue) +
    beam([
      [230, 170],
      [290, 140],
      [390, 280],
      [250, 280],
    ]) +
    poly(
      [
        [170, 110],
        [240, 160],
        [210, 200],
        [140, 150],
      ],
      light,
    ) +
    poly(
      [
        [240, 160],
        [260, 175],
        [230, 215],
        [210, 200],
      ],
      amber,
    )
  );
}

/** A street light: a column with an outreach arm and a flat LED head. */
export function streetlight(): string {
  return (
    seg(20, 270, 380, 270, 2) +
    rect(110, 60, 14, 210, steel, 0) +
    path('M 117 70 C 150 40 220 40 260 50') +
    poly(
      [
        [240, 44],
        [330, 50],
        [330, 62],
        [240, 60],
      ],
      blue,
    ) +
    beam([
      [250, 64],
      [330, 64],
      [380, 260],
      [200, 260],
    ]) +
    rect(98, 250, 38, 20, paper)
  );
}

/** An LED high bay: a round heat-sink body on a hook, lighting a hall from high up. */
export function highBay(): string {
  const fins = steps(150, 9, 12)
    .map((x) => seg(x, 70, x, 110, 3))
    .join('');
  return (
    seg(200, 20, 200, 55, 3) +
    circle(200, 60, 6, paper) +
    rect(140, 66, 120, 48, steel, 6) +
    fins +
    path('M 110 114 L 290 114 L 270 140 L 130 140 Z', paper) +
    beam([
      [130, 142],
      [270, 142],
      [370, 280],
      [30, 280],
    ]) +
    ellipse(200, 140, 70, 6, amber)
  );
}

/** A vapour-tight (bulkhead) fitting: a sealed body with clips and a frosted cover. */
export function vapourTight(): string {
  return (
    rect(30, 120, 340, 50, paper, 24) +
    rect(44, 130, 312, 30, light, 15) +
    rect(60, 140, 280, 10, amber, 5) +
    steps(70, 4, 86)
      .map((x) => rect(x, 112, 18, 66, blue, 4))
      .join('') +
    beam([
      [60, 190],
      [340, 190],
      [380, 280],
      [20, 280],
    ])
  );
}
