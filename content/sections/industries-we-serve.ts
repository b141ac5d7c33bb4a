/** /industries-we-serve/{slug}: the industries and the product catalogue their pages share. */
import { field } from '../fields';
import { cardSize, nameAndSlug } from '../field-groups';
import { defineSection } from '../section';

export const industryBanner = { width: 1100, height: 400 };

export const industries = defineSection({
  key: 'catalogue/industries',
  envelope: 'industries',
  title: 'Industries we serve',
  screen: 'industries',
  fields: {
    industries: field.list('Industries', 'Industry', {
      ...nameAndSlug({ max: 80, page: '/industries-we-serve/{slug}' }),
      heading: field.text('Page heading', { max: 160 }),
      audience: field.text('Who it is for (one line)', { max: 200 }),
      banner: field.image('Banner image', industryBanner),
      image: field.image('Slide image (home slider)', cardSize),
      summary: field.textarea('Summary', { max: 600 }),
    }),
  },
});

/**
 * The spec's shared catalogue of the industry pages. Those pages now list each industry's own
 * products from the catalogue (docs/decisions/0013); this list names the product lines the
 * quote form offers, and its links let a product page's "Request a quote" preselect one.
 */
export const industryCatalogue = defineSection({
  key: 'catalogue/industry-catalogue',
  envelope: 'industryCatalogue',
  title: 'Quote form: product lines',
  screen: 'industries',
  fields: {
    groups: field.list('Catalogue groups', 'Group', {
      categoryName: field.text('Category name', { max: 80 }),
      products: field.list('Products', 'Product', {
        productName: field.text('Product name', { max: 120 }),
        productUrl: field.link('Product link', { hint: 'e.g. /products/enclosures/electrical' }),
      }),
    }),
  },
});

/** Around the industries pages: the heading and intro of the shared product catalogue. */
export const industriesPage = defineSection({
  key: 'industries-we-serve',
  envelope: 'industriesPage',
  title: 'Industries pages',
  screen: 'industries',
  fields: {
    catalogueHeading: field.text('Catalogue heading'),
    catalogueIntro: field.textarea('Catalogue introduction', { max: 1000 }),
  },
});

/** In the order the CMS shows them. */
export const sections = [industries, industryCatalogue, industriesPage] as const;
