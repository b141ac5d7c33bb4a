/** Enclosures: a category page, with the ATEX junction boxes on theirs. */
import { attempt, section } from '../content.server';
import { enclosurePath } from '~/components/products/enclosures/enclosure-tabs';
import { slugTail, type LandingLoader, type TemplateLoader } from './template';

/** The one category page that also lists the boxes of its own catalogue section. */
const junctionBoxesSlug = 'atex-junction-boxes';

const enclosureCategory = (async (context, record) => {
  const [page, catalogue] = await Promise.all([
    section(context, 'products/enclosures'),
    section(context, 'catalogue/enclosures'),
  ]);
  const category = catalogue.categories.find((c) => c.slug === slugTail(record));
  if (!category) return undefined;
  const junctionBoxes =
    category.slug === junctionBoxesSlug
      ? await attempt(
          context,
          section(context, 'catalogue/atex-junction-boxes'),
          'ATEX junction boxes',
        )
      : null;
  return {
    view: {
      page,
      category,
      categories: catalogue.categories.map(({ name, slug }) => ({ name, slug })),
      junctionBoxes,
    },
    head: { name: category.name, description: category.description, image: category.image },
  };
}) satisfies TemplateLoader<unknown>;

export const enclosureTemplates = { 'enclosure-category': enclosureCategory };

const landing = (async (context) => {
  const [page, catalogue] = await Promise.all([
    section(context, 'products/enclosures'),
    section(context, 'catalogue/enclosures'),
  ]);
  const cards = catalogue.categories.map((c) => ({
    title: c.name,
    to: enclosurePath(c.slug),
    image: c.image,
    text: c.summary,
  }));
  return {
    view: { heading: page.heading, intro: catalogue.intro, cards },
    head: { kind: 'page', name: page.heading, description: catalogue.intro },
  };
}) satisfies LandingLoader<unknown>;

export const enclosuresLanding = { enclosures: landing };
