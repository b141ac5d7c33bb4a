/**
 * The site search over the API (docs/decisions/0014): `GET /search` answers ranked results ten
 * a page; `GET /search/suggestions` the titles for the box's suggestions while typing. Both are
 * public and cached; a client's searches past the cache are limited.
 */
import { z } from 'zod';
import { SEARCH_MAX } from '../../../content/search-text';
import { wholeNumber } from '../../../schemas/whole-number';
import { rateRules } from '../../services/shared/rate-limiter';
import { searchKinds } from '../../../content/search-documents';
import type { Services } from '../../services';
import { HttpError } from '../../http/errors';
import type { RoutesOver } from '../shared/route-plugin';

const q = z
  .string({ error: 'Type what to search for' })
  .trim()
  .min(1, { error: 'Type what to search for' })
  .max(SEARCH_MAX, { error: `Must be at most ${SEARCH_MAX} characters` })
  .describe('What to search for: words, a model or part number');

const result = z.object({
  type: z.enum(searchKinds),
  title: z.string(),
  url: z.string().describe('The address of its page on the site'),
});

export const searchRoutes: RoutesOver<Pick<Services, 'search' | 'rateLimits'>> =
  ({ search, rateLimits }) =>
  async (app) => {
    // Runs only when the response cache has no answer: what a client can make us compute.
    app.addHook('preHandler', async (request, reply) => {
      const verdict = await rateLimits.take(rateRules.search, request.ip);
      if (verdict.allowed) return;
      reply.header('retry-after', String(verdict.retryAfterSeconds));
      throw new HttpError(429, 'rate_limited', 'Too many searches: wait a minute and try again');
    });

    app.get(
      '/search',
      {
        schema: {
          tags: ['search'],
          summary: 'Search the site: products, families, industries, case studies, news, pages',
          querystring: z.object({
            q,
            type: z.enum(searchKinds).optional().describe('Only results of this type'),
            page: wholeNumber({
              min: 1,
              max: 10_000,
              message: 'Must be a whole number from 1',
              tooLarge: 'Must be a whole number from 1 to 10,000',
            }).default(1),
          }),
          response: {
            200: z.object({
              results: z.array(
                result.extend({
                  snippet: z.string(),
                  part: z
                    .string()
                    .optional()
                    .describe('The part or model number the query named, as the product prints it'),
                  missing: z
                    .array(z.string())
                    .optional()
                    .describe('When no result has every word: the words this one lacks'),
                }),
              ),
              total: z.number().int(),
              counts: z
                .record(z.enum(searchKinds), z.number().int())
                .describe('Matches of each type, each counted up to 500'),
              more: z.array(z.enum(searchKinds)).describe('The types with more than 500 matches'),
              page: z.number().int(),
              pageCount: z.number().int(),
              showingFor: z
                .string()
                .optional()
                .describe('The corrected query the results are for, when the one sent found none'),
              didYouMean: z.string().optional().describe('A correction worth offering'),
              mostWords: z
                .object({
                  dropped: z
                    .array(z.string())
                    .describe('The words of the query the first result lacks'),
                })
                .optional()
                .describe(
                  'Set when no result has every word of the query: the results have most of them',
                ),
            }),
          },
        },
      },
      async (request) => {
        const { q: text, type, page } = request.query;
        const { results, total, counts, more, pageCount, showingFor, didYouMean, mostWords } =
          await search.search({ q: text, type, page });
        return {
          results,
          total,
          counts,
          more,
          page,
          pageCount,
          showingFor,
          didYouMean,
          mostWords,
        };
      },
    );

    app.get(
      '/search/suggestions',
      {
        schema: {
          tags: ['search'],
          summary: 'Titles matching what is typed so far, for suggestions while typing',
          querystring: z.object({ q }),
          response: { 200: z.object({ suggestions: z.array(result) }) },
        },
      },
      async (request) => ({ suggestions: await search.suggest(request.query.q) }),
    );
  };
