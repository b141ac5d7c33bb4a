import { Link } from 'react-router';
import { productTabs, type ProductTab } from './product-tabs';

/**
 * The tab bar: links (the tab is in the URL, ?tab=cable-management); the current one is
 * underlined. The tabs wrap onto a second row on a phone rather than scroll sideways: a strip
 * wider than the window hid tabs off-screen, and its screen-reader text (absolutely positioned,
 * outside the strip's clipping) made the whole page 524 px wide at 360 px.
 */
export function ProductTabBar({ current }: { current: ProductTab }) {
  return (
    <nav aria-label="Product groups" className="mb-6 border-b border-slate-300">
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {productTabs.map((tab) => {
          const active = tab.key === current.key;
          return (
            <li key={tab.key} className="shrink-0">
              <Link
                to={`/cms/products?tab=${tab.key}`}
                aria-current={active ? 'page' : undefined}
                title={tab.name}
                className={`relative inline-flex min-h-12 items-center border-b-[3px] px-3 text-sm font-semibold whitespace-nowrap ${
                  active
                    ? 'border-accent-500 text-brand-900'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-brand-900'
                }`}
              >
                {tab.label}
                <span className="sr-only"> ({tab.name})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
