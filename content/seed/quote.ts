/** First-start copy of the quote basket (its sections are declared in content/sections/quote.ts). */
import { type SeedsOf } from '../section';
import type { sections } from '../sections/quote';

export const seed: SeedsOf<typeof sections> = {
  'quote/page': {
    heading: 'Your request for quote',
    intro:
      'Collect the products you need, set the quantities, and send us one request. Our sales engineers reply with prices and lead times within one working day.',
    empty:
      'Your quote is empty. Open any product and press “Add to quote” to collect what your project needs.',
    browseLabel: 'Browse our products',
    detailsHeading: 'Where should we send the quote?',
    addLabel: 'Add to quote',
    headerLabel: 'Quote',
    attachmentHint:
      'Optional: a single-line diagram, a drawing or a photo of a nameplate, as a PDF or an image of at most 10 MB.',
  },
};
