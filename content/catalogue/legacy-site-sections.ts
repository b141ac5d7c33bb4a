/**
 * Lists of before decision 0024 that named the catalogue's families and products a second
 * time: the menu's and home grid's product categories (now the family records) and the quote
 * form's product lines (now the families' and products' names).
 */
import { entries, text, type LegacySection } from './legacy-sections';

export const legacySiteSections: LegacySection[] = [
  {
    // A category an editor changed changes its family: name, summary and image.
    key: 'catalogue/product-categories',
    moves: (value) =>
      entries(value, 'categories').flatMap((category) => {
        const slug = /^\/?products\/([a-z0-9-]+)$/.exec(text(category, 'link'))?.[1];
        const patch = Object.fromEntries(
          [
            ['name', text(category, 'label')],
            ['summary', text(category, 'summary')],
            ['image', text(category, 'image')],
          ].filter(([, v]) => v !== ''),
        );
        return slug ? [{ collection: 'productFamilies' as const, record: { slug }, patch }] : [];
      }),
  },
  // Its names were the quote form's: the form now offers the records' own names.
  { key: 'catalogue/industry-catalogue', moves: () => [] },
];
