import { caseStudyCategories } from '../case-study-categories';
import { field } from '../fields';
import { storyImageSize } from '../field-groups';
import { defineCollection } from '../collection';
import { placeholdersAt } from '../section';
import { joinWords, plainWords } from '../search-words';

const images = (...labels: string[]) => labels.map(placeholdersAt(storyImageSize)).join(',');

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
  seed: [
    {
      title: '33kV substation upgrade for an industrial estate',
      category: 'power & energy',
      imageUrl: images('Substation upgrade', 'Medium voltage switchgear', 'Control room'),
      project:
        'An industrial estate outgrew its 33kV intake. The client needed more capacity and better protection without a long shutdown of the tenants it supplies.',
      solutionsProvided:
        '<p>We supplied and installed medium voltage switchgear and a new low voltage main distribution board, staged so that each tenant lost power for one planned weekend only.</p><ul><li>Protection study and relay settings</li><li>Factory acceptance tests witnessed by the client</li><li>Commissioning and as-built documentation</li></ul>',
      products: [],
    },
    {
      title: 'Hazardous-area power panels for a gas plant',
      category: 'oil & gas',
      imageUrl: images('Gas plant panels', 'ATEX junction boxes', 'Cable glands'),
      project:
        'A gas processing plant needed distribution and control panels rated for its hazardous areas, delivered to a tight shutdown window.',
      solutionsProvided:
        '<p>We built ATEX power panels and junction boxes and supplied certified cable glands for every entry, with full documentation for the site’s hazardous area dossier.</p>',
      products: ['cable-management/cable-glands/atex', 'enclosures/atex-junction-boxes'],
    },
    {
      title: 'Airfield lighting power distribution',
      category: 'aviation',
      imageUrl: images('Airfield lighting', 'Distribution boards', 'Cable ladders'),
      project:
        'An airport operator needed resilient power distribution for its airfield lighting and terminal services.',
      solutionsProvided:
        '<p>We designed and fabricated dual-fed distribution boards with automatic changeover, and installed the cable ladders and trays that carry the feeders.</p>',
      products: [],
    },
    {
      title: 'Motor control centre for a food factory',
      category: 'industrial & manufacturing',
      imageUrl: images('Motor control centre', 'Factory floor', 'Cable trays'),
      project:
        'A food manufacturer was adding two production lines and needed motor control for conveyors, mixers and packaging machines.',
      solutionsProvided:
        '<p>We built a form 4 motor control centre, installed the cable management along the new lines and trained the client’s electricians on operation and maintenance.</p>',
      products: [],
    },
    {
      title: 'Hybrid power for rural base stations',
      category: 'telecommunications',
      imageUrl: images('Rural base station', 'Gas-powered generator', 'Battery cabinet'),
      project: 'A network operator wanted to cut diesel use and outages at off-grid base stations.',
      solutionsProvided:
        '<p>We supplied TG-series gas-powered DC generators with battery enclosures and remote monitoring, and maintain the sites under a service agreement.</p>',
      products: ['enclosures/battery'],
    },
  ],
});
