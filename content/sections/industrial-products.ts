/**
 * Enclosures, warehouse storage, gaskets and power generation pages. The catalogue lists these
 * pages show (enclosure categories, ATEX junction boxes, generator models, standard pallet
 * racks) live in catalogue.ts and products.ts; the sections here hold the rest of each page.
 */
import { field } from '../fields';
import { defineSection, placeholder, type SectionDef } from '../section';

const cardSize = { width: 400, height: 300, maxKb: 40 };
const blockSize = { width: 800, height: 500, maxKb: 60 };
const tileSize = { width: 600, height: 400, maxKb: 50 };
const gasketImageSize = { width: 800, height: 500, maxKb: 60 };
const gasketTypeSize = { width: 400, height: 400, maxKb: 40 };

const catalogueHint = 'External catalogue file, opened in a new tab. Leave empty to hide the link.';
const gasketsCatalogue = 'https://example.com/catalogues/tranos-gaskets.pdf';

// ---------------------------------------------------------------------------------------------
// Enclosures: headings of the landing and the category pages
// ---------------------------------------------------------------------------------------------

export const enclosuresPage = defineSection({
  key: 'products/enclosures',
  envelope: 'enclosuresPage',
  title: 'Enclosures pages',
  screen: 'products/enclosures',
  fields: {
    heading: field.text('Heading of the enclosures page'),
    featuresHeading: field.text('Heading above each category’s features'),
    junctionBoxesHeading: field.text('Heading above the ATEX junction boxes'),
    callToAction: field.textarea('Call to action', {
      max: 400,
      hint: 'Shown on a category page whose link points elsewhere, e.g. Customised → /contacts',
    }),
    callToActionLabel: field.text('Call to action button', { max: 40 }),
  },
  seed: {
    heading: 'Enclosures',
    featuresHeading: 'Key features',
    junctionBoxesHeading: 'Our ATEX junction boxes',
    callToAction:
      'Tell us what goes inside, where it will stand and how many you need. Our design office will come back to you with a drawing and a price.',
    callToActionLabel: 'Contact us',
  },
});

// ---------------------------------------------------------------------------------------------
// Warehouse storage systems
// ---------------------------------------------------------------------------------------------

export const warehouseStorage = defineSection({
  key: 'products/warehouse-storage',
  envelope: 'warehouseStorage',
  title: 'Warehouse Storage Systems page',
  screen: 'products/warehouse-storage',
  fields: {
    heading: field.text('Heading'),
    intro: field.textarea('Introduction', { max: 1500 }),
    blocks: field.list(
      'Blocks after Standard Pallet Racks (shelving, mezzanines, safety accessories)',
      'Block',
      {
        title: field.text('Title', { max: 120 }),
        description: field.textarea('Description', { max: 2000 }),
        image: field.image('Image', blockSize),
      },
    ),
  },
  seed: {
    heading: 'Warehouse Storage Systems',
    intro:
      'A well-planned warehouse holds more, moves faster and keeps people safe. We plan, supply and install pallet racking, industrial shelving, mezzanine floors and the safety accessories that protect them, sized to your building, your loads and the way you work.',
    blocks: [
      {
        title: 'Industrial Shelving',
        description:
          'For cartons, spare parts and hand-picked stock, industrial shelving makes every item easy to see and reach. Shelf levels adjust as your stock changes, and bays can be added side by side or back to back as the store grows. We lay out the aisles with you and install the shelving ready to load.',
        image: placeholder(blockSize.width, blockSize.height, 'Industrial shelving'),
      },
      {
        title: 'Mezzanines',
        description:
          'When the floor is full but the roof is high, a mezzanine adds a second level without a new building. We design the structure around your columns, loads and access, and supply it with stairs, handrails and loading gates, so the new floor can be used for storage, picking or offices.',
        image: placeholder(blockSize.width, blockSize.height, 'Warehouse mezzanine floor'),
      },
      {
        title: 'Safety Accessories',
        description:
          'Forklifts and racking share the same aisles, and small knocks add up. Upright protectors, end-of-aisle barriers, mesh decking, backstops and load signs protect your racks, your stock and your people. We supply and fit them with your racking, or add them to an installation you already have.',
        image: placeholder(blockSize.width, blockSize.height, 'Rack safety accessories'),
      },
    ],
  },
});

