/** /careers. */
import { field } from '../fields';
import { defineSection } from '../section';

const pageHead = (o: { intro?: number } = {}) => ({
  heading: field.text('Heading'),
  intro: field.textarea('Introduction', { max: o.intro ?? 800 }),
});

export const careersPage = defineSection({
  key: 'careers/page',
  envelope: 'careersPage',
  title: 'Careers page',
  screen: 'site',
  fields: {
    ...pageHead(),
    banner: field.image('Banner image', { width: 1100, height: 400, maxKb: 60 }),
    body: field.richText('Working with us'),
  },
});

/** In the order the CMS shows them. */
export const sections = [careersPage] as const;
