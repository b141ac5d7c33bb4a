import { defineCollection } from '../collection';
import { familySeedFiles } from '../catalogue/family-seeds';
import { field } from '../fields';
import {
  productDetailFields,
  productFieldsByLayout,
  productTemplates,
} from '../catalogue/templates';
import { joinWords, plainWords, wordsByWeight } from '../search-words';
import { codeForms } from '../search-text';

/** Product photos: the first is the main image on cards and in the finder. */
export const productImageSize = { width: 800, height: 600, maxKb: 80 };

/** A product's fields. */
export const productFields = {
  // As long as the titles of the pages before decision 0024, which become names.
  name: field.text('Name', 200),
  // A choice of the families in the CMS (describeCollectionWithChoices); their slug in the API.
  family: field.text('Family', 80),
  slug: field.slug('Address', {
    nested: true,
    hint: 'The page is /products/<family>/<address>. Changing it keeps the old address working.',
  }),
  summary: field.textarea('Summary', 600),
  images: field.imageList('Photos', productImageSize, 'The first is the main image'),
  body: field.richText('Description'),
  specs: field.list('Key specifications', 'Specification', {
    label: field.text('Label', 60),
    value: field.text('Value', 120),
    unit: field.text('Unit', 20),
    filter: field.choice(
      'In the product finder',
      [
        { value: 'no', label: 'No' },
        { value: 'yes', label: 'Yes, buyers filter on it' },
      ],
      { initial: 'no' },
    ),
  }),
  models: field.list('Models and part numbers', 'Model', {
    partNumber: field.text('Part number', 60),
    description: field.text('Description', 200),
  }),
  // Our own files first, then links to files elsewhere: the page lists them in that order.
  documents: field.list('Documents', 'Document', {
    title: field.text('Title', {
      max: 120,
      hint: 'What a buyer downloads, e.g. Datasheet, Catalogue, Installation guide',
    }),
    file: field.document('File'),
  }),
  downloads: field.list('Download links', 'Download', {
    title: field.text('Title', 120),
    url: field.link('Link', {
      hint: 'A datasheet or catalogue on another site (e.g. the maker’s); upload our own PDFs under Documents',
    }),
  }),
  industries: field.stringList('Industries served', {
    max: 80,
    hint: 'Industry addresses, e.g. oil-and-gas',
  }),
  caseStudies: field.stringList('Related case studies', {
    max: 120,
    hint: 'Case study addresses (the part after /case-studies/). A case study can also name this product on its own form.',
  }),
  template: field.choice('Page layout', productTemplates, {
    initial: 'generic',
    hint: 'How the product’s page is drawn. A special layout shows the fields below under “Layout details” as well as the name, description and photos here.',
  }),
  details: field.group('Layout details', productDetailFields, {
    hint: 'What this page layout shows beyond the fields above.',
  }),
  group: field.text('Group', {
    max: 60,
    hint: 'Products with the same group are shown together on the family page (e.g. low or medium voltage); the family says what each group is called.',
  }),
  visibility: field.choice(
    'Shown on the site',
    [
      { value: 'shown', label: 'Shown' },
      { value: 'hidden', label: 'Hidden' },
    ],
    { initial: 'shown' },
  ),
};

/**
 * Every product of the catalogue (docs/decisions/0013), with its page at
 * `/products/<family>/<slug>`.
 */
export const products = defineCollection({
  key: 'products',
  path: 'catalogue/products',
  listEnvelope: 'products',
  itemEnvelope: 'product',
  title: 'Products',
  searchFields: ['name', 'summary'],
  required: { name: 'Enter the product name', family: 'Choose the product family' },
  slug: { from: 'name', editable: true, scope: 'family' },
  references: {
    family: { collection: 'productFamilies', message: 'Choose one of the product families' },
  },
  linksTo: {
    caseStudies: {
      collection: 'caseStudies',
      message: 'No case study has this address (the part after /case-studies/)',
    },
  },
  page: '/products/{family}/{slug}',
  cmsEditor: '/cms/products?tab={family}&productEdit={id}',
  sitemap: 'products',
  search: {
    kind: 'product',
    // Its family's name is one of its headings.
    with: 'family',
    // A shown product: its name; its family, summary, specifications and part numbers; its text.
    document: (p, family) =>
      p.visibility !== 'shown'
        ? undefined
        : {
            title: p.name,
            // Its summary says what it is, as a news post's subtitle does (issue 52).
            headings: joinWords([
              typeof family?.name === 'string' ? family.name : p.family,
              p.summary,
              ...p.specs.map((s) => `${s.label} ${s.value}${s.unit ? ` ${s.unit}` : ''}`),
              // As printed and run together, so "TGA316LM25" finds "TG-A316L-M25" (issue 52).
              ...p.models.flatMap((m) => codeForms(m.partNumber)),
            ]),
            body: joinWords([
              plainWords(p.body),
              ...p.models.map((m) => m.description),
              // What its layout shows (features, tab texts, gland tables…) is found too.
              ...Object.values(wordsByWeight(productDetailFields, p.details)),
            ]),
          },
  },
  filters: {
    family: { field: 'family', description: 'Only this family (its address, e.g. gaskets)' },
    industry: {
      field: 'industries',
      description: 'Only products serving this industry (its address, e.g. oil-and-gas)',
    },
    caseStudy: {
      field: 'caseStudies',
      description: 'Only products used in this case study (its address)',
    },
  },
  shownWhen: { field: 'visibility', value: 'shown' },
  fields: productFields,
  layouts: { field: 'details', by: 'template', fields: productFieldsByLayout },
  // Each family's own, from its folder.
  seed: { files: familySeedFiles('products') },
});
