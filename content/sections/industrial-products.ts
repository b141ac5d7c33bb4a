/** Enclosures, warehouse storage, gaskets and power generation pages. */
export const industrialProductSections = [] as const;
