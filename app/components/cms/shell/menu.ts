export interface CmsMenuItem {
  label: string;
  to: string;
}

/** The CMS's left menu (cms.md §2), then the editors the spec does not name. */
export const mainMenu: CmsMenuItem[] = [
  { label: 'Home', to: '/cms' },
  { label: 'About', to: '/cms/about' },
  { label: 'Services', to: '/cms/services' },
  { label: 'News & Insights', to: '/cms/news-and-insights' },
  { label: 'Case Studies', to: '/cms/case-studies' },
  { label: 'Products', to: '/cms/products' },
  { label: 'Settings', to: '/cms/settings' },
];

export const moreMenu: CmsMenuItem[] = [
  { label: 'Industries', to: '/cms/industries' },
  { label: 'Leadership', to: '/cms/leadership' },
];
