/** /case-studies: the heading above the list. */
import { pageHead } from '../field-groups';
import { defineSection } from '../section';

export const caseStudiesPage = defineSection({
  key: 'case-studies/page',
  envelope: 'caseStudiesPage',
  title: 'Case studies page',
  screen: 'site',
  page: '/case-studies',
  fields: pageHead(),
});

/** In the order the CMS shows them. */
export const sections = [caseStudiesPage] as const;
