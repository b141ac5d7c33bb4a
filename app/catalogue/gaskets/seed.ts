/**
 * First-start records of Gaskets (/products/gaskets): the family's record and its products', at
 * the addresses they have always had (slug = the path below the family).
 */
import type { FamilySeed } from '../../../content/collections/product-families';
import type { ProductSeed } from '../../../content/collections/products';
import { placeholdersAt } from '../../../content/section';
import { gasketTypeSize } from './layout';
import {
  familyImage,
  images,
  filtered,
  spec,
  p,
  propertyTable,
  download,
} from '../../../content/catalogue/seed-helpers';

/** The family's own record: its name, summary, card image and landing layout. */
export const family: FamilySeed = {
  name: 'Gaskets',
  slug: 'gaskets',
  template: 'gaskets',
  summary:
    'Spiral wound, soft cut and kammprofile gaskets for flanges in oil, gas, power and process plants.',
  image: familyImage('Gaskets'),
  details: {
    landingIntro:
      'A joint is only as good as its gasket. We supply spiral wound, soft cut and kammprofile gaskets for flanges, heat exchangers, valves and pressure vessels in oil and gas, power and process plants, matched to your pressure, temperature and medium.',
    gasketsCatalogueUrl: 'https://example.com/catalogues/tranos-gaskets.pdf',
  },
};

const gk = 'gaskets';

const gasketTypeImage = placeholdersAt(gasketTypeSize);

