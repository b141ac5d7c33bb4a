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
      'Electrical, telecom, outdoor and hazardous-area enclosures, fabricated to your drawing.',
    image: image('Enclosures'),
  },
  {
    name: 'Warehouse Storage Systems',
    slug: 'warehouse-storage',
    template: 'warehouse-storage',
    summary:
      'Pallet racks, industrial shelving, mezzanine floors and the safety parts around them.',
    image: image('Warehouse Storage'),
  },
  {
    name: 'Gaskets',
    slug: 'gaskets',
    template: 'gaskets',
    summary:
      'Spiral wound, soft cut and kammprofile gaskets for flanges in oil, gas, power and process plants.',
    image: image('Gaskets'),
  },
  {
    name: 'Power Generation & Backup',
    slug: 'power-generation',
    template: 'power-generation',
    summary:
      'Power that stays on: gas-powered generators that need no diesel, and UPS systems that carry the load through every interruption. We size, supply, install and maintain both.',
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
