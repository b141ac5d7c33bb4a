import type { SearchKind } from '../../../content/search-text';

/** The search page section's fields that name each type of result. */
export interface TypeLabelFields {
  productLabel: string;
  familyLabel: string;
  industryLabel: string;
  caseStudyLabel: string;
  newsLabel: string;
  pageLabel: string;
}

/** The words for each type of result, from the search page's section. */
export const typeLabels = (text: TypeLabelFields): Record<SearchKind, string> => ({
  product: text.productLabel,
  family: text.familyLabel,
  industry: text.industryLabel,
  'case-study': text.caseStudyLabel,
  news: text.newsLabel,
  page: text.pageLabel,
});