export const products: ProductSeed[] = [
  {
    name: 'Spiral Wound Gaskets',
    family: gk,
    slug: 'spiral-wound-gaskets',
    summary:
      'Metal strip and soft filler wound together for flanges that see high pressure, high temperature and constant cycling: the standard choice for pipework, valves, pumps and pressure vessels in refineries, gas plants and power stations.',
    images: images('Spiral wound gaskets'),
    body: p(
      'A spiral wound gasket is made by winding a preformed metal strip and a soft filler, one on top of the other, into a tight spiral. The metal gives the gasket strength and spring; the filler flows into the flange surface and makes the seal. The result recovers as bolts relax and temperatures change.',
      'We supply them in the sizes and pressure classes your flanges need, with windings, fillers and rings chosen for your medium and temperature. Flexible graphite is our standard filler; its typical properties are below.',
    ),
    details: {
      gasketLists: [
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
      gasketPropertiesHeading: 'Flexible graphite filler: typical properties',
      gasketProperties: propertyTable(
        ['Purity', '99% minimum'],
        ['Foil thickness', '0.1mm or 0.05mm'],
        ['Maximum temperature, oxidising atmosphere', '550°C'],
        ['Maximum temperature, inert atmosphere', '750°C'],
        ['Maximum pressure', '140 bar'],
        ['Compressibility', '30-40% and 40-50%'],
        ['Recovery', '15-20% and 10-15%'],
      ),
      gasketContactText:
        'Need a size or material that is not listed? Call or e-mail our gasket team:',
    },
    specs: [
      filtered('Type', 'Spiral wound'),
      filtered('Material', 'Metal windings with flexible graphite filler'),
      spec('Maximum temperature (graphite filler)', '550 oxidising, 750 inert', '°C'),
      spec('Maximum pressure (graphite filler)', '140', 'bar'),
      spec('Graphite purity', '99% minimum'),
    ],
    models: [],
    documents: [],
    downloads: download('Gaskets catalogue', 'https://example.com/catalogues/tranos-gaskets.pdf'),
    industries: ['oil-and-gas', 'power-and-energy', 'industrial-and-manufacturing'],
    caseStudies: [],
    template: 'gasket',
    visibility: 'shown',
  },
  {
    name: 'Soft Cut Gaskets',
    family: gk,
    slug: 'soft-cut-gaskets',
    summary:
      'Non-asbestos sheet gaskets for water, steam, oils, fuels and gases, sealing well at modest bolt loads: cut to the shape of your flange, in standard sizes or to your drawing.',
    images: images('Soft cut gaskets'),
    body: p(
      'Soft cut gaskets are cut from compressed non-asbestos fibre sheet. They seal well at modest bolt loads, which makes them the right choice for standard pipe flanges, pumps, covers and equipment with lighter flanges. We cut them to standard flange sizes or to your drawing, in the thickness your joint needs.',
      'The sheet we use is free of asbestos and handles water, steam, oils, fuels and many gases across the temperatures and pressures below.',
    ),
    details: {
      gasketLists: [
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
      gasketPropertiesHeading: 'Non-asbestos sheet: typical properties',
      gasketProperties: propertyTable(
        ['Density', '1.7-2.0 g/cm³'],
        ['Compressibility', '5-15%'],
        ['Thickness', '0.25-6.0mm'],
        ['Peak temperature', '440°C'],
        ['Continuous temperature', '350°C'],
        ['Steam temperature', '250°C'],
        ['Maximum pressure', '150 kg/cm²'],
      ),
      gasketContactText: 'Send us your flange sizes or a drawing. Call or e-mail our gasket team:',
    },
    specs: [
      filtered('Type', 'Soft cut'),
      filtered('Material', 'Compressed non-asbestos fibre sheet'),
      spec('Thickness', '0.25–6.0', 'mm'),
      spec('Continuous temperature', '350', '°C'),
      spec('Maximum pressure', '150', 'kg/cm²'),
    ],
    models: [],
    documents: [],
    downloads: [],
    industries: ['industrial-and-manufacturing', 'power-and-energy', 'oil-and-gas'],
    caseStudies: [],
    template: 'gasket',
    visibility: 'shown',
  },
  {
    name: 'Kammprofile Gaskets',
    family: gk,
    slug: 'kammprofile',
    summary:
      'A solid metal ring with grooved faces and a soft facing: a tight seal at low bolt loads that survives pressure and temperature swings, for heat exchangers, pressure vessels and refinery, gas and power plant lines. The core can be refaced and reused.',
    images: images('Kammprofile gaskets'),
    body: p(
      'A kammprofile gasket is a solid metal ring with concentric grooves machined into both faces, covered with a thin soft facing. Under bolt load the facing is pressed into the grooves, so the seal is made on many narrow rings at once while the solid core keeps the gasket stable and stops it from being crushed. It seals at lower bolt loads than many metal gaskets and can be refaced and reused.',
      'We supply kammprofile gaskets with the core and facing chosen for your medium, pressure and temperature, in the three types shown below.',
    ),
    details: {
      gasketLists: [
        {
          heading: 'Core materials',
          items: ['Stainless steel 304', 'Stainless steel 316L', 'Others on request'],
        },
        { heading: 'Fillers', items: ['Flexible graphite', 'PTFE', 'Mica', 'Others on request'] },
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
      gasketTypesHeading: 'Gasket types',
      gasketTypes: [
        {
          name: 'Core and facing only',
          description: 'For tongue and groove, spigot and recess or other confined flanges.',
          image: gasketTypeImage('Kammprofile core and facing only'),
        },
        {
          name: 'With loose outer ring',
          description:
            'An outer ring that centres the gasket in raised face flanges and can be swapped.',
          image: gasketTypeImage('Kammprofile with loose outer ring'),
        },
        {
          name: 'With integral outer ring',
          description: 'The centring ring is part of the core, for raised face flanges.',
          image: gasketTypeImage('Kammprofile with integral outer ring'),
        },
      ],
      gasketContactText: 'For sizes, materials and delivery times, call or e-mail our gasket team:',
    },
    specs: [
      filtered('Type', 'Kammprofile'),
      filtered('Material', 'Stainless steel 304 or 316L core'),
      spec('Facing', 'Flexible graphite, PTFE or mica'),
      spec('Versions', 'Core and facing only, loose outer ring, integral outer ring'),
    ],
    models: [],
    documents: [],
    downloads: [],
    industries: ['oil-and-gas', 'power-and-energy', 'industrial-and-manufacturing'],
    caseStudies: [],
    template: 'gasket',
    visibility: 'shown',
  },
];
