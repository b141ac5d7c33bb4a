/** Gaskets: face views of the ring kinds and a cut sheet. */
import { amber, blue, circle, light, paper, path, poly, steel, steps } from './kit';

/** A spiral wound gasket: outer centring ring and the wound windings, face view. */
export function spiralWoundGasket(): string {
  const windings = steps(70, 6, 5)
    .map(
      (r) => `<circle cx="200" cy="150" r="${r}" fill="none" stroke="#0b2545" stroke-width="1.5"/>`,
    )
    .join('');
  return (
    circle(200, 150, 120, blue) +
    circle(200, 150, 100, light) +
    windings +
    circle(200, 150, 68, paper)
  );
}

/** A kammprofile gasket: a serrated metal core with a soft facing and an outer ring. */
export function kammprofileGasket(): string {
  const grooves = steps(72, 8, 4)
    .map(
      (r) => `<circle cx="200" cy="150" r="${r}" fill="none" stroke="#0b2545" stroke-width="1.2"/>`,
    )
    .join('');
  return (
    circle(200, 150, 120, steel) +
    circle(200, 150, 106, amber) +
    grooves +
    circle(200, 150, 70, paper)
  );
}

/** Sheet (soft cut) gaskets: a flat sheet with a ring gasket cut from it. */
export function sheetGasket(): string {
  const bolts = steps(0, 6, Math.PI / 3)
    .map((a) => circle(270 + 62 * Math.cos(a), 150 + 62 * Math.sin(a), 9, paper))
    .join('');
  return (
    poly(
      [
        [30, 90],
        [190, 50],
        [220, 220],
        [60, 260],
      ],
      light,
    ) +
    path('M 80 150 C 100 100 160 100 170 150 C 170 200 100 210 80 150 Z', paper) +
    circle(270, 150, 84, blue) +
    circle(270, 150, 40, paper) +
    bolts
  );
}
