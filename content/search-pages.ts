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

/** A page whose title is the heading of its first section. */
const page = (url: string, ...sections: [SectionKey, ...SectionKey[]]): SearchPage => ({
  url,
  title: { section: sections[0], field: 'heading' },
  sections,
});

export const searchPages: readonly SearchPage[] = [
  page('/who-we-are', 'about/who-we-are', 'about/values', 'about/vision-mission'),
  page('/services', 'services/page', 'home/services'),
  page('/leadership', 'leadership'),
  page('/careers', 'careers/page'),
  page('/contacts', 'contacts/page', 'footer'),
  page('/privacy', 'privacy'),
];
