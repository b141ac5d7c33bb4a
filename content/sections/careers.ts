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
    thanks: field.textarea('Said when an application is sent', {
      max: 300,
      hint: 'The application’s reference follows it, as set in Form messages',
    }),
  },
});

/** In the order the CMS shows them. */
export const sections = [careersPage] as const;
