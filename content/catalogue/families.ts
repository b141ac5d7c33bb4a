/**
 * First-start records of the catalogue's families (content/collections/product-families.ts):
 * the seven families of the site, at the addresses their pages have always had.
 */
import { placeholdersAt } from '../section';
import { cardSize } from '../field-groups';

const image = placeholdersAt(cardSize);

export const productFamilySeed = [
  {
    name: 'Power Protection & Distribution',
    slug: 'power-protection-and-distribution',
    template: 'power-protection-and-distribution',
    summary:
      'Low and medium voltage switchboards, switchgear and ATEX panels, built and tested in our Lagos factory.',
    image: image('Power Protection and Distribution'),
  },
  {
    name: 'Cable Management & Support Systems',
    slug: 'cable-management',
    template: 'cable-management',
    summary: 'Trays, ladders, fittings, clamps, cleats and cable glands for every cable route.',
    image: image('Cable Management'),
  },
  {
    name: 'Enclosures',
    slug: 'enclosures',
    template: 'enclosures',
    summary:
      'We design and fabricate enclosures in our own workshop: sheet steel, stainless steel and aluminium housings for electrical equipment, servers, batteries, meters and machinery, rated up to IP55 and IK10. Choose a standard size or send us your drawing, and we will build it, finish it and, if you wish, fit it out.',
    image: image('Enclosures'),
    details: {
      enclosureFeaturesHeading: 'Key features',
      junctionBoxesHeading: 'Our ATEX junction boxes',
      enclosureCallToAction:
        'Tell us what goes inside, where it will stand and how many you need. Our design office will come back to you with a drawing and a price.',
      enclosureCallToActionLabel: 'Contact us',
    },
  },
  {
    name: 'Warehouse Storage Systems',
    slug: 'warehouse-storage',
    template: 'warehouse-storage',
    summary:
      'A well-planned warehouse holds more, moves faster and keeps people safe. We plan, supply and install pallet racking, industrial shelving, mezzanine floors and the safety accessories that protect them, sized to your building, your loads and the way you work.',
    image: image('Warehouse Storage'),
  },
  {
    name: 'Gaskets',
    slug: 'gaskets',
    template: 'gaskets',
    summary:
      'A joint is only as good as its gasket. We supply spiral wound, soft cut and kammprofile gaskets for flanges, heat exchangers, valves and pressure vessels in oil and gas, power and process plants, matched to your pressure, temperature and medium.',
    image: image('Gaskets'),
    details: { gasketsCatalogueUrl: 'https://example.com/catalogues/tranos-gaskets.pdf' },
  },
  {
    name: 'Power Generation & Backup',
    slug: 'power-generation',
    template: 'power-generation',
    summary:
      'Gas-powered generators and UPS backup systems for telecom sites, offices and industry.',
    image: image('Power Generation'),
  },
  {
    name: 'Lights & Wiring Devices',
    slug: 'lights-wiring',
    template: 'lights-wiring',
    summary:
      'Lighting, switches and sockets for homes and offices, and rugged devices for industrial sites.',
    image: image('Lights and Wiring'),
  },
];
