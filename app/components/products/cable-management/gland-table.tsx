export interface GlandProduct {
  label: string;
  code: string;
}

/** The sizes of one gland type: one row per product, the product named in the row header. */
export function GlandTable({ caption, products }: { caption: string; products: GlandProduct[] }) {
  return (
    <div className="max-w-3xl overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full min-w-[18rem] border-collapse text-left text-sm sm:text-base">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-brand-900 text-white">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Product
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Code
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((p, i) => (
            <tr key={`${i}-${p.code}`} className="border-t border-slate-200 even:bg-slate-50">
              <th scope="row" className="px-4 py-3 font-normal text-slate-800">
                {p.label}
              </th>
              <td className="px-4 py-3 font-mono whitespace-nowrap text-brand-900">{p.code}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
