/**
 * A request for quote's lines in the inbox: each product linked to its page (a configured
 * enclosure to its configurator, filled in), with its configuration in words.
 */
import type { QuoteItem } from '../../../../schemas/quote-items';

export function QuoteItems({ items }: { items: QuoteItem[] }) {
  return (
    <table className="mt-4 w-full text-left text-sm">
      <caption className="mb-2 text-left font-semibold text-brand-900">Products requested</caption>
      <thead>
        <tr className="border-b border-slate-300">
          <th scope="col" className="py-2 pr-4">
            Product
          </th>
          <th scope="col" className="py-2 pr-4 text-right">
            Quantity
          </th>
          <th scope="col" className="py-2">
            Note
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, n) => (
          <tr key={n} className="border-b border-slate-100 align-top">
            <td className="py-2 pr-4">
              <a
                href={item.url}
                target="_blank"
                rel="noreferrer"
                className="text-brand-700 underline"
              >
                {item.name}
              </a>
              {item.configuration && (
                <p className="mt-1 break-words text-slate-800">{item.configuration.text}</p>
              )}
            </td>
            <td className="py-2 pr-4 text-right tabular-nums">
              {item.quantity.toLocaleString('en')}
            </td>
            <td className="py-2 break-words whitespace-pre-wrap">{item.note}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
