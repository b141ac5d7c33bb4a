/** /case-studies: the heading above the list. */
import { field } from '../fields';
import { defineSection } from '../section';

const pageHead = (o: { intro?: number } = {}) => ({
  heading: field.text('Heading'),
  intro: field.textarea('Introduction', { max: o.intro ?? 800 }),
});

export const caseStudiesPage = defineSection({
  key: 'case-studies/page',
  envelope: 'caseStudiesPage',
  title: 'Case studies page',
  screen: 'site',
  fields: pageHead(),
});

/** In the order the CMS shows them. */
export const sections = [caseStudiesPage] as const;