// ---------------------------------------------------------------------------------------------
// Gaskets: the landing and three pages sharing one shape
// ---------------------------------------------------------------------------------------------

export const gasketsLanding = defineSection({
  key: 'products/gaskets',
  envelope: 'gaskets',
  title: 'Gaskets page',
  screen: 'products/gaskets',
  fields: {
    heading: field.text('Heading'),
    intro: field.textarea('Introduction', { max: 1500 }),
    cards: field.list('Gasket cards', 'Card', {
      title: field.text('Title', { max: 120 }),
      text: field.textarea('Short text', { max: 300 }),
      image: field.image('Image', cardSize),
      to: field.link('Links to'),
    }),
    catalogueUrl: field.link('Catalogue link', { hint: catalogueHint }),
  },
  seed: {
    heading: 'Gaskets',
    intro:
      'A joint is only as good as its gasket. We supply spiral wound, soft cut and kammprofile gaskets for flanges, heat exchangers, valves and pressure vessels in oil and gas, power and process plants, matched to your pressure, temperature and medium.',
    cards: [
      {
        title: 'Spiral Wound Gaskets',
        text: 'Metal and graphite windings for high pressure and temperature flanges.',
        image: placeholder(cardSize.width, cardSize.height, 'Spiral wound gasket'),
        to: '/products/gaskets/spiral-wound-gaskets',
      },
      {
        title: 'Soft Cut Gaskets',
        text: 'Non-asbestos sheet gaskets cut to any flange, for water, steam, oils and gases.',
        image: placeholder(cardSize.width, cardSize.height, 'Soft cut gasket'),
        to: '/products/gaskets/soft-cut-gaskets',
      },
      {
        title: 'Kammprofile Gaskets',
        text: 'Grooved metal cores with soft facing for demanding and fluctuating service.',
        image: placeholder(cardSize.width, cardSize.height, 'Kammprofile gasket'),
        to: '/products/gaskets/kammprofile',
      },
    ],
    catalogueUrl: gasketsCatalogue,
  },
});

const gasketFields = () => ({
  title: field.text('Title'),
  intro: field.textarea('Introduction (under the title)', { max: 600 }),
  description: field.textarea('Description', { max: 4000 }),
  image: field.image('Main image', gasketImageSize),
  lists: field.list('Lists (materials, applications, advantages…)', 'List', {
    heading: field.text('Heading', { max: 120 }),
    items: field.stringList('Items', { max: 300 }),
  }),
  specsHeading: field.text('Heading of the properties table', { max: 160 }),
  specs: field.list('Properties table', 'Property', {
    property: field.text('Property', { max: 120 }),
    value: field.text('Value', { max: 160 }),
  }),
  typesHeading: field.text('Heading of the gasket types', { max: 160 }),
  types: field.list('Gasket types', 'Type', {
    name: field.text('Name', { max: 120 }),
    description: field.textarea('Description', { max: 600 }),
    image: field.image('Image', gasketTypeSize),
  }),
  contactText: field.textarea('Contact line', {
    max: 300,
    hint: 'Shown with the phone and e-mail from the footer. Leave empty to hide it.',
  }),
  catalogueUrl: field.link('Catalogue link', { hint: catalogueHint }),
});

type GasketFields = ReturnType<typeof gasketFields>;

const gasketPage = <const S extends string>(
  slug: S,
  envelope: string,
  title: string,
  seed: SectionDef<`products/gaskets/${S}`, GasketFields>['seed'],
) =>
  defineSection({
    key: `products/gaskets/${slug}`,
    envelope,
    title,
    screen: 'products/gaskets',
    fields: gasketFields(),
    seed,
  });

const typeImage = (label: string) =>
  placeholder(gasketTypeSize.width, gasketTypeSize.height, label);

