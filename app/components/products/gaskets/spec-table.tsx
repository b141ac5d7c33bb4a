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
      <div className="max-w-3xl overflow-x-auto rounded-lg border border-slate-200">
        <table className="w-full border-collapse text-left text-sm sm:text-base">
          <thead className="bg-brand-900 text-white">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Property
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Value
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr
                key={`${row.property}-${i}`}
                className="border-t border-slate-200 even:bg-slate-50"
              >
                <th scope="row" className="px-4 py-3 font-medium text-brand-900">
                  {row.property}
                </th>
                <td className="px-4 py-3 text-slate-700">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
