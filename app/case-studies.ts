import { caseStudyCategories } from '../content/case-study-categories';

/** The display label of a stored category, matched case-insensitively. */
export function categoryLabel(category: string): string {
  const value = category.trim().toLowerCase();
  return caseStudyCategories.find((c) => c.value === value)?.label ?? category;
}
