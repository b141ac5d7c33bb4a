/**
 * A collection that exists only in tests/api/fixture-collection.test.ts: downloadable
 * brochures, the example of docs/architecture.md's "Add a collection". This file holds what the
 * recipe puts in `content/collections/<name>.ts` (its declaration); the test adds its registry
 * line, and its line in the table map, which builds its table from the declaration.
 */
import { defineCollection } from '../../content/collection';
import { field } from '../../content/fields';

/** Step 1: the declaration, every option generic code reads given. */
export const brochures = defineCollection({
  key: 'brochures',
  path: 'brochures',
  listEnvelope: 'brochures',
  itemEnvelope: 'brochure',
  title: 'Brochures',
  required: { title: 'Enter a title' },
  searchFields: ['title'],
  slug: { from: 'title' },
  page: '/brochures/{slug}',
  cmsEditor: '/cms/brochures?edit={id}',
  sitemap: 'brochures',
  search: {
    kind: 'page',
    document: (brochure) => ({ title: brochure.title, headings: '', body: brochure.summary }),
  },
  fields: {
    title: field.text('Title', 160),
    summary: field.textarea('Summary', 600),
    cover: field.image('Cover', { width: 600, height: 400 }),
  },
  seed: [
    {
      title: 'Switchgear buyers guide',
      summary: 'Form 4 segregation, fault ratings and busbar sizing, explained for site owners.',
    },
  ],
});
