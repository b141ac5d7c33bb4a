/**
 * Every page of the menu on one page, /menu: where the header's menu button leads before (or
 * without) JavaScript, when it cannot open the menu panel.
 */
import { Link } from 'react-router';
import { isGroup, type MenuItem, type MenuLink } from '~/navigation';

/** One column of the menu's links; the top-level pages' names stand out in bold. */
function MenuLinks({ links, bold = false }: { links: MenuLink[]; bold?: boolean }) {
  return (
    <ul className="space-y-1">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className={`inline-flex min-h-11 items-center ${bold ? 'font-semibold ' : ''}text-brand-800 underline`}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteMenu({ items }: { items: MenuItem[] }) {
  const links = items.filter((i): i is MenuLink => !isGroup(i));
  const groups = items.filter(isGroup);
  return (
    <nav aria-label="Site menu" className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
      {groups.map((group) => (
        <div key={group.label}>
          <h2 className="mb-2 text-sm font-semibold tracking-wide text-accent-700 uppercase">
            {group.label}
          </h2>
          <MenuLinks links={group.children} />
        </div>
      ))}
      <MenuLinks links={links} bold />
    </nav>
  );
}
