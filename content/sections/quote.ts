/**
 * The quote basket: the words of "Add to quote" on product pages, the header's basket link and
 * the /quote page where a buyer sends one request for several products.
 */
import { field } from '../fields';
import { defineSection } from '../section';

export const quotePage = defineSection({
  key: 'quote/page',
  envelope: 'quotePage',
  title: 'Quote basket',
  screen: 'site',
  page: '/quote',
  fields: {
    heading: field.text('Page heading', 120),
    intro: field.textarea('Introduction', 400),
    empty: field.textarea('When the basket is empty', 400),
    browseLabel: field.text('Link to the products when empty', 60),
    detailsHeading: field.text('Heading above the buyer’s details', 120),
    addLabel: field.text('Button on product pages', 40),
    headerLabel: field.text('Basket link in the header', 40),
    attachmentHint: field.text('Hint under the attachment', 200),
  },
});

export const sections = [quotePage] as const;