export const spiralWoundGaskets = gasketPage(
  'spiral-wound-gaskets',
  'spiralWoundGaskets',
  'Spiral Wound Gaskets',
  {
    title: 'Spiral Wound Gaskets',
    intro:
      'Metal strip and soft filler wound together for flanges that see high pressure, high temperature and constant cycling.',
    description:
      'A spiral wound gasket is made by winding a preformed metal strip and a soft filler, one on top of the other, into a tight spiral. The metal gives the gasket strength and spring; the filler flows into the flange surface and makes the seal. The result recovers as bolts relax and temperatures change, which is why spiral wound gaskets are the standard choice for pipework, valves, pumps and pressure vessels in refineries, gas plants and power stations.\n\n' +
      'We supply them in the sizes and pressure classes your flanges need, with windings, fillers and rings chosen for your medium and temperature. Flexible graphite is our standard filler; its typical properties are below.',
    image: placeholder(gasketImageSize.width, gasketImageSize.height, 'Spiral wound gaskets'),
    lists: [
      {
        heading: 'Where they are used',
        items: [
          'Pipe flanges in oil, gas and chemical service',
          'Valves, pumps and compressors',
          'Heat exchangers and pressure vessels',
          'Steam lines in power plants',
        ],
      },
    ],
    specsHeading: 'Flexible graphite filler: typical properties',
    specs: [
      { property: 'Purity', value: '99% minimum' },
      { property: 'Foil thickness', value: '0.1mm or 0.05mm' },
      { property: 'Maximum temperature, oxidising atmosphere', value: '550°C' },
      { property: 'Maximum temperature, inert atmosphere', value: '750°C' },
      { property: 'Maximum pressure', value: '140 bar' },
      { property: 'Compressibility', value: '30-40% and 40-50%' },
      { property: 'Recovery', value: '15-20% and 10-15%' },
    ],
    typesHeading: '',
    types: [],
    contactText: 'Need a size or material that is not listed? Call or e-mail our gasket team:',
    catalogueUrl: gasketsCatalogue,
  },
);

export const softCutGaskets = gasketPage('soft-cut-gaskets', 'softCutGaskets', 'Soft Cut Gaskets', {
  title: 'Soft Cut Gaskets',
  intro:
    'Non-asbestos sheet gaskets, cut to the shape of your flange, for water, steam, oils, fuels and gases.',
  description:
    'Soft cut gaskets are cut from compressed non-asbestos fibre sheet. They seal well at modest bolt loads, which makes them the right choice for standard pipe flanges, pumps, covers and equipment with lighter flanges. We cut them to standard flange sizes or to your drawing, in the thickness your joint needs.\n\n' +
    'The sheet we use is free of asbestos and handles water, steam, oils, fuels and many gases across the temperatures and pressures below.',
  image: placeholder(gasketImageSize.width, gasketImageSize.height, 'Soft cut gaskets'),
  lists: [
    {
      heading: 'Where they are used',
      items: [
        'Water and steam pipework',
        'Oil and fuel lines',
        'Pump casings and inspection covers',
        'General plant maintenance',
      ],
    },
  ],
  specsHeading: 'Non-asbestos sheet: typical properties',
  specs: [
    { property: 'Density', value: '1.7-2.0 g/cm³' },
    { property: 'Compressibility', value: '5-15%' },
    { property: 'Thickness', value: '0.25-6.0mm' },
    { property: 'Peak temperature', value: '440°C' },
    { property: 'Continuous temperature', value: '350°C' },
    { property: 'Steam temperature', value: '250°C' },
    { property: 'Maximum pressure', value: '150 kg/cm²' },
  ],
  typesHeading: '',
  types: [],
  contactText: 'Send us your flange sizes or a drawing. Call or e-mail our gasket team:',
  catalogueUrl: '',
});

