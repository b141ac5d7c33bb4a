import { Link } from 'react-router';
import type { MenuItem } from '~/navigation';
import { DesktopMenu } from './desktop-menu';
import { MobileMenu } from './mobile-menu';

/** The fixed header, and the spacer that keeps page content from sliding beneath it. */
export function SiteHeader({ logoText, items }: { logoText: string; items: MenuItem[] }) {
  return (
    <>
      <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-full max-w-[1280px] items-center justify-between gap-4 px-4 sm:px-6">
          <Link
            to="/"
            className="flex items-center gap-2 text-xl font-extrabold tracking-wider text-brand-900"
          >
            <span
              aria-hidden="true"
              className="inline-block size-7 rounded-sm bg-accent-500 [clip-path:polygon(55%_0,10%_58%,45%_58%,35%_100%,90%_40%,55%_40%)]"
            />
            {logoText}
            <span className="sr-only">, home page</span>
          </Link>
          <DesktopMenu items={items} />
          <MobileMenu items={items} />
        </div>
      </header>
      <div aria-hidden="true" className="h-16" />
    </>
  );
}
