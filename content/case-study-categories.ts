/** The five case-study industries (the client's CMS spec), in the order the filter lists them. */
export const caseStudyCategories = [
  { value: 'power & energy', label: 'Power & Energy', slug: 'power-and-energy' },
  { value: 'oil & gas', label: 'Oil & Gas', slug: 'oil-and-gas' },
  { value: 'aviation', label: 'Aviation', slug: 'aviation' },
  {
    value: 'industrial & manufacturing',
    label: 'Industrial & Manufacturing',
    slug: 'industrial-and-manufacturing',
  },
  { value: 'telecommunications', label: 'Telecommunications', slug: 'telecommunications' },
] as const;

export type CaseStudyCategory = (typeof caseStudyCategories)[number]['value'];
