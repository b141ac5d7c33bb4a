/** Lights: fittings seen from the side or below, with the light they throw. */
import * as kit from './kit';

/** Light falling from a fitting: a soft amber cone. */
const beam = (points: [number, number][]) =>
  `<path d="M ${points.map(([x, y]) => `${x} ${y}`).join(' L ')} Z" fill="${kit.amber}" fill-opacity="0.25"/>`;

/** A floodlight: a square lamp head on a yoke bracket, throwing its beam. */
export function floodlight(): string {
  return (
    beam([
      [250, 90],
      [390, 40],
      [390, 280],
      [250, 200],
    ]) +
    kit.rect(80, 230, 80, 30, kit.steel) +
    kit.path('M 120 230 L 120 200 L 170 140 M 120 200 L 170 200') +
    kit.poly(
      [
        [150, 80],
        [260, 90],
        [260, 200],
        [150, 210],
      ],
      kit.blue,
    ) +
    kit.poly(
      [
        [165, 95],
        [250, 102],
        [250, 190],
        [165, 196],
      ],
      kit.light,
    ) +
    kit.each(110, 4, 20, (y) => kit.seg(135, y, 150, y, 3))
  );
}

/** A round ceiling downlight or panel, seen from below at an angle, lighting the room. */
export function ceilingLight(): string {
  return (
    kit.rect(20, 40, 360, 20, kit.steel, 0) +
    beam([
      [140, 90],
      [260, 90],
      [340, 270],
      [60, 270],
    ]) +
    kit.ellipse(200, 80, 90, 22, kit.paper) +
    kit.ellipse(200, 84, 70, 14, kit.amber)
  );
}

/** A linear fitting (batten, tube or strip): a long slim body with its diffuser lit. */
export function linearLight(): string {
  return (
    kit.rect(20, 50, 360, 16, kit.steel, 0) +
    kit.seg(100, 66, 100, 100, 2) +
    kit.seg(300, 66, 300, 100, 2) +
    beam([
      [50, 120],
      [350, 120],
      [390, 280],
      [10, 280],
    ]) +
    kit.rect(40, 100, 320, 22, kit.paper, 10) +
    kit.rect(48, 110, 304, 10, kit.amber, 5)
  );
}

/** An LED bulb: a glass dome over a ribbed neck and a screw cap. */
export function bulb(): string {
  const threads = kit.each(212, 4, 10, (y) => kit.seg(176, y, 224, y + 4, 3));
  return (
    kit.circle(200, 120, 70, kit.light) +
    kit.path('M 170 120 L 185 150 L 200 120 L 215 150 L 230 120', kit.amber) +
    kit.rect(168, 180, 64, 30, kit.paper, 6) +
    kit.rect(176, 210, 48, 42, kit.steel, 4) +
    threads +
    kit.rect(190, 252, 20, 14, kit.blue, 4)
  );
}

/** A spotlight on a track: a cylinder on a knuckle, aimed down and aside. */
export function spotlight(): string {
  return (
    kit.rect(30, 40, 340, 18, kit.steel, 4) +
    kit.rect(160, 58, 40, 20, kit.paper) +
    kit.circle(180, 92, 12, kit.blue) +
    beam([
      [230, 170],
      [290, 140],
      [390, 280],
      [250, 280],
    ]) +
    kit.poly(
      [
        [170, 110],
        [240, 160],
        [210, 200],
        [140, 150],
      ],
      kit.light,
    ) +
    kit.poly(
      [
        [240, 160],
        [260, 175],
        [230, 215],
        [210, 200],
      ],
      kit.amber,
    )
  );
}

/** A street light: a column with an outreach arm and a flat LED head. */
export function streetlight(): string {
  return (
    kit.seg(20, 270, 380, 270, 2) +
    kit.rect(110, 60, 14, 210, kit.steel, 0) +
    kit.path('M 117 70 C 150 40 220 40 260 50') +
    kit.poly(
      [
        [240, 44],
        [330, 50],
        [330, 62],
        [240, 60],
      ],
      kit.blue,
    ) +
    beam([
      [250, 64],
      [330, 64],
      [380, 260],
      [200, 260],
    ]) +
    kit.rect(98, 250, 38, 20, kit.paper)
  );
}

/** An LED high bay: a round heat-sink body on a hook, lighting a hall from high up. */
export function highBay(): string {
  const fins = kit.each(150, 9, 12, (x) => kit.seg(x, 70, x, 110, 3));
  return (
    kit.seg(200, 20, 200, 55, 3) +
    kit.circle(200, 60, 6, kit.paper) +
    kit.rect(140, 66, 120, 48, kit.steel, 6) +
    fins +
    kit.path('M 110 114 L 290 114 L 270 140 L 130 140 Z', kit.paper) +
    beam([
      [130, 142],
      [270, 142],
      [370, 280],
      [30, 280],
    ]) +
    kit.ellipse(200, 140, 70, 6, kit.amber)
  );
}

/** A vapour-tight (bulkhead) fitting: a sealed body with clips and a frosted cover. */
export function vapourTight(): string {
  return (
    kit.rect(30, 120, 340, 50, kit.paper, 24) +
    kit.rect(44, 130, 312, 30, kit.light, 15) +
    kit.rect(60, 140, 280, 10, kit.amber, 5) +
    kit.each(70, 4, 86, (x) => kit.rect(x, 112, 18, 66, kit.blue, 4)) +
    beam([
      [60, 190],
      [340, 190],
      [380, 280],
      [20, 280],
    ])
  );
}
