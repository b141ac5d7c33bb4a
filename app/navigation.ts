/**
 * The header menu (the client's site spec). Products and industries come from the catalogue data,
 * so adding an industry in the CMS adds it to the menu.
 */
export interface MenuLink {
  label: string;
  to: string;
}
export interface MenuGroup {
  label: string;
  children: MenuLink[];
}
export type MenuItem = MenuLink | MenuGroup;

export const isGroup = (item: MenuItem): item is MenuGroup => 'children' in item;

export function buildMenu(
  categories: { label: string; link: string }[],
  industries: { name: string; slug: string }[],
): MenuItem[] {
  return [
    {
      label: 'About',
      children: [
        { label: 'Who we are', to: '/who-we-are' },
        { label: 'Leadership', to: '/leadership' },
      ],
    },
    { label: 'Products', children: categories.map((c) => ({ label: c.label, to: c.link })) },
    {
      label: 'Industries We Serve',
      children: industries.map((i) => ({ label: i.name, to: `/industries-we-serve/${i.slug}` })),
    },
    { label: 'Services', to: '/services' },
    { label: 'Case Studies', to: '/case-studies' },
    { label: 'Careers', to: '/careers' },
    { label: 'Contacts', to: '/contacts' },
    { label: 'News & Insights', to: '/news-and-insights' },
  ];
}

/** True when `pathname` is `to` or below it: the active item is decided by the path. */
export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
