import type { ReactNode } from 'react';

/**
 * A two-column table whose first cell in each row is the row header (a property and its
 * value, a product and its code), so screen readers announce each value with what it is for.
 */
export function TwoColumnTable({
  columns,
  rows,
  caption,
  className = '',
  rowHeaderClassName,
  valueClassName,
}: {
  columns: [string, string];
  rows: { key: string; header: ReactNode; value: ReactNode }[];
  caption?: string;
  className?: string;
  rowHeaderClassName: string;
  valueClassName: string;
}) {
  return (
    <div className="max-w-3xl overflow-x-auto rounded-lg border border-slate-200">
      <table className={`w-full border-collapse text-left text-sm sm:text-base ${className}`}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="bg-brand-900 text-white">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-slate-200 even:bg-slate-50">
              <th scope="row" className={`px-4 py-3 ${rowHeaderClassName}`}>
                {row.header}
              </th>
              <td className={`px-4 py-3 ${valueClassName}`}>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A table's rows from a list whose headers may repeat: each keyed by its header and place. */
export function keyedRows<T>(
  items: T[],
  header: (item: T) => string,
  value: (item: T) => ReactNode,
): { key: string; header: string; value: ReactNode }[] {
  return items.map((item, i) => ({
    key: `${header(item)}-${i}`,
    header: header(item),
    value: value(item),
  }));
}
