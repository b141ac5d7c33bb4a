import { NavLink } from 'react-router';
import { menuOf, screenUrl, type CmsScreenEntry } from './screens';

function Item({ screen, badge }: { screen: CmsScreenEntry; badge?: number }) {
  return (
    <li>
      <NavLink
        to={screenUrl(screen)}
        end={screen.path === ''}
        className={({ isActive }) =>
          `flex min-h-12 items-center border-l-4 px-6 text-base ${
            isActive
              ? 'border-accent-500 bg-white/10 font-semibold text-white'
              : 'border-transparent text-brand-100 hover:bg-white/5 hover:text-white'
          }`
        }
      >
        {screen.title}
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
        {menuOf('main').map((screen) => (
          <Item key={screen.path} screen={screen} />
        ))}
      </ul>
      <h2 className="mt-6 px-6 pb-2 text-xs font-semibold tracking-widest text-brand-100/80 uppercase">
        Inbox
      </h2>
      <ul>
        {/* What visitors sent: enquiries (with a count of new ones) and newsletter subscribers. */}
        {menuOf('inbox').map((screen) => (
          <Item
            key={screen.path}
            screen={screen}
            badge={screen.path === 'enquiries' ? newEnquiries : undefined}
          />
        ))}
      </ul>
      <h2 className="mt-6 px-6 pb-2 text-xs font-semibold tracking-widest text-brand-100/80 uppercase">
        More
      </h2>
      <ul>
        {/* The editors the spec's menu does not name. */}
        {menuOf('more').map((screen) => (
          <Item key={screen.path} screen={screen} />
        ))}
      </ul>
    </nav>
  );
}
