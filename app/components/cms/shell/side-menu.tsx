import { NavLink } from 'react-router';
import { mainMenu, moreMenu, type CmsMenuItem } from './menu';

function Item({ item }: { item: CmsMenuItem }) {
  return (
    <li>
      <NavLink
        to={item.to}
        end={item.to === '/cms'}
        className={({ isActive }) =>
          `flex min-h-12 items-center border-l-4 px-6 text-base ${
            isActive
              ? 'border-accent-500 bg-white/10 font-semibold text-white'
              : 'border-transparent text-brand-100 hover:bg-white/5 hover:text-white'
          }`
        }
      >
        {item.label}
      </NavLink>
    </li>
  );
}

/** The fixed left menu, 300px wide; the current screen is highlighted (aria-current). */
export function SideMenu({ open }: { open: boolean }) {
  return (
    <nav
      id="cms-menu"
      aria-label="CMS"
      className={`fixed top-16 bottom-0 left-0 z-40 w-[300px] max-w-[85vw] overflow-y-auto bg-brand-900 py-4 lg:block ${
        open ? 'block shadow-2xl' : 'hidden'
      }`}
    >
      <ul>
        {mainMenu.map((item) => (
          <Item key={item.to} item={item} />
        ))}
      </ul>
      <h2 className="mt-6 px-6 pb-2 text-xs font-semibold tracking-widest text-brand-100/80 uppercase">
        More
      </h2>
      <ul>
        {moreMenu.map((item) => (
          <Item key={item.to} item={item} />
        ))}
      </ul>
    </nav>
  );
}
