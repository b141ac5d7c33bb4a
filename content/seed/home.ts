/** First-start content of / (its sections are declared in content/sections/home.ts). */
import { placeholder, type SeedsOf } from '../section';
import { heroSize, type sections } from '../sections/home';
import { seedAsset } from './assets/descriptions';

const heroImage = (label: string) => ({
  image: placeholder(heroSize.width, heroSize.height, label),
});

export const seed: SeedsOf<typeof sections> = {
  'home/hero': {
    lightTextOne: 'We are building',
    lightTextTwo: 'a better future...',
    boldText: 'Thinking. Further.',
    smallText:
      'Switchgear, cable management, enclosures and power solutions, designed and built in Nigeria for the industries that keep the country running.',
  },
  'hero-images/hero-image-one': heroImage('Switchgear assembly floor'),
  'hero-images/hero-image-two': heroImage('Cable tray installation'),
  'hero-images/hero-image-three': heroImage('Substation commissioning'),
  'home/page': {
    productsHeading: 'Our products',
    productsIntro:
      'Seven product families, one supplier: everything from the incoming supply to the last socket.',
    servicesHeading: 'Our services',
    industriesHeading: 'Industries we serve',
    industriesIntro:
      'Our systems run base stations, substations, refineries, factories and homes across Nigeria.',
    whyHeading: 'Why choose us',
    partnersHeading: 'Our partners',
    newsHeading: 'Latest news & insights',
    newsletterHeading: 'Stay in the loop',
    newsletterText: 'Product news, project stories and technical notes, a few times a year.',
  },
  'home/services': {
    fabrication:
      'We fabricate low and medium voltage panels, enclosures, cable trays and ladders in our own workshop, to your drawings or ours, with every unit inspected and tested before delivery.',
    installation:
      'Our site teams install, terminate and commission what we supply, from a single distribution board to a complete substation, and hand over with test reports and as-built documentation.',
    maintenance:
      'Planned maintenance, thermographic surveys and fast call-outs keep your power systems safe and available, with spare parts held in stock in Nigeria.',
  },
  'home/why': {
    why: 'For over 13 years we have designed, manufactured and installed electrical systems for telecoms operators, power utilities, oil and gas facilities and builders across Nigeria. Our panels are assembled in our own factory under ISO 9001:2015 quality and ISO 45001:2018 safety management, tested before they leave us, and backed by engineers who answer the phone. We work with licensed international partners, so you get proven designs with local lead times and local support.',
  },
  'home-video': {
    video: seedAsset('factory-loop.mp4'),
    poster: placeholder(1280, 720, 'Inside our factory'),
  },
};
