import { keyedRows, TwoColumnTable } from '~/components/ui/two-column-table';

/** Typical material properties: one row per property, the property as the row header. */
export function SpecTable({
  id,
  heading,
  rows,
}: {
  id: string;
  heading: string;
  rows: { property: string; value: string }[];
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="section-heading mb-4">
        {heading}
      </h2>
      <TwoColumnTable
        columns={['Property', 'Value']}
        rows={keyedRows(
          rows,
          (row) => row.property,
          (row) => row.value,
        )}
        rowHeaderClassName="font-medium text-brand-900"
        valueClassName="text-slate-700"
      />
    </section>
  );
}
