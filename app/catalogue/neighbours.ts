/**
 * At most `count` of a list's items around the one at `at`, that item left out: as many before
 * it as after where the list allows, else more on the side that has them, so an item near
 * either end still gets `count` neighbours when the list has that many.
 */
export function neighbours<T>(items: readonly T[], at: number, count: number): T[] {
  const others = items.filter((_, i) => i !== at);
  const from = Math.min(
    Math.max(0, at - Math.floor(count / 2)),
    Math.max(0, others.length - count),
  );
  return others.slice(from, from + Math.max(0, count));
}
