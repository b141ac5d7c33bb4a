/** Gaskets: face views of the ring kinds and a cut sheet. */
import * as kit from './kit';

/**
 * A ring gasket face on: its outer ring, its facing, fine concentric lines (`from`, `count`,
 * `step` apart, `width` thick) and the bore.
 */
function ringFace(
  outer: string,
  facing: [radius: number, fill: string],
  lines: [from: number, count: number, step: number, width: number],
  bore: number,
): string {
  const [from, count, step, width] = lines;
  const fine = kit.each(
    from,
    count,
    step,
    (r) =>
      `<circle cx="200" cy="150" r="${r}" fill="none" stroke="#0b2545" stroke-width="${width}"/>`,
  );
  return (
    kit.circle(200, 150, 120, outer) +
    kit.circle(200, 150, facing[0], facing[1]) +
    fine +
    kit.circle(200, 150, bore, kit.paper)
  );
}

/** A spiral wound gasket: outer centring ring and the wound windings, face view. */
export const spiralWoundGasket = () => ringFace(kit.blue, [100, kit.light], [70, 6, 5, 1.5], 68);

/** A kammprofile gasket: a serrated metal core with a soft facing and an outer ring. */
export const kammprofileGasket = () => ringFace(kit.steel, [106, kit.amber], [72, 8, 4, 1.2], 70);

/** Sheet (soft cut) gaskets: a flat sheet with a ring gasket cut from it. */
export function sheetGasket(): string {
  const bolts = kit.each(0, 6, Math.PI / 3, (a) =>
    kit.circle(270 + 62 * Math.cos(a), 150 + 62 * Math.sin(a), 9, kit.paper),
  );
  return (
    kit.poly(
      [
        [30, 90],
        [190, 50],
        [220, 220],
        [60, 260],
      ],
      kit.light,
    ) +
    kit.path('M 80 150 C 100 100 160 100 170 150 C 170 200 100 210 80 150 Z', kit.paper) +
    kit.circle(270, 150, 84, kit.blue) +
    kit.circle(270, 150, 40, kit.paper) +
    bolts
  );
}
