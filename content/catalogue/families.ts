/**
 * First-start records of the catalogue's families (content/collections/product-families.ts):
 * the seven families of the site, at the addresses their pages have always had.
 */
import { placeholdersAt } from '../section';
import { cardSize, linkCardSize } from '../field-groups';

const image = placeholdersAt(cardSize);
const linkCardImage = placeholdersAt(linkCardSize);

export const productFamilySeed = [
  {
    name: 'Power Protection & Distribution',
    slug: 'power-protection-and-distribution',
    template: 'power-protection-and-distribution',
    summary:
      'Low and medium voltage switchboards, switchgear and ATEX panels, built and tested in our Lagos factory.',
    image: image('Power Protection and Distribution'),
    details: {
      intro:
        'From the incoming supply to the final circuit, we build the switchboards and switchgear that distribute power safely: low voltage panels from 63A to 6,300A and medium voltage switchgear for substations and industrial plants.',
      more: 'As a licensed partner for a switchboard range type-approved up to 7,000A, we assemble proven designs in our own factory, with internal separation from form 1 to form 4 and motor control centres up to 3,600A. Every board is inspected and tested before it leaves us, and our engineers install, commission and maintain what we build.',
      groups: [
        { key: 'low', heading: 'Low voltage panels and switchgear' },
        { key: 'medium', heading: 'Medium voltage switchgear' },
      ],
    },
  },
  {
    name: 'Cable Management & Support Systems',
    slug: 'cable-management',
    template: 'cable-management',
    summary:
      'Trays, ladders, clamps, cleats and glands that carry and protect your cables from the switchroom to the last machine, made to survive Nigerian sites.',
    image: image('Cable Management'),
  },
  {
    name: 'Enclosures',
    slug: 'enclosures',
    template: 'enclosures',
    summary:
      'Electrical, telecom, outdoor and hazardous-area enclosures, fabricated to your drawing.',
    image: image('Enclosures'),
    details: {
      landingIntro:
        'We design and fabricate enclosures in our own workshop: sheet steel, stainless steel and aluminium housings for electrical equipment, servers, batteries, meters and machinery, rated up to IP55 and IK10. Choose a standard size or send us your drawing, and we will build it, finish it and, if you wish, fit it out.',
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
      'Pallet racks, industrial shelving, mezzanine floors and the safety parts around them.',
    image: image('Warehouse Storage'),
    details: {
      landingIntro:
        'A well-planned warehouse holds more, moves faster and keeps people safe. We plan, supply and install pallet racking, industrial shelving, mezzanine floors and the safety accessories that protect them, sized to your building, your loads and the way you work.',
    },
  },
  {
    name: 'Gaskets',
    slug: 'gaskets',
    template: 'gaskets',
    summary:
      'Spiral wound, soft cut and kammprofile gaskets for flanges in oil, gas, power and process plants.',
    image: image('Gaskets'),
    details: {
      landingIntro:
        'A joint is only as good as its gasket. We supply spiral wound, soft cut and kammprofile gaskets for flanges, heat exchangers, valves and pressure vessels in oil and gas, power and process plants, matched to your pressure, temperature and medium.',
      gasketsCatalogueUrl: 'https://example.com/catalogues/tranos-gaskets.pdf',
    },
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
      'LED lighting, switches and sockets for homes, offices, hotels and shops, and rugged wiring devices and lighting for factories, warehouses and construction sites. Choose where you need them.',
    image: image('Lights and Wiring'),
    details: {
      residentialTitle: 'Residential & Commercial',
      residentialText:
        'Duro and Valor LED lighting and Simon switches and sockets for homes, offices, hotels and shops.',
      residentialImage: linkCardImage('Residential and commercial lighting'),
      industrialTitle: 'Industrial',
      industrialText:
        'Industrial plugs and sockets, movable distribution boards, isolators and LED lighting built for hard-working sites.',
      industrialImage: linkCardImage('Industrial wiring devices'),
      lightsHeading: 'Residential & Commercial Lighting',
      lightsIntro:
        'Two LED ranges for homes, offices, hotels and shops. Duro offers the widest choice of fittings for every room and layout; Valor keeps projects quick and cost-effective to install. Choose a brand to see its range.',
      switchesHeading: 'Switches & Sockets',
      switchesIntro:
        'We supply three Simon ranges of switches and sockets, from a refined premium design to a dependable everyday range. Choose a range to see what it offers.',
      switchesText:
        'Complete the fit-out with Simon switches and sockets, in three ranges from premium design to dependable everyday use.',
      switchesImage: linkCardImage('Simon switches and sockets'),
    },
  },
];
