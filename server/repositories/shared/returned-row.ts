/**
 * The one row an insert or upsert answers with `returning`. None means the statement did not do
 * what it always does: a fault to report, not a case to handle.
 */
export function returnedRow<R>(rows: R[], statement: string): R {
  const [row] = rows;
  if (!row) throw new Error(`${statement} returned no row`);
  return row;
}
