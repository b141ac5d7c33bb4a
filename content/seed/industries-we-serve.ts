/**
 * First-start content of /industries-we-serve
 * (its sections are declared in content/sections/industries-we-serve.ts).
 */
import { placeholdersAt, type SeedsOf } from '../section';
import { cardImage } from './placeholders';
import { industryBanner, type sections } from '../sections/industries-we-serve';

const bannerImage = placeholdersAt(industryBanner);

export const seed: SeedsOf<typeof sections> = {
  'catalogue/industries': {
    industries: [
      {
        name: 'Power & Energy',
        slug: 'power-and-energy',
        heading: 'Switchgear and support systems for generation, transmission and distribution',
        audience: 'For power utilities, independent power producers and substation contractors.',
        banner: bannerImage('Power and energy substation'),
        image: cardImage('Transformers at a power substation'),
        summary:
          'From the generator terminals to the feeder pillar, we supply and install the low and medium voltage switchgear, cable support and enclosures that move power safely and keep it available.',
      },
      {
        name: 'Oil & Gas',
        slug: 'oil-and-gas',
        heading: 'Electrical equipment built for hazardous and demanding sites',
        audience: 'For upstream, midstream and downstream operators and their EPC contractors.',
        banner: bannerImage('Oil and gas facility'),
        image: cardImage('Process pipework at an oil and gas plant'),
        summary:
          'ATEX power panels, junction boxes and cable glands for hazardous areas, stainless steel cable management for corrosive environments and gaskets for process lines, supported by engineers who know the sites.',
      },
      {
        name: 'Residential & Commercial',
        slug: 'residential-and-commercial',
        heading: 'Safe, tidy power for homes, offices and commercial buildings',
        audience: 'For developers, contractors, facility managers and homeowners.',
        banner: bannerImage('Residential and commercial buildings'),
        image: cardImage('Lighting in a modern office building'),
        summary:
          'Distribution boards, meter boxes, LED lighting, switches and sockets and backup power for buildings of every size, supplied from stock in Nigeria and installed by our own teams.',
      },
      {
        name: 'Industrial & Manufacturing',
        slug: 'industrial-and-manufacturing',
        heading: 'Power distribution and infrastructure for plants and factories',
        audience: 'For factories, processing plants, warehouses and their maintenance teams.',
        banner: bannerImage('Industrial and manufacturing plant'),
        image: cardImage('Motor control panels on a factory floor'),
        summary:
          'Motor control centres, switchboards, heavy-duty enclosures, cable trays and ladders, industrial lighting and storage systems that keep production lines and warehouses moving.',
      },
      {
        name: 'Telecommunications',
        slug: 'telecommunications',
        heading: 'Reliable power and housing for network sites',
        audience: 'For mobile network operators, tower companies and data centre operators.',
        banner: bannerImage('Telecommunications tower site'),
        image: cardImage('A telecom mast and its equipment shelter'),
        summary:
          'Gas-powered DC generators, UPS backup, battery and server enclosures and site distribution panels designed for base stations and network rooms that cannot go down.',
      },
    ],
  },
  'industries-we-serve': {
    catalogueHeading: 'Our product catalogue',
    catalogueIntro:
      'Everything we make, supply and install, grouped by product line. Each link opens the product page with the full details.',
  },
};
