/** Warehouse storage: racking, shelving and a mezzanine, front elevations. */
import * as kit from './kit';

/** Pallet racking: blue uprights, amber beams, pallets with boxes on each level. */
export function palletRacking(): string {
  const uprights = kit.each(50, 3, 150, (x) => kit.rect(x, 30, 10, 240, kit.blue));
  const levels = kit.each(
    100,
    3,
    80,
    (y) =>
      kit
        .steps(60, 2, 150)
        .map(
          (x) =>
            kit.rect(x + 10, y - 6, 120, 8, kit.steel) +
            kit.rect(x + 18, y - 50, 48, 44, kit.light) +
            kit.rect(x + 72, y - 40, 48, 34, kit.paper),
        )
        .join('') + kit.rect(50, y, 310, 10, kit.amber),
  );
  return kit.floor() + levels + uprights;
}

/** Industrial shelving: a steel unit with shelves of bins. */
export function shelving(): string {
  const shelves = kit.each(
    70,
    4,
    55,
    (y) =>
      kit.rect(110, y, 180, 8, kit.steel) +
      kit
        .steps(120, 3, 58)
        .map((x) => kit.rect(x, y - 36, 46, 36, kit.light))
        .join(''),
  );
  return (
    kit.floor() +
    shelves +
    kit.rect(104, 30, 8, 240, kit.blue) +
    kit.rect(288, 30, 8, 240, kit.blue)
  );
}

/** A mezzanine floor: a deck on columns with a stair and handrail. */
export function mezzanine(): string {
  const columns = kit.each(80, 4, 90, (x) => kit.rect(x, 130, 10, 140, kit.blue));
  const rail = kit.each(60, 8, 40, (x) => kit.seg(x, 70, x, 110, 3));
  const treads = kit.each(0, 7, 1, (k) =>
    kit.seg(330 - k * 12, 250 - k * 20, 360 - k * 12, 250 - k * 20, 3),
  );
  return (
    kit.floor() +
    kit.rect(50, 110, 310, 20, kit.steel) +
    rail +
    kit.seg(60, 70, 340, 70, 4) +
    columns +
    kit.seg(370, 270, 290, 130, 4) +
    treads +
    kit.rect(130, 180, 60, 90, kit.paper) +
    kit.rect(200, 210, 50, 60, kit.light)
  );
}
