/**
 * First-start content of /products/power-generation
 * (its sections are declared in content/sections/products/power-generation.ts).
 */
import { placeholder, placeholdersAt, type SeedsOf } from '../../section';
import { cardImage } from '../placeholders';
import { tileSize, upsImage, type sections } from '../../sections/products/power-generation';

const tileImage = placeholdersAt(tileSize);

export const seed: SeedsOf<typeof sections> = {
  'catalogue/generators': {
    intro:
      'Our gas-powered generators run on natural gas or LPG, so there is no diesel to deliver, store or lose to theft. They are built for continuous duty at telecom sites, offices and industrial facilities, in AC and DC versions, with a proven availability of 99.87%. Each set is tested before it leaves us, and our engineers install, commission and maintain it.',
    availability: '99.87%',
    catalogueUrl: 'https://example.com/catalogues/tranos-gas-generators.pdf',
    models: [
      {
        name: 'TG1000',
        rating: '7.5kVA',
        output: '400VAC',
        speed: '1500rpm',
        image: cardImage('TG1000 gas generator'),
        description:
          'A compact three-phase AC generator for small offices, shops and sites that need dependable prime or standby power.',
      },
      {
        name: 'TG1200',
        rating: '12kVA',
        output: '46-54VDC',
        speed: '1500-2200rpm',
        image: cardImage('TG1200 gas generator'),
        description:
          'A DC generator for telecom base stations. Variable speed lets it match output to the load and the state of the battery bank.',
      },
      {
        name: 'TG1800',
        rating: '18kVA',
        output: '46-54VDC',
        speed: '1500rpm',
        image: cardImage('TG1800 gas generator'),
        description:
          'A larger DC generator for busy base stations and hub sites, charging batteries and supplying the load directly.',
      },
      {
        name: 'TG2000',
        rating: '20kVA',
        output: '400VAC',
        speed: '1500rpm',
        image: cardImage('TG2000 gas generator'),
        description:
          'Our largest three-phase AC model, for offices, workshops and facilities with higher loads.',
      },
    ],
    upsIntro:
      'A power cut should not take down your network or your office. Our UPS backup systems use online double-conversion: incoming mains is converted to DC and back to clean, regulated AC, so the load is always fed from the inverter and is protected from sags, surges and noise. When the mains fails, the battery bank takes over with no break, and the load keeps running until the supply returns or the generator starts. We size the UPS and the batteries to your load and the backup time you need, for telecom sites, data rooms and offices, and we install, commission and maintain them.',
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
    upsImage: placeholder(upsImage.width, upsImage.height, 'UPS backup system'),
  },
  'products/power-generation': {
    heading: 'Power Generation & Backup',
    intro:
      'Power that stays on: gas-powered generators that need no diesel, and UPS systems that carry the load through every interruption. We size, supply, install and maintain both.',
    generatorsTitle: 'Gas-Powered Generators',
    generatorsSummary:
      'AC and DC generators running on natural gas or LPG, from 7.5kVA to 20kVA, for telecom sites, offices and industry.',
    generatorsImage: tileImage('Gas-powered generator'),
    upsTitle: 'UPS Backup System',
    upsSummary:
      'Online double-conversion UPS with battery banks sized to your load, so a power cut never reaches your equipment.',
    upsImage: tileImage('UPS backup system'),
    availabilityLabel: 'Proven availability',
    modelsHeading: 'Models',
    upsFeaturesHeading: 'What you get',
  },
};
