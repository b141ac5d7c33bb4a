import { defineCollection } from '../collection';
import { familySeedFiles } from '../catalogue/family-seeds';
import { field } from '../fields';
import { cardSize } from '../field-groups';
import { familyDetailFields, familyFieldsByLayout, familyTemplates } from '../catalogue/templates';

/** A family's fields. */
const familyFields = {
  // As long as the landing headings before decision 0024, which become names.
  name: field.text('Name', 200),
  slug: field.slug('Address', { hint: 'The family page is /products/<address>' }),
  summary: field.textarea('Summary', 600),
  image: field.image('Image', cardSize),
  template: field.choice('Page layout', familyTemplates, { initial: 'generic' }),
  details: field.group('Layout details', familyDetailFields, {
    hint: 'What this page layout shows beyond the name and summary.',
  }),
};

/**
 * The catalogue's families (docs/decisions/0013): each has its page at `/products/<slug>` and
 * its products below it. The seven of today keep their addresses and landing layouts.
 */
export const productFamilies = defineCollection({
  key: 'product-families',
  path: 'catalogue/families',
  listEnvelope: 'families',
  itemEnvelope: 'family',
  title: 'Product families',
  searchFields: ['name'],
  required: { name: 'Enter the family name' },
  slug: { from: 'name', editable: true },
  page: '/products/{slug}',
  cmsEditor: '/cms/products?tab={slug}',
  search: {
    kind: 'family',
    document: (family) => ({
      title: family.name,
      headings: '',
      body: family.summary,
    }),
  },
  fields: familyFields,
  layouts: { field: 'details', by: 'template', fields: familyFieldsByLayout },
  // The families' own records, from their folders (app/catalogue/families.ts).
  seed: { files: familySeedFiles('family') },
});
