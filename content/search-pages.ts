/**
 * The pages of the site the search finds as pages (docs/decisions/0014): each is made of some
 * sections, its title read from one of their fields. Products, families, industries, case
 * studies and news are found from their own records.
 */
import type { SectionKey } from './registry';

export interface SearchPage {
  url: string;
  /** The section and field holding the page's heading. */
  title: { section: SectionKey; field: string };
  /** Every section whose words are the page's. */
  sections: readonly SectionKey[];
}

export const searchPages: readonly SearchPage[] = [
  {
    url: '/who-we-are',
    title: { section: 'about/who-we-are', field: 'heading' },
    sections: ['about/who-we-are', 'about/values', 'about/vision-mission'],
  },
  {
    url: '/services',
    title: { section: 'services/page', field: 'heading' },
    sections: ['services/page', 'home/services'],
  },
  {
    url: '/leadership',
    title: { section: 'leadership', field: 'heading' },
    sections: ['leadership'],
  },
  {
    url: '/careers',
    title: { section: 'careers/page', field: 'heading' },
    sections: ['careers/page'],
  },
  {
    url: '/contacts',
    title: { section: 'contacts/page', field: 'heading' },
    sections: ['contacts/page', 'footer'],
  },
  {
    url: '/privacy',
    title: { section: 'privacy', field: 'heading' },
    sections: ['privacy'],
  },
];
