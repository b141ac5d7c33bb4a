/** First-start content of /contacts (its sections are declared in content/sections/contacts.ts). */
import { placeholder, type SeedsOf } from '../section';
import type { sections } from '../sections/contacts';

export const seed: SeedsOf<typeof sections> = {
  'contacts/page': {
    heading: 'Contact us',
    intro:
      'Tell us what you need, ask for a quote, or visit us. Our engineers answer enquiries within one working day.',
    mapTitle: 'Find our head office',
    mapPreview: placeholder(1100, 400, 'Map of our Lagos head office'),
    mapQuery: '14 Admiralty Way, Lekki Phase 1, Lagos, Nigeria',
    openingHours: 'Monday to Friday, 8:00 to 17:00',
  },
};
