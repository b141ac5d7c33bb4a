import { SmartLink } from '../products/lights-wiring/smart-link';

export interface CatalogueGroup {
  categoryName: string;
  products: { productName: string; productUrl: string }[];
}

/** The catalogue every industry page shares: product lines, each with links to its products. */
export function IndustryCatalogue({ groups }: { groups: CatalogueGroup[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {groups.map((group, i) => (
        <li
          key={`${group.categoryName}-${i}`}
          className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h3 className="font-semibold text-brand-900">{group.categoryName}</h3>
          <ul className="mt-3 space-y-1">
            {group.products.map((product, j) => (
              <li key={`${product.productUrl}-${j}`}>
                <SmartLink
                  to={product.productUrl}
                  className="inline-flex min-h-8 items-center text-brand-700 underline-offset-2 hover:underline"
                >
                  {product.productName}
                </SmartLink>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
