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

/** What visitors sent: enquiries (with a count of new ones) and newsletter subscribers. */
export const inboxMenu: CmsMenuItem[] = [
  { label: 'Enquiries', to: '/cms/enquiries' },
  { label: 'Subscribers', to: '/cms/subscribers' },
];

export const moreMenu: CmsMenuItem[] = [
  { label: 'Industries', to: '/cms/industries' },
  { label: 'Leadership', to: '/cms/leadership' },
];
