/**
 * Every CMS screen, declared once, in the order of the spec's CMS menu. The side menu,
 * the routes under /cms and the Products tab bar are derived from this list; the chips "On this
 * screen" list the registry sections whose `screen` a screen `edits`, in registry order.
 */
import type { CmsScreen } from '../../../../content/section';

type ProductGroup = CmsScreen extends infer S
  ? S extends `products/${infer Group}`
    ? Group
    : never
  : never;

export interface ProductTab {
  /** In the URL (`/cms/products?tab=<key>`), the public URL segment of the product group. */
  key: ProductGroup;
  /** The short name on the tab. */
  label: string;
  name: string;
}

export interface CmsScreenEntry {
  /** The URL segment under /cms; '' for the Home screen at /cms itself. */
  path: string;
  /** The menu label, the document title and, unless `heading` says more, the screen's heading. */
  title: string;
  heading?: string;
  /**
   * The side menu's group. Left out for a screen reached from another one (Settings → Activity),
   * under whose URL it sits, so that screen's menu item stays highlighted.
   */
  menu?: 'main' | 'inbox' | 'more';
  /** The route module under app/routes/cms. */
  module: string;
  /** The registry sections it edits, by their `screen`. */
  edits?: readonly CmsScreen[];
  intro?: string;
}

/** The Products screen's seven tabs (the client's CMS spec), each editing its own product group. */
export const productTabs: readonly ProductTab[] = [
  {
    key: 'power-protection-and-distribution',
    label: 'PP&D',
    name: 'Power Protection & Distribution',
  },
  {
    key: 'cable-management',
    label: 'CM&SS',
    name: 'Cable Management & Support System',
  },
  { key: 'enclosures', label: 'Enclosures', name: 'Enclosures' },
  {
    key: 'warehouse-storage',
    label: 'WSS',
    name: 'Warehouse Support System',
  },
  { key: 'gaskets', label: 'Gaskets', name: 'Gaskets' },
  {
    key: 'power-generation',
    label: 'PG&B',
    name: 'Power Generation & Backup',
  },
  { key: 'lights-wiring', label: 'L&WD', name: 'Lights & Wiring Devices' },
];

/** The registry screen a product tab edits. */
export const tabScreen = (tab: ProductTab): CmsScreen => `products/${tab.key}`;

export const cmsScreens: readonly CmsScreenEntry[] = [
  {
    // Issue 33: first in the menu; /cms stays the home editor (the client's CMS spec).
    path: 'insights',
    title: 'Insights',
    heading: 'What buyers ask for',
    menu: 'main',
    module: 'insights.tsx',
    intro:
      'Enquiries, the products they ask about, the pages people read and what they search for. Page views are counted without cookies or addresses; bots are left out.',
  },
  {
    path: '',
    title: 'Home',
    menu: 'main',
    module: 'home.tsx',
    edits: ['home', 'site'],
    intro:
      'The home page, the footer, and the texts other pages share. Each block saves on its own.',
  },
  {
    path: 'about',
    title: 'About',
    menu: 'main',
    module: 'sections-screen.tsx',
    edits: ['about'],
    intro: 'The who-we-are page: banner, introduction, values, vision and mission.',
  },
  {
    path: 'services',
    title: 'Services',
    menu: 'main',
    module: 'sections-screen.tsx',
    edits: ['services'],
    intro:
      'The services page. The service texts themselves are on the Home screen, as the home page shows them too.',
  },
  {
    path: 'news-and-insights',
    title: 'News & Insights',
    menu: 'main',
    module: 'news-and-insights.tsx',
  },
  { path: 'case-studies', title: 'Case Studies', menu: 'main', module: 'case-studies.tsx' },
  {
    path: 'products',
    title: 'Products',
    menu: 'main',
    module: 'products.tsx',
    edits: productTabs.map(tabScreen),
  },
  {
    path: 'media',
    title: 'Media library',
    menu: 'main',
    module: 'media.tsx',
    intro:
      'Every image, video and document of the website. Upload once and use a file in many places; change an image’s alt text here and every page showing it changes.',
  },
  {
    path: 'trash',
    title: 'Trash',
    menu: 'main',
    module: 'trash.tsx',
    intro:
      'News posts, case studies, products, partner logos and panels deleted in the last 30 days, newest first. Restore one to put it back on the website as it was; after 30 days it is removed for good. Times are Lagos time.',
  },
  { path: 'settings', title: 'Settings', menu: 'main', module: 'settings.tsx' },
  {
    path: 'settings/activity',
    title: 'Activity',
    module: 'activity.tsx',
    intro:
      'Who changed what and when, every sign-in and failed sign-in, newest first. Times are Lagos time. Entries are kept for at least a year.',
  },
  {
    path: 'settings/personal-data',
    title: 'Personal data',
    module: 'personal-data.tsx',
    intro:
      'How long the website keeps each kind of personal data (Nigeria Data Protection Act 2023). A timed job removes what is older, every six hours.',
  },
  {
    path: 'settings/personal-data/requests',
    title: 'Find a person’s data',
    heading: 'Personal data: find a person’s data',
    module: 'personal-data-requests.tsx',
    intro:
      'When someone asks what the company holds about them, asks for a copy, a correction or to be forgotten: look up their e-mail address. Download it all as one file, correct a detail, or erase it all. Each look-up is recorded in Activity, without the address.',
  },
  {
    path: 'settings/search',
    title: 'Search',
    heading: 'Search: synonyms',
    module: 'search-settings.tsx',
    intro:
      'Words the site search treats as one. One group a line, words or phrases separated by commas: a search for any of them finds pages with any of them.',
  },
  { path: 'enquiries', title: 'Enquiries', menu: 'inbox', module: 'enquiries.tsx' },
  {
    path: 'subscribers',
    title: 'Subscribers',
    heading: 'Newsletter subscribers',
    menu: 'inbox',
    module: 'subscribers.tsx',
  },
  {
    path: 'sessions',
    title: 'Sessions',
    heading: 'Your sessions',
    menu: 'more',
    module: 'sessions.tsx',
  },
  {
    path: 'industries',
    title: 'Industries',
    menu: 'more',
    module: 'sections-screen.tsx',
    edits: ['industries'],
    intro: 'The industries we serve, their pages and the product catalogue per industry.',
  },
  {
    path: 'leadership',
    title: 'Leadership',
    menu: 'more',
    module: 'sections-screen.tsx',
    edits: ['leadership'],
    intro: 'The leadership page and its members.',
  },
];

export const screenUrl = (screen: CmsScreenEntry) => (screen.path ? `/cms/${screen.path}` : '/cms');

/** The screen at a URL segment under /cms; throws for one the list does not declare. */
export function screenAt(path: string): CmsScreenEntry {
  const screen = cmsScreens.find((s) => s.path === path);
  if (!screen) throw new Error(`No CMS screen at /cms/${path}`);
  return screen;
}

export const menuOf = (menu: CmsScreenEntry['menu']) => cmsScreens.filter((s) => s.menu === menu);

/** A screen's heading and document title, by its URL segment under /cms. */
export function screenHead(path: string) {
  const screen = screenAt(path);
  return {
    heading: screen.heading ?? screen.title,
    intro: screen.intro,
    url: screenUrl(screen),
    meta: () => [{ title: `${screen.title} | CMS` }],
  };
}
