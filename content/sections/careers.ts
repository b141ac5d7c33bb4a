/** /careers. */
import { field } from '../fields';
import { pageHead, wideBannerSize } from '../field-groups';
import { defineSection } from '../section';

export const careersPage = defineSection({
  key: 'careers/page',
  envelope: 'careersPage',
  title: 'Careers page',
  screen: 'site',
  page: '/careers',
  fields: {
    ...pageHead(),
    banner: field.image('Banner image', wideBannerSize),
    body: field.richText('Working with us'),
  },
});

/** In the order the CMS shows them. */
export const sections = [careersPage] as const;
