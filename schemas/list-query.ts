/**
 * The query of a paged staff list (the inbox, subscribers, the CMS's collections): a search
 * text and a page number, shared by the API's validation and the CMS's loaders.
 */
import { z } from 'zod';
import { wholeNumber } from './whole-number';

export const SEARCH_MAX = 200;
/** Far beyond any real list; keeps `page × pageSize` a small, safe offset. */
export const PAGE_MAX = 100_000;

export const searchTextSchema = z
  .string()
  .trim()
  .max(SEARCH_MAX, `Search for at most ${SEARCH_MAX} characters`);

export const pageNumberSchema = wholeNumber({
  min: 1,
  max: PAGE_MAX,
  message: 'Enter a whole page number, in digits',
  missing: 'Enter a page number',
  tooSmall: 'Pages start at 1',
  tooLarge: `Enter a page number up to ${PAGE_MAX}`,
});

/** `page` and `pageSize` of an API list, with the list's default and largest page size. */
export const pageParamsSchema = (defaultSize: number, maxSize: number) =>
  z.object({
    page: pageNumberSchema.default(1),
    pageSize: wholeNumber({
      min: 1,
      max: maxSize,
      message: `Enter a page size from 1 to ${maxSize}, in digits`,
      missing: 'Enter a page size',
    }).default(defaultSize),
  });

/**
 * A page number from an address the browser built, leniently: anything that is not a page is
 * page 1 (a CMS screen answers with a page, not an error).
 */
export const lenientPage = (value: string | null) => {
  const parsed = pageNumberSchema.safeParse(value ?? '1');
  return parsed.success ? parsed.data : 1;
};

/** A search text from an address the browser built: trimmed, cut to the longest allowed. */
export const lenientSearch = (value: string | null) =>
  (value ?? '').trim().slice(0, SEARCH_MAX).trim();
