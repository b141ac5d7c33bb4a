/** Warehouse storage: racking, shelving and a mezzanine, front elevations. */
import { amber, blue, floor, light, paper, rect, seg, steel, steps } from './kit';

/** Pallet racking: blue uprights, amber beams, pallets with boxes on each level. */
export function palletRacking(): string {
  const uprights = steps(50, 3, 150)
    .map((x) => rect(x, 30, 10, 240, blue))
    .join('');
  const levels = steps(100, 3, 80)
    .map(
      (y) =>
        steps(60, 2, 150)
          .map(
            (x) =>
              rect(x + 10, y - 6, 120, 8, steel) +
              rect(x + 18, y - 50, 48, 44, light) +
              rect(x + 72, y - 40, 48, 34, paper),
          )
          .join('') + rect(50, y, 310, 10, amber),
    )
    .join('');
  return floor() + levels + uprights;
}

/** Industrial shelving: a steel unit with shelves of bins. */
export function shelving(): string {
  const shelves = steps(70, 4, 55)
    .map(
      (y) =>
        rect(110, y, 180, 8, steel) +
        steps(120, 3, 58)
          .map((x) => rect(x, y - 36, 46, 36, light))
          .join(''),
    )
    .join('');
  return floor() + shelves + rect(104, 30, 8, 240, blue) + rect(288, 30, 8, 240, blue);
}

/** A mezzanine floor: a deck on columns with a stair and handrail. */
export function mezzanine(): string {
  const columns = steps(80, 4, 90)
    .map((x) => rect(x, 130, 10, 140, blue))
    .join('');
  const rail = steps(60, 8, 40)
    .map((x) => seg(x, 70, x, 110, 3))
    .join('');
  const treads = steps(0, 7, 1)
    .map((k) => seg(330 - k * 12, 250 - k * 20, 360 - k * 12, 250 - k * 20, 3))
    .join('');
  return (
    floor() +
    rect(50, 110, 310, 20, steel) +
    rail +
    seg(60, 70, 340, 70, 4) +
    columns +
    seg(370, 270, 290, 130, 4) +
    treads +
    rect(130, 180, 60, 90, paper) +
    rect(200, 210, 50, 60, light)
  );
}
