/**
 * First-start content of /products/gaskets
 * (its sections are declared in content/sections/products/gaskets.ts).
 */
import { placeholdersAt, type SeedsOf } from '../../section';
import { linkCardImage } from '../placeholders';
import { gasketImageSize, gasketTypeSize, type sections } from '../../sections/products/gaskets';

const mainImage = placeholdersAt(gasketImageSize);
const typeImage = placeholdersAt(gasketTypeSize);

const gasketsCatalogue = 'https://example.com/catalogues/tranos-gaskets.pdf';

export const seed: SeedsOf<typeof sections> = {
  'products/gaskets': {
    heading: 'Gaskets',
    intro:
      'A joint is only as good as its gasket. We supply spiral wound, soft cut and kammprofile gaskets for flanges, heat exchangers, valves and pressure vessels in oil and gas, power and process plants, matched to your pressure, temperature and medium.',
    cards: [
      {
        title: 'Spiral Wound Gaskets',
        text: 'Metal and graphite windings for high pressure and temperature flanges.',
        image: linkCardImage('Spiral wound gasket'),
        to: '/products/gaskets/spiral-wound-gaskets',
      },
      {
        title: 'Soft Cut Gaskets',
        text: 'Non-asbestos sheet gaskets cut to any flange, for water, steam, oils and gases.',
        image: linkCardImage('Soft cut gasket'),
        to: '/products/gaskets/soft-cut-gaskets',
      },
      {
        title: 'Kammprofile Gaskets',
        text: 'Grooved metal cores with soft facing for demanding and fluctuating service.',
        image: linkCardImage('Kammprofile gasket'),
        to: '/products/gaskets/kammprofile',
      },
    ],
    catalogueUrl: gasketsCatalogue,
  },
  'products/gaskets/spiral-wound-gaskets': {
    title: 'Spiral Wound Gaskets',
    intro:
      'Metal strip and soft filler wound together for flanges that see high pressure, high temperature and constant cycling.',
    description:
      'A spiral wound gasket is made by winding a preformed metal strip and a soft filler, one on top of the other, into a tight spiral. The metal gives the gasket strength and spring; the filler flows into the flange surface and makes the seal. The result recovers as bolts relax and temperatures change, which is why spiral wound gaskets are the standard choice for pipework, valves, pumps and pressure vessels in refineries, gas plants and power stations.\n\n' +
      'We supply them in the sizes and pressure classes your flanges need, with windings, fillers and rings chosen for your medium and temperature. Flexible graphite is our standard filler; its typical properties are below.',
    image: mainImage('Spiral wound gaskets'),
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
  'products/gaskets/soft-cut-gaskets': {
    title: 'Soft Cut Gaskets',
    intro:
      'Non-asbestos sheet gaskets, cut to the shape of your flange, for water, steam, oils, fuels and gases.',
    description:
      'Soft cut gaskets are cut from compressed non-asbestos fibre sheet. They seal well at modest bolt loads, which makes them the right choice for standard pipe flanges, pumps, covers and equipment with lighter flanges. We cut them to standard flange sizes or to your drawing, in the thickness your joint needs.\n\n' +
      'The sheet we use is free of asbestos and handles water, steam, oils, fuels and many gases across the temperatures and pressures below.',
    image: mainImage('Soft cut gaskets'),
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
  },
  'products/gaskets/kammprofile': {
    title: 'Kammprofile Gaskets',
    intro:
      'A solid metal ring with grooved faces and a soft facing: a tight seal that survives pressure and temperature swings.',
    description:
      'A kammprofile gasket is a solid metal ring with concentric grooves machined into both faces, covered with a thin soft facing. Under bolt load the facing is pressed into the grooves, so the seal is made on many narrow rings at once while the solid core keeps the gasket stable and stops it from being crushed. It seals at lower bolt loads than many metal gaskets and can be refaced and reused.\n\n' +
      'We supply kammprofile gaskets with the core and facing chosen for your medium, pressure and temperature, in the three types shown below.',
    image: mainImage('Kammprofile gaskets'),
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
  },
};
