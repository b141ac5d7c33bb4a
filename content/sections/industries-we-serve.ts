/** /industries-we-serve/{slug}: the industries and the product catalogue their pages share. */
import { field } from '../fields';
import { cardSize, nameAndSlug } from '../field-groups';
import { joinWords } from '../search-words';
import { defineSection } from '../section';

const industryBanner = { width: 1100, height: 400 };

export const industries = defineSection({
  key: 'catalogue/industries',
  envelope: 'industries',
  title: 'Industries we serve',
  screen: 'industries',
  fields: {
    industries: field.list('Industries', 'Industry', {
      ...nameAndSlug({ max: 80, page: '/industries-we-serve/{slug}' }),
      heading: field.text('Page heading', 160),
      audience: field.text('Who it is for (one line)', 200),
      banner: field.image('Banner image', industryBanner),
      image: field.image('Slide image (home slider)', cardSize),
      summary: field.textarea('Summary', 600),
    }),
  },
  // An industry's page: its heading, audience and summary.
  search: {
    kind: 'industry',
    documents: ({ industries }) =>
      industries.map((i) => ({
        name: i.slug,
        url: `/industries-we-serve/${i.slug}`,
        title: i.name,
        headings: joinWords([i.heading, i.audience]),
        body: i.summary,
      })),
  },
});

export const industriesPage = defineSection({
  key: 'industries-we-serve',
  envelope: 'industriesPage',
  title: 'Industries pages',
  screen: 'industries',
  fields: {
    catalogueHeading: field.text('Catalogue heading'),
    catalogueIntro: field.textarea('Catalogue introduction', 1000),
  },
});

/** In the order the CMS shows them. */
export const sections = [industries, industriesPage] as const;
