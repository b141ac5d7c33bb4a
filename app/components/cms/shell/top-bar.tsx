import { useNavigate } from 'react-router';
import { LogoLink } from '~/components/layout/logo-link';
import { MenuToggle } from '~/components/ui/menu-toggle';
import { apiJson } from '../api';
import type { CmsUser } from '../descriptors';
import { Icon } from '../icons';
import { useConfirm } from '../use-confirm';
import { useUnsavedRegistry } from '../unsaved-changes';

/** Logo (to the public site), the menu button on phones, the user and Log out. */
export function TopBar({
  logoText,
  user,
  menuOpen,
  onMenu,
  menuButton,
}: {
  logoText: string;
  user: CmsUser;
  menuOpen: boolean;
  onMenu: () => void;
  menuButton: React.Ref<HTMLButtonElement>;
}) {
  const navigate = useNavigate();
  const unsaved = useUnsavedRegistry();
  const { confirm, dialog } = useConfirm();

  const logout = async () => {
    if (
      unsaved.any() &&
      !(await confirm({
        title: 'Log out without saving?',
        message: 'You have unsaved changes on this page. If you log out now, they will be lost.',
        confirmLabel: 'Log out',
      }))
    ) {
      return;
    }
    unsaved.clear();
    await apiJson('POST', '/auth/logout');
    navigate('/cms/sign-in', { replace: true });
  };

  return (
    <header className="fixed inset-x-0 top-0 z-50 flex h-16 items-center gap-2 border-b border-slate-200 bg-white px-2 sm:px-4">
      <MenuToggle
        ref={menuButton}
        open={menuOpen}
        controls="cms-menu"
        className="inline-flex size-11 items-center justify-center rounded-md text-brand-900 hover:bg-slate-100 lg:hidden"
        onClick={onMenu}
      >
        <Icon name={menuOpen ? 'close' : 'menu'} className="size-6" />
      </MenuToggle>
      <LogoLink text={logoText} where="public site" className="text-lg" />
      <span className="rounded bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
        CMS
      </span>
      <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-3">
        <p className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
          <Icon name="user" className="size-6 shrink-0 rounded-full bg-slate-100 p-0.5" />
          <span className="sr-only">Signed in as </span>
          <span className="truncate font-semibold text-brand-900 max-sm:sr-only sm:max-w-48">
            {user.username}
          </span>
          <span className="hidden text-slate-600 md:inline">({user.role})</span>
        </p>
        <button
          type="button"
          onClick={logout}
          className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-semibold text-brand-900 hover:bg-slate-100"
        >
          <Icon name="logout" />
          <span className="max-sm:sr-only">Log out</span>
        </button>
      </div>
      {dialog}
    </header>
  );
}
