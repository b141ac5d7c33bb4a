import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';

export interface Tab {
  label: string;
  to: string;
}

/**
 * Sibling pages shown as tabs. Each tab is a link (every page has its own URL); the current one
 * is decided by comparing the path, as the original did, and announced with aria-current.
 */
export function TabBar({ label, tabs }: { label: string; tabs: Tab[] }) {
  const bar = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  // On a phone the bar scrolls sideways; bring the current tab into view (the bar only, never
  // the page), or a page opened on a later tab would hide its own tab.
  useEffect(() => {
    const list = bar.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const offset = current.getBoundingClientRect().left - list.getBoundingClientRect().left;
    list.scrollLeft += offset - (list.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);

  return (
    <nav aria-label={label} className="border-b border-slate-200 bg-white">
      <ul ref={bar} className="content-width flex gap-1 overflow-x-auto">
        {tabs.map((tab) => (
          <li key={tab.to} className="shrink-0">
            <NavLink
              to={tab.to}
              end
              prefetch="intent"
              className={({ isActive }) =>
                `inline-flex min-h-12 items-center border-b-[3px] px-3 text-sm font-semibold whitespace-nowrap ${
                  isActive
                    ? 'border-accent-500 text-brand-900'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-brand-900'
                }`
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