export const kammprofileGaskets = gasketPage('kammprofile', 'kammprofile', 'Kammprofile Gaskets', {
  title: 'Kammprofile Gaskets',
  intro:
    'A solid metal ring with grooved faces and a soft facing: a tight seal that survives pressure and temperature swings.',
  description:
    'A kammprofile gasket is a solid metal ring with concentric grooves machined into both faces, covered with a thin soft facing. Under bolt load the facing is pressed into the grooves, so the seal is made on many narrow rings at once while the solid core keeps the gasket stable and stops it from being crushed. It seals at lower bolt loads than many metal gaskets and can be refaced and reused.\n\n' +
    'We supply kammprofile gaskets with the core and facing chosen for your medium, pressure and temperature, in the three types shown below.',
  image: placeholder(gasketImageSize.width, gasketImageSize.height, 'Kammprofile gaskets'),
  lists: [
    {
      heading: 'Core materials',
      items: ['Stainless steel 304', 'Stainless steel 316L', 'Others on request'],
    },
    {
      heading: 'Fillers',
      items: ['Flexible graphite', 'PTFE', 'Mica', 'Others on request'],
    },
    {
      heading: 'Applications',
      items: [
        'Heat exchangers and pressure vessels',
        'Flanges with high or fluctuating pressure and temperature',
        'Refinery, petrochemical and gas processing plants',
        'Power plant steam and process lines',
      ],
    },
    {
      heading: 'Key advantages',
      items: [
        'Seals at low bolt loads',
        'The solid core resists crushing and blow-out',
        'Recovers well through temperature and pressure cycles',
        'The core can be refaced and reused',
      ],
    },
  ],
  specsHeading: '',
  specs: [],
  typesHeading: 'Gasket types',
  types: [
    {
      name: 'Core and facing only',
      description: 'For tongue and groove, spigot and recess or other confined flanges.',
      image: typeImage('Kammprofile core and facing only'),
    },
    {
      name: 'With loose outer ring',
      description:
        'An outer ring that centres the gasket in raised face flanges and can be swapped.',
      image: typeImage('Kammprofile with loose outer ring'),
    },
    {
      name: 'With integral outer ring',
      description: 'The centring ring is part of the core, for raised face flanges.',
      image: typeImage('Kammprofile with integral outer ring'),
    },
  ],
  contactText: 'For sizes, materials and delivery times, call or e-mail our gasket team:',
  catalogueUrl: '',
});

// ---------------------------------------------------------------------------------------------
// Power generation and backup: the landing tiles and the headings of the two pages
// ---------------------------------------------------------------------------------------------

export const powerGeneration = defineSection({
  key: 'products/power-generation',
  envelope: 'powerGeneration',
  title: 'Power Generation & Backup pages',
  screen: 'products/power-generation',
  fields: {
    heading: field.text('Heading'),
    intro: field.textarea('Introduction', { max: 1500 }),
    generatorsTitle: field.text('Gas-powered generators: title (tile, tab and page)'),
    generatorsSummary: field.textarea('Gas-powered generators: tile text', { max: 300 }),
    generatorsImage: field.image('Gas-powered generators: tile image', tileSize),
    upsTitle: field.text('UPS backup system: title (tile, tab and page)'),
    upsSummary: field.textarea('UPS backup system: tile text', { max: 300 }),
    upsImage: field.image('UPS backup system: tile image', tileSize),
    availabilityLabel: field.text('Caption of the availability claim', { max: 120 }),
    modelsHeading: field.text('Heading of the generator models'),
    upsFeaturesHeading: field.text('Heading of the UPS features'),
  },
  seed: {
    heading: 'Power Generation & Backup',
    intro:
      'Power that stays on: gas-powered generators that need no diesel, and UPS systems that carry the load through every interruption. We size, supply, install and maintain both.',
    generatorsTitle: 'Gas-Powered Generators',
    generatorsSummary:
      'AC and DC generators running on natural gas or LPG, from 7.5kVA to 20kVA, for telecom sites, offices and industry.',
    generatorsImage: placeholder(tileSize.width, tileSize.height, 'Gas-powered generator'),
    upsTitle: 'UPS Backup System',
    upsSummary:
      'Online double-conversion UPS with battery banks sized to your load, so a power cut never reaches your equipment.',
    upsImage: placeholder(tileSize.width, tileSize.height, 'UPS backup system'),
    availabilityLabel: 'Proven availability',
    modelsHeading: 'Models',
    upsFeaturesHeading: 'What you get',
  },
});

export const industrialProductSections = [
  enclosuresPage,
  warehouseStorage,
  gasketsLanding,
  spiralWoundGaskets,
  softCutGaskets,
  kammprofileGaskets,
  powerGeneration,
] as const;
