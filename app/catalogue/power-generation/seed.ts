/**
 * First-start records of Power Generation & Backup (/products/power-generation): the family's record and its products', at
 * the addresses they have always had (slug = the path below the family).
 */
import type { FamilySeed } from '../../../content/collections/product-families';
import type { ProductSeed } from '../../../content/collections/products';
import { placeholder, placeholdersAt } from '../../../content/section';
import { cardSize } from '../../../content/field-groups';
import { generatorCatalogueTitle, upsImageSize } from './layout';
import {
  familyImage,
  caseStudy,
  images,
  filtered,
  spec,
  p,
  download,
} from '../../../content/catalogue/seed-helpers';

/** The family's own record: its name, summary, card image and landing layout. */
export const family: FamilySeed = {
  name: 'Power Generation & Backup',
  slug: 'power-generation',
  template: 'power-generation',
  summary:
    'Power that stays on: gas-powered generators that need no diesel, and UPS systems that carry the load through every interruption. We size, supply, install and maintain both.',
  image: familyImage('Power Generation'),
};

const pg = 'power-generation';

const generatorImage = placeholdersAt(cardSize);

/** A model of the generators page: its rating, output and speed, photo and use. */
const generatorModel = (
  name: string,
  rating: string,
  output: string,
  speed: string,
  description: string,
) => ({ name, rating, output, speed, image: generatorImage(`${name} gas generator`), description });

export const products: ProductSeed[] = [
  {
    name: 'Gas-Powered Generators',
    family: pg,
    slug: 'gas-powered-generators',
    summary:
      'AC and DC generators running on natural gas or LPG, from 7.5kVA to 20kVA, for telecom sites, offices and industry.',
    images: images('Gas-powered generator', 'TG1200 gas generator', 'TG2000 gas generator'),
    body: p(
      'Our gas-powered generators run on natural gas or LPG, so there is no diesel to deliver, store or lose to theft. They are built for continuous duty at telecom sites, offices and industrial facilities, in AC and DC versions, with a proven availability of 99.87%.',
      'Each set is tested before it leaves us, and our engineers install, commission and maintain it.',
    ),
    specs: [
      filtered('Rating', '7.5–20', 'kVA'),
      filtered('Fuel', 'Natural gas or LPG'),
      filtered('Output', '400VAC (AC models) or 46–54VDC (DC models)'),
      spec('Speed', '1500–2200', 'rpm'),
      spec('Availability', '99.87', '%'),
    ],
    models: [],
    documents: [],
    downloads: download(
      generatorCatalogueTitle,
      'https://example.com/catalogues/tranos-gas-generators.pdf',
    ),
    industries: [
      'telecommunications',
      'residential-and-commercial',
      'industrial-and-manufacturing',
    ],
    caseStudies: [caseStudy.baseStations],
    template: 'generator',
    details: {
      availabilityClaim: '99.87%',
      availabilityCaption: 'Proven availability',
      generatorModelsHeading: 'Models',
      generatorModels: [
        generatorModel(
          'TG1000',
          '7.5kVA',
          '400VAC',
          '1500rpm',
          'A compact three-phase AC generator for small offices, shops and sites that need dependable prime or standby power.',
        ),
        generatorModel(
          'TG1200',
          '12kVA',
          '46-54VDC',
          '1500-2200rpm',
          'A DC generator for telecom base stations. Variable speed lets it match output to the load and the state of the battery bank.',
        ),
        generatorModel(
          'TG1800',
          '18kVA',
          '46-54VDC',
          '1500rpm',
          'A larger DC generator for busy base stations and hub sites, charging batteries and supplying the load directly.',
        ),
        generatorModel(
          'TG2000',
          '20kVA',
          '400VAC',
          '1500rpm',
          'Our largest three-phase AC model, for offices, workshops and facilities with higher loads.',
        ),
      ],
    },
    visibility: 'shown',
  },
  {
    name: 'UPS Backup System',
    family: pg,
    slug: 'ups-backup-system',
    summary:
      'Online double-conversion UPS with battery banks sized to your load, so a power cut never reaches your equipment.',
    images: images('UPS backup system'),
    body: p(
      'A power cut should not take down your network or your office. Our UPS backup systems use online double-conversion: incoming mains is converted to DC and back to clean, regulated AC, so the load is always fed from the inverter and is protected from sags, surges and noise. When the mains fails, the battery bank takes over with no break, and the load keeps running until the supply returns or the generator starts.',
      'We size the UPS and the batteries to your load and the backup time you need, for telecom sites, data rooms and offices, and we install, commission and maintain them.',
    ),
    specs: [
      filtered('Topology', 'Online double-conversion'),
      spec('Transfer on mains failure', 'No break'),
      spec('Battery bank', 'Sized to your load and backup time'),
      spec('Monitoring', 'Remote monitoring and alarms'),
    ],
    models: [],
    documents: [],
    downloads: [],
    industries: ['telecommunications', 'residential-and-commercial'],
    caseStudies: [],
    template: 'ups',
    details: {
      upsImage: placeholder(upsImageSize.width, upsImageSize.height, 'UPS backup system'),
      upsFeaturesHeading: 'What you get',
      upsFeatures: [
        'Online double-conversion for clean, regulated output',
        'No transfer break when the mains fails',
        'Protection from voltage sags, surges and electrical noise',
        'Battery banks sized to your load and required backup time',
        'Works alongside generators for extended outages',
        'Bypass for maintenance without switching off the load',
        'Remote monitoring and alarms',
        'Installation, commissioning and maintenance by our engineers',
      ],
    },
    visibility: 'shown',
  },
];
