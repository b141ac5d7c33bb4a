/** Case studies, news, careers and contacts pages. */
export const sitePageSections = [] as const;
