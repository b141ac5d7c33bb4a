import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { MenuToggle } from '../ui/menu-toggle';
import { useHydrated } from '../ui/use-hydrated';
import { useResetOnNavigation } from '../ui/use-reset-on-navigation';
import { isGroup, type MenuGroup, type MenuItem } from '~/navigation';

/**
 * The mobile menu opens in two steps (the client's site spec): step 1 lists the top items, step 2
 * the submenu of the chosen group. Closing always returns to step 1.
 */
export function MobileMenu({ items, search }: { items: MenuItem[]; search: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const [group, setGroup] = useState<MenuGroup | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const pathname = useResetOnNavigation(() => {
    setOpen(false);
    setGroup(null);
  });

  const close = () => {
    setOpen(false);
    setGroup(null);
    toggleRef.current?.focus();
  };

  // Move focus into the panel on open and on every step change.
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('nav a, nav button')?.focus();
  }, [open, group]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      // An Escape the search box used (to close its suggestions) is not for the menu.
      if (e.key === 'Escape' && !e.defaultPrevented) close();
    };
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [open]);

  // Before (or without) JavaScript the button cannot open anything: a link to the same pages
  // on a page of their own stands in for it.
  const hydrated = useHydrated();
  const icon = (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-7 stroke-current"
      fill="none"
      strokeWidth="2"
    >
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
  if (!hydrated)
    return (
      <a href="/menu" className="flex size-11 items-center justify-center rounded text-brand-900">
        <span className="sr-only">Menu</span>
        {icon}
      </a>
    );

  const linkClass =
    'flex min-h-12 w-full items-center justify-between border-b border-white/10 px-5 text-left text-base text-white hover:bg-white/5';

  return (
    <div>
      <MenuToggle
        ref={toggleRef}
        open={open}
        controls="mobile-menu"
        className="flex size-11 items-center justify-center rounded text-brand-900"
        onClick={() => (open ? close() : setOpen(true))}
      >
        {icon}
      </MenuToggle>
      {open && (
        <div
          id="mobile-menu"
          ref={panelRef}
          className="fixed inset-x-0 top-16 bottom-0 z-50 overflow-y-auto bg-brand-900"
        >
          {search}
          <nav aria-label="Main">
            {group ? (
              <div data-step="2">
                <button
                  type="button"
                  className={`${linkClass} justify-start gap-2 font-semibold`}
                  onClick={() => setGroup(null)}
                >
                  <span aria-hidden="true">‹</span> Back{' '}
                  <span className="sr-only">to the main menu</span>
                </button>
                <p className="px-5 pt-4 pb-2 text-sm font-semibold tracking-wide text-accent-500 uppercase">
                  {group.label}
                </p>
                <ul>
                  {group.children.map((child) => (
                    <li key={child.to}>
                      <Link to={child.to} className={linkClass} onClick={() => setOpen(false)}>
                        {child.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <ul data-step="1">
                {items.map((item) =>
                  isGroup(item) ? (
                    <li key={item.label}>
                      <button type="button" className={linkClass} onClick={() => setGroup(item)}>
                        {item.label}
                        <span aria-hidden="true">›</span>
                      </button>
                    </li>
                  ) : (
                    <li key={item.to}>
                      <Link
                        to={item.to}
                        className={linkClass}
                        aria-current={pathname === item.to ? 'page' : undefined}
                        onClick={() => setOpen(false)}
                      >
                        {item.label}
                      </Link>
                    </li>
                  ),
                )}
              </ul>
            )}
          </nav>
        </div>
      )}
    </div>
  );
}
