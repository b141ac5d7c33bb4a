import { NavLink } from 'react-router';
import { inboxMenu, mainMenu, moreMenu, type CmsMenuItem } from './menu';

function Item({ item, badge }: { item: CmsMenuItem; badge?: number }) {
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
        {badge ? (
          <span className="ml-auto rounded-full bg-accent-500 px-2 py-0.5 text-xs font-bold text-brand-950">
            {badge}
            <span className="sr-only"> new</span>
          </span>
        ) : null}
      </NavLink>
    </li>
  );
}

/** The fixed left menu, 300px wide; the current screen is highlighted (aria-current). */
export function SideMenu({ open, newEnquiries }: { open: boolean; newEnquiries: number }) {
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
        Inbox
      </h2>
      <ul>
        {inboxMenu.map((item) => (
          <Item
            key={item.to}
            item={item}
            badge={item.to === '/cms/enquiries' ? newEnquiries : undefined}
          />
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
