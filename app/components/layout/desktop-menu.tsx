import { useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { useResetOnNavigation } from '../ui/use-reset-on-navigation';
import { isActivePath, isGroup, type MenuGroup, type MenuItem } from '~/navigation';
import { Glyph } from '../ui/glyph';

const itemClass = (active: boolean) =>
  `flex min-h-11 items-center gap-1 rounded px-1.5 text-[15px] 2xl:px-2 font-medium whitespace-nowrap transition-colors hover:text-accent-700 ${
    active ? 'text-accent-700' : 'text-brand-900'
  }`;

function Dropdown({ group, id }: { group: MenuGroup; id: string }) {
  const [open, setOpen] = useState(false);
  const pathname = useResetOnNavigation(() => setOpen(false));
  const ref = useRef<HTMLLIElement>(null);
  const active = group.children.some((c) => isActivePath(pathname, c.to));

  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (
        e instanceof KeyboardEvent ? e.key === 'Escape' : !ref.current?.contains(e.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  return (
    <li
      ref={ref}
      className="group relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <button
        type="button"
        className={itemClass(active)}
        aria-expanded={open}
        aria-controls={id}
        // A mouse click lands on a menu the hover already opened: keep it open. Keyboard
        // activation (detail 0) toggles.
        onClick={(e) => setOpen((o) => (e.detail === 0 ? !o : true))}
      >
        {group.label}
        <Glyph name="chevron-down" className="size-4" />
      </button>
      <ul
        id={id}
        className={`absolute top-full left-0 z-50 min-w-64 rounded-md border border-slate-200 bg-white py-2 shadow-lg ${
          open ? 'block' : 'hidden'
        }`}
      >
        {group.children.map((child) => (
          <li key={child.to}>
            <NavLink
              to={child.to}
              prefetch="intent"
              className={({ isActive }) =>
                `block px-4 py-2 text-sm hover:bg-brand-50 ${isActive ? 'font-semibold text-accent-700' : 'text-slate-700'}`
              }
            >
              {child.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function DesktopMenu({ items }: { items: MenuItem[] }) {
  return (
    <nav aria-label="Main" className="hidden xl:block">
      <ul className="flex items-center gap-1">
        {items.map((item, i) =>
          isGroup(item) ? (
            <Dropdown key={item.label} group={item} id={`menu-group-${i}`} />
          ) : (
            <li key={item.to}>
              <NavLink
                to={item.to}
                prefetch="intent"
                className={({ isActive }) => itemClass(isActive)}
              >
                {item.label}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
