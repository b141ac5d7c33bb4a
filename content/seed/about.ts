/** First-start content of /who-we-are (its sections are declared in content/sections/about.ts). */
import { placeholder, type SeedsOf } from '../section';
import type { sections } from '../sections/about';

export const seed: SeedsOf<typeof sections> = {
  'about/banner': { banner: placeholder(1100, 500, 'Our team in the Agbara factory') },
  'about/who-we-are': {
    heading: 'Who we are',
    intro:
      '<p>We are an electrical engineering and manufacturing company with over 13 years of experience serving telecoms, power, oil and gas, construction and manufacturing clients across Nigeria.</p><p>From our factory we build power protection and distribution panels, enclosures, cable management systems and more, and our engineers install, commission and maintain them on site.</p>',
    certifications: [
      {
        standard: 'ISO 9001:2015',
        description:
          'Quality management: how we design, build, test and deliver, audited so that every unit meets the same standard.',
      },
      {
        standard: 'ISO 45001:2018',
        description:
          'Occupational health and safety management: how we keep our people, our clients and their sites safe.',
      },
    ],
  },
  'about/values': {
    ourValues:
      'Five values shape how we design, build and support every project, from a single meter box to a complete substation.',
    canDo:
      'When a client brings us a hard problem, our first answer is how, not whether. We find the way to deliver, safely and properly.',
    proactive:
      'We look for the fault before it happens: in the drawing, on the factory floor and on site, so our clients are not the ones who find it.',
    surpassing:
      'Meeting the specification is the minimum. We aim to hand over work that is better finished, better documented and better supported than promised.',
    continuous:
      'Standards, technology and our clients’ needs keep moving. Our engineers and technicians train continuously so our work keeps pace.',
    responsibility:
      'We own our work and its results, keep our word on quality and safety, and put things right quickly when something goes wrong.',
  },
  'about/vision-mission': {
    vision:
      'To be the electrical engineering and manufacturing partner that Nigerian industry trusts first, known for equipment made here to world-class standards.',
    mission:
      'To design, manufacture, install and maintain safe, reliable electrical systems that keep our clients’ operations running, delivered by skilled people, on time and with honest support.',
  },
};
