import { Link } from 'react-router';
import type { MenuItem } from '~/navigation';
import { BasketLink } from '../quote/basket-link';
import { SearchBox } from '../search/search-box';
import { Glyph } from '../ui/glyph';
import { typeLabels, type TypeLabelFields } from '../search/type-labels';
import type { SearchBoxText } from '../search/search-box';
import { DesktopMenu } from './desktop-menu';
import { LogoLink } from './logo-link';
import { MobileMenu } from './mobile-menu';

export type HeaderSearchText = SearchBoxText & TypeLabelFields;

/**
 * The fixed header, and the spacer that keeps page content from sliding beneath it. The search
 * box sits beside the menu on wide screens; on phones it is in the menu, and the magnifier is a
 * plain link to the search page, which works without JavaScript.
 */
export function SiteHeader({
  logoText,
  items,
  search,
  basket,
}: {
  logoText: string;
  items: MenuItem[];
  search: HeaderSearchText;
  /** The quote basket link's words and count. */
  basket: { label: string; count: number };
}) {
  const types = typeLabels(search);
  return (
    <>
      <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-slate-200 bg-white">
        {/* Logo, quote link, search and menu fit a 320 px phone: narrower gaps on phones, a
            smaller name below 360 px, and the quote link's icon for its word (basket-link.tsx). */}
        <div className="mx-auto flex h-full max-w-[1280px] items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6 xl:gap-3 2xl:max-w-[1440px]">
          <LogoLink
            text={logoText}
            where="home page"
            className="shrink-0 text-lg min-[360px]:text-xl"
          />
          <DesktopMenu items={items} />
          <SearchBox text={search} types={types} variant="header" />
          <div className="ml-auto flex items-center xl:ml-0">
            <BasketLink label={basket.label} count={basket.count} />
          </div>
          <div className="flex shrink-0 items-center gap-1 xl:hidden">
            <Link
              to="/search"
              className="flex size-11 items-center justify-center rounded text-brand-900"
            >
              <span className="sr-only">{search.boxLabel}</span>
              <Glyph name="search" className="size-6" />
            </Link>
            <MobileMenu
              items={items}
              search={<SearchBox text={search} types={types} variant="menu" />}
            />
          </div>
        </div>
      </header>
      <div aria-hidden="true" className="h-16" />
    </>
  );
}
