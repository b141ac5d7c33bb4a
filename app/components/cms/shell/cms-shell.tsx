import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useResetOnNavigation } from '~/components/ui/use-reset-on-navigation';
import { AnnouncerProvider } from '../announcer';
import type { CmsUser } from '../descriptors';
import { UnsavedChangesProvider } from '../unsaved-changes';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

/**
 * The admin shell: a top bar, the fixed 300px left menu (behind a button on phones) and the
 * content, offset 300px. Provides the message region and the unsaved-changes guard.
 */
export function CmsShell({
  logoText,
  user,
  newEnquiries,
  children,
}: {
  logoText: string;
  user: CmsUser;
  newEnquiries: number;
  children: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  useResetOnNavigation(() => setMenuOpen(false));

  useEffect(() => {
    if (!menuOpen) return;
    document.querySelector<HTMLElement>('#cms-menu a')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <AnnouncerProvider>
      <UnsavedChangesProvider>
        <TopBar
          logoText={logoText}
          user={user}
          menuOpen={menuOpen}
          onMenu={() => setMenuOpen((o) => !o)}
          menuButton={menuButton}
        />
        <SideMenu open={menuOpen} newEnquiries={newEnquiries} />
        {menuOpen && (
          <div
            aria-hidden="true"
            className="fixed inset-0 top-16 z-30 bg-brand-950/40 lg:hidden"
            onClick={() => setMenuOpen(false)}
          />
        )}
        {/*
          On a desk the menu's navy runs down the page's left 300px as the main's background
          too: the fixed menu is only a window high, so a page taller than the window (or a
          full-page screenshot of it) showed the column stopping after its last item.
        */}
        <main
          id="main"
          className="min-h-screen bg-slate-50 pt-16 lg:bg-[linear-gradient(to_right,var(--color-brand-900)_300px,var(--color-slate-50)_300px)] lg:pl-[300px]"
        >
          <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-8">{children}</div>
        </main>
      </UnsavedChangesProvider>
    </AnnouncerProvider>
  );
}
