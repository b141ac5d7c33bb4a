/**
 * The quote basket and the request for quote sent from it: one set of rules for the product
 * pages' "Add to quote" form, the /quote page, the API and the service.
 */
import { z } from 'zod';
import { emailSchema, honeypot, HONEYPOT, optionalText, phoneSchema, text } from './enquiry';
import { dayProblem } from './plain-day';
import { storableString } from './text';
import { LINE_NOTE_MAX, QUANTITY_MAX } from './quote-limits';
import { wholeNumber } from './whole-number';
import { enclosureConfigurationSchema } from './enclosure-configuration';

export { LINE_NOTE_MAX, QUANTITY_MAX };

/** Lines one basket may hold: a plant's worth, never a stranger's megabytes. */
export const BASKET_MAX_LINES = 50;
/** A single-line diagram, a PDF or a photo. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** How long a basket is kept after its last change. */
export const BASKET_DAYS = 30;

const quantity = wholeNumber({
  min: 1,
  max: QUANTITY_MAX,
  message: 'Enter the quantity as a whole number, in digits (for example 16)',
  missing: 'Enter a quantity',
  tooSmall: 'Enter a quantity of at least 1',
  tooLarge: `Enter a quantity of at most ${QUANTITY_MAX.toLocaleString('en')}`,
});
const note = storableString()
  .trim()
  .max(LINE_NOTE_MAX, `Keep the note under ${LINE_NOTE_MAX} characters`)
  .optional()
  .default('');

/** A product's id (the catalogue's UUID). */
export const productIdSchema = z.uuid({ error: 'Choose a product from the catalogue' });

/**
 * One line as a buyer adds or changes it; a configured enclosure's line carries its
 * configuration (schemas/enclosure-configuration.ts), lines stored before it simply have none.
 */
export const basketLineSchema = z.object({
  productId: productIdSchema,
  quantity,
  note,
  configuration: enclosureConfigurationSchema.optional(),
});
export type BasketLine = z.infer<typeof basketLineSchema>;

/** A date the buyer needs the goods by: today or later, within five years. */
const neededBy = storableString()
  .trim()
  .optional()
  .default('')
  // A real day: Date.parse reads 2026-02-30 as 2 March, which used to be taken.
  .refine((v) => v === '' || dayProblem(v) !== 'format', 'Enter a date as YYYY-MM-DD')
  .refine((v) => {
    if (v === '') return true;
    const day = Date.parse(`${v}T23:59:59+01:00`);
    return Number.isFinite(day) && day >= Date.now() && day < Date.now() + 5 * 365 * 86_400_000;
  }, 'Choose a date from today on');

/** The buyer's details on the /quote page. */
export const quoteRequestSchema = z.object({
  name: text('name', 160),
  company: optionalText(160),
  email: emailSchema,
  phone: phoneSchema,
  location: text('state or delivery location', 200),
  neededBy,
  message: optionalText(4000),
  [HONEYPOT]: honeypot,
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** An API client sends its lines with the request; the site sends its basket. */
export const quoteRequestApiSchema = quoteRequestSchema.extend({
  items: z
    .array(basketLineSchema)
    .min(1, 'Add at least one product')
    .max(BASKET_MAX_LINES, `Send at most ${BASKET_MAX_LINES} products in one request`),
});

export { quoteItemsText, quoteReference, type QuoteItem } from './quote-items';
