/**
 * The basket's limits the product pages and /quote write into their fields (max=, maxLength=):
 * apart from the schemas (schemas/quote.ts re-exports them) so those pages do not load zod.
 */
export const QUANTITY_MAX = 100_000;
export const LINE_NOTE_MAX = 300;
