/**
 * What buyers ask for (issue 33): `GET /insights`, the dashboard's numbers, and Settings →
 * Search's synonym groups, `GET`/`PUT /search/synonyms`. Signed-in staff only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { insightsSchema, MAX_PERIOD_DAYS } from '../../../schemas/insights';
import { synonymsInput, synonymsSchema } from '../../../schemas/search-synonyms';
import { requestActor, requireUser } from '../auth/auth-plugin';
import type { Services } from '../../services';

const day = (which: string) =>
  z
    .string()
    .optional()
    .describe(`The ${which} day of the period (Lagos time), YYYY-MM-DD, included`);

export const insightsRoutes =
  ({ insights, synonyms }: Pick<Services, 'insights' | 'synonyms'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/insights',
      {
        onRequest: requireUser,
        schema: {
          tags: ['insights'],
          summary: 'What buyers ask for: enquiries, products, page views, searches (signed in)',
          description: `Counts over a period of Lagos days, by default the last 30 (today included); at most ${MAX_PERIOD_DAYS} days. Enquiries by week (Monday) and type; by product, family and industry (quote lines and the contact form's product line); how many were answered (moved from "new") and the median hours until then; those still new after two working days. Page views per week and the top pages, counted on the server without cookies (bots and prefetches left out; within a minute of the visit). Searches: the most frequent and those that found nothing. Bad days: 400 with a message per field.`,
          querystring: z.object({ from: day('first'), to: day('last') }),
          response: { 200: z.object({ insights: insightsSchema }) },
        },
      },
      async (request) => ({ insights: await insights.forQuery(request.query) }),
    );

    app.get(
      '/search/synonyms',
      {
        onRequest: requireUser,
        schema: {
          tags: ['search'],
          summary: 'The synonym groups the site search applies (signed in)',
          response: { 200: synonymsSchema },
        },
      },
      async () => ({ synonyms: await synonyms.get() }),
    );

    app.put(
      '/search/synonyms',
      {
        onRequest: requireUser,
        schema: {
          tags: ['search'],
          summary: 'Replace the synonym groups (signed in)',
          description:
            'Every group, each of 2–20 words or phrases (lower-cased); a query holding one of them finds pages with any of them, in every type of result. Replaces the whole list; bad input: 400 with a message per field (`groups.0.1`), and nothing changes. Recorded in the audit log; cached pages refresh.',
          body: synonymsInput,
          response: { 200: synonymsSchema },
        },
      },
      async (request) => ({
        synonyms: await synonyms.update(request.body, await requestActor(request)),
      }),
    );
  };
