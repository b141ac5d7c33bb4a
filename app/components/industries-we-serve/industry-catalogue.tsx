import { SmartLink } from '~/catalogue/lights-wiring/smart-link';

export interface CatalogueGroup {
  categoryName: string;
  products: { productName: string; productUrl: string }[];
}

/** An industry's products from the catalogue, grouped by family, each a link to its page. */
export function IndustryCatalogue({ groups }: { groups: CatalogueGroup[] }) {
  if (groups.length === 0) {
    return (
      <p className="text-slate-700">
        We have not listed products for this industry yet.{' '}
        <SmartLink to="/products" className="text-brand-700 underline">
          Browse all our products
        </SmartLink>{' '}
        or ask us what you need.
      </p>
    );
  }
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
