/**
 * The jobs' bounded loops (purges, sweeps, retention): batch after batch until one comes back
 * short, so nothing is left, or `maxBatches` ran, so that one run never holds the database long
 * however much has piled up; the next run takes the rest.
 */
export async function inBatches(
  size: number,
  maxBatches: number,
  batch: () => Promise<number>,
): Promise<number> {
  let total = 0;
  for (let i = 0; i < maxBatches; i++) {
    const done = await batch();
    total += done;
    if (done < size) break;
  }
  return total;
}
