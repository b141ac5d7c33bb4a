/**
 * The quote basket's API: a configured enclosure checked and described (docs/decisions/0053),
 * what the configurator's page does before it adds the line to the visitor's basket. Requests
 * for quote themselves are enquiry-routes.ts's (`/quote-requests`, whose lines may carry a
 * configuration).
 */
import { z } from 'zod';
import { CONFIGURATOR_PAGE } from '../../../schemas/enclosure-limits';
import type { QuoteService } from '../../services/enquiries/quote-service';
import { HttpError } from '../../http/errors';
import { formBody } from '../shared/route-schemas';
import type { RoutesOver } from '../shared/route-plugin';

/** A configuration is a few dozen short fields: a body past this is not one. */
const CONFIGURATION_BODY_LIMIT = 8 * 1024;

export const quoteRoutes: RoutesOver<QuoteService> = (quotes) => async (app) => {
  app.post(
    '/enclosure-configurations',
    {
      bodyLimit: CONFIGURATION_BODY_LIMIT,
      schema: {
        tags: ['enquiries'],
        summary: 'Check a customised enclosure’s configuration and describe it in words',
        description: `Fields: productId (the Customised Enclosures product, ${CONFIGURATOR_PAGE}), height, width, depth (mm), material, ip, ik, mounting, doors, window (yes/no), lock, colour (a RAL Classic code), cableEntry, glandPlate (yes/no), drawing (yes/no: a drawing will follow), quantity, note. Answers the configuration, its words as the basket and the quote show them, and the configurator's address filled in; 400 with a message per field, impossible combinations (a window with IP68, pole mounting above its size…) included. Send it in a request for quote as an item's \`configuration\`.`,
        body: formBody,
        response: {
          200: z.object({
            // As checked: numbers in mm, options' values, `RAL 7035` (the schema's output).
            configuration: z.record(z.string(), z.union([z.string(), z.number()])),
            quantity: z.number(),
            note: z.string(),
            text: z.string(),
            url: z.string(),
          }),
        },
      },
    },
    async (request) => {
      const result = await quotes.describe(request.body);
      if (!result.ok)
        throw new HttpError(400, 'validation', 'Some fields need attention', result.fields);
      const { ok: _ok, ...described } = result;
      return described;
    },
  );
};
