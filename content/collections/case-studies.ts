import { caseStudyCategories } from '../case-study-categories';
import { field } from '../fields';
import { storyImageSize } from '../field-groups';
import { defineCollection } from '../collection';
import { joinWords, plainWords } from '../search-words';

export const caseStudies = defineCollection({
  key: 'case-studies',
  path: 'case-studies',
  listEnvelope: 'caseStudies',
  itemEnvelope: 'caseStudy',
  title: 'Case studies',
  searchFields: ['title'],
  required: { title: 'Enter a title' },
  // /case-studies/aviation is the aviation list, not a project.
  slug: { from: 'title', reserved: caseStudyCategories.map((c) => c.slug) },
  address: '/case-studies/{slug}',
  cmsEditor: '/cms/case-studies?edit={id}',
  sitemap: 'case-studies',
  search: {
    kind: 'case-study',
    dated: true,
    document: (study) => ({
      title: study.title,
      headings: study.category,
      body: joinWords([study.project, plainWords(study.solutionsProvided)]),
    }),
  },
  linksTo: {
    products: {
      collection: 'products',
      message:
        'No product has this address (the part after /products/, e.g. cable-management/eris)',
    },
  },
  fields: {
    title: field.text('Title', 160),
    category: field.choice('Category', caseStudyCategories),
    imageUrl: field.imageList(
      'Images',
      storyImageSize,
      'max 40KB, 900x400 each; the first is the list thumbnail',
    ),
    project: field.textarea('Project', 3000),
    solutionsProvided: field.richText('Solutions provided'),
    products: field.stringList('Products used', {
      max: 200,
      hint: 'Product addresses after /products/, e.g. cable-management/eris. A product can also name this case study on its own form.',
    }),
  },
  seed: { files: [{ path: 'content/seed/collections/case-studies.yaml', at: 'caseStudies' }] },
});
