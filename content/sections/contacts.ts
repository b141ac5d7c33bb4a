/** /contacts. */
import { field } from '../fields';
import { pageHead, wideBannerSize } from '../field-groups';
import { defineSection } from '../section';

export const contactsPage = defineSection({
  key: 'contacts/page',
  envelope: 'contactsPage',
  title: 'Contacts page',
  screen: 'site',
  page: '/contacts',
  fields: {
    ...pageHead(),
    mapTitle: field.text('Map heading'),
    mapPreview: field.image(
      'Map preview image (shown until the visitor opens the map)',
      wideBannerSize,
    ),
    mapQuery: field.text('Map location (address or coordinates for the embedded map)', 300),
    openingHours: field.textarea('Opening hours', 300),
    thanks: field.textarea('Said when a message or quote request is sent', {
      max: 300,
      hint: 'The enquiry’s reference follows it, as set in Form messages',
    }),
  },
});

/** In the order the CMS shows them. */
export const sections = [contactsPage] as const;
