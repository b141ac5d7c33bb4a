/**
 * Groups of fields that several sections declare alike (a page's heading and introduction, a
 * card that links to a page, a list entry with its own page…), declared once so that the same
 * thing is labelled, hinted and limited the same way on every CMS screen. Spread them into a
 * section's fields where they belong in its order.
 */
import { field, type Fields } from './fields';

/** Image sizes the client's CMS spec hints at, shared by several pages. */
export const cardSize = { width: 400, height: 300 };
export const linkCardSize = { width: 400, height: 300, maxKb: 40 };
export const squareSize = { width: 400, height: 400 };
export const productMainSize = { width: 1100, height: 500, maxKb: 40 };
/** A news post's image and a case study's photos. */
export const storyImageSize = { width: 900, height: 400, maxKb: 40 };
/** A wide image across the top of a page (careers' banner, the contacts page's map preview). */
export const wideBannerSize = { width: 1100, height: 400, maxKb: 60 };

/** A page's heading and the introduction under it. */
export const pageHead = (o: { intro?: number } = {}) => ({
  heading: field.text('Heading'),
  intro: field.textarea('Introduction', o.intro ?? 800),
});

/** A card linking to a page: its title, any text the card shows, its image and its target. */
export const linkCard = <T extends Fields = Record<never, never>>(text: T = {} as T) => ({
  title: field.text('Title', 120),
  ...text,
  image: field.image('Image', linkCardSize),
  to: field.link('Links to'),
});

/**
 * A list entry's name and the slug of its own page; `page` is that page's address with
 * `{slug}` in it, shown to editors. The slug's limit is the name's unless given.
 */
export const nameAndSlug = (o: { max: number; slugMax?: number; page?: string }) => ({
  name: field.text('Name', o.max),
  slug: field.text('Slug (address part)', {
    max: o.slugMax ?? o.max,
    hint: o.page && `The page is ${o.page}`,
  }),
});

/** A product page's title and the text under it. */
export const titleAndDescription = () => ({
  title: field.text('Title'),
  description: field.textarea('Description'),
});

/** The body of a catalogue entry's own page. */
export const descriptionAndFeatures = () => ({
  description: field.textarea('Description', 2000),
  features: field.stringList('Features', 200),
});

/** A product page's link to its external catalogue file. */
export const catalogueLink = () =>
  field.link('Catalogue link', {
    hint: 'External catalogue file, opened in a new tab. Leave empty to hide the link.',
  });

/** A family landing's introduction under its heading; the family's summary is its cards' line. */
export const landingIntro = () =>
  field.textarea('Introduction under the heading', {
    max: 1500,
    hint: 'The summary above is the shorter line the family’s cards show (home page, finder).',
  });
