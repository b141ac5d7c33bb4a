import type { MenuItem } from '~/navigation';
import { DesktopMenu } from './desktop-menu';
import { LogoLink } from './logo-link';
import { MobileMenu } from './mobile-menu';

/** The fixed header, and the spacer that keeps page content from sliding beneath it. */
export function SiteHeader({ logoText, items }: { logoText: string; items: MenuItem[] }) {
  return (
    <>
      <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-full max-w-[1280px] items-center justify-between gap-4 px-4 sm:px-6">
          <LogoLink text={logoText} where="home page" />
          <DesktopMenu items={items} />
          <MobileMenu items={items} />
        </div>
      </header>
      <div aria-hidden="true" className="h-16" />
    </>
  );
}
