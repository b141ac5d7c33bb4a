import { field } from '../fields';
import { defineSection, placeholder } from '../section';

const heroSize = { width: 1920, height: 600, maxKb: 70 };

export const heroText = defineSection({
  key: 'home/hero',
  envelope: 'heroText',
  title: 'Hero text',
  screen: 'home',
  fields: {
    lightTextOne: field.text('Light text, first line', { max: 80 }),
    lightTextTwo: field.text('Light text, second line', { max: 80 }),
    boldText: field.text('Bold text', { max: 80 }),
    smallText: field.textarea('Small text', { max: 300 }),
  },
  seed: {
    lightTextOne: 'We are building',
    lightTextTwo: 'a better future...',
    boldText: 'Thinking. Further.',
    smallText:
      'Switchgear, cable management, enclosures and power solutions, designed and built in Nigeria for the industries that keep the country running.',
  },
});

const heroImage = <const N extends 'one' | 'two' | 'three'>(
  n: N,
  envelope: string,
  label: string,
) =>
  defineSection({
    key: `hero-images/hero-image-${n}`,
    envelope,
    title: `Hero image ${n}`,
    screen: 'home',
    fields: { image: field.image(`Hero image ${n}`, heroSize) },
    seed: { image: placeholder(heroSize.width, heroSize.height, label) },
  });

export const heroImageOne = heroImage('one', 'heroImageOne', 'Switchgear assembly floor');
export const heroImageTwo = heroImage('two', 'heroImageTwo', 'Cable tray installation');
export const heroImageThree = heroImage('three', 'heroImageThree', 'Substation commissioning');

export const homeWhy = defineSection({
  key: 'home/why',
  envelope: 'why',
  title: 'Why choose us',
  screen: 'home',
  fields: { why: field.textarea('Why choose us text', { max: 2000 }) },
  seed: {
    why: 'For over 13 years we have designed, manufactured and installed electrical systems for telecoms operators, power utilities, oil and gas facilities and builders across Nigeria. Our panels are assembled in our own factory under ISO 9001:2015 quality and ISO 45001:2018 safety management, tested before they leave us, and backed by engineers who answer the phone. We work with licensed international partners, so you get proven designs with local lead times and local support.',
  },
});

export const homeVideo = defineSection({
  key: 'home-video',
  envelope: 'video',
  title: 'Why-choose-us video',
  screen: 'home',
  fields: {
    video: field.video('Video', 50),
    poster: field.image('Poster image (shown before the video plays)', {
      width: 1280,
      height: 720,
      maxKb: 60,
    }),
  },
  aliases: { videoUrl: 'video' },
  seed: {
    video: 'seed-asset:factory-loop.mp4',
    poster: placeholder(1280, 720, 'Inside our factory'),
  },
});

export const homeServices = defineSection({
  key: 'home/services',
  envelope: 'servicesText',
  title: 'Service texts',
  screen: 'home',
  fields: {
    fabrication: field.textarea('Fabrication', { max: 1500 }),
    installation: field.textarea('Installation & commissioning', { max: 1500 }),
    maintenance: field.textarea('Maintenance', { max: 1500 }),
  },
  seed: {
    fabrication:
      'We fabricate low and medium voltage panels, enclosures, cable trays and ladders in our own workshop, to your drawings or ours, with every unit inspected and tested before delivery.',
    installation:
      'Our site teams install, terminate and commission what we supply, from a single distribution board to a complete substation, and hand over with test reports and as-built documentation.',
    maintenance:
      'Planned maintenance, thermographic surveys and fast call-outs keep your power systems safe and available, with spare parts held in stock in Nigeria.',
  },
});

/** Headings and short introductions of the home page blocks. */
export const homePage = defineSection({
  key: 'home/page',
  envelope: 'homePage',
  title: 'Home page headings',
  screen: 'home',
  fields: {
    productsHeading: field.text('Products heading'),
    productsIntro: field.textarea('Products introduction', { max: 500 }),
    servicesHeading: field.text('Services heading'),
    industriesHeading: field.text('Industries heading'),
    industriesIntro: field.textarea('Industries introduction', { max: 500 }),
    whyHeading: field.text('Why-choose-us heading'),
    partnersHeading: field.text('Partners heading'),
    newsHeading: field.text('News heading'),
    newsletterHeading: field.text('Newsletter heading'),
    newsletterText: field.textarea('Newsletter text', { max: 300 }),
  },
  seed: {
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
});

export const footer = defineSection({
  key: 'footer',
  envelope: 'footerText',
  title: 'Footer',
  screen: 'home',
  fields: {
    about: field.textarea('About text', { max: 600 }),
    headOffice: field.textarea('Head office address', { max: 300 }),
    factoryAddress: field.textarea('Factory address', { max: 300 }),
    phone: field.phone('Phone'),
    email: field.email('E-mail'),
    socialLinks: field.list('Social links', 'Social link', {
      network: field.text('Network name', { max: 40 }),
      url: field.link('Profile address'),
    }),
    copyright: field.text('Copyright holder', { max: 120 }),
  },
  seed: {
    about:
      'An electrical engineering and manufacturing company serving Nigeria for over 13 years: power protection and distribution, cable management, enclosures, power generation, lighting and the services that keep them running.',
    headOffice: '14 Admiralty Way, Lekki Phase 1, Lagos',
    factoryAddress: 'Plot 7, Industrial Layout, Agbara, Ogun State',
    phone: '+234 700 000 0000',
    email: 'info@tranos.example',
    socialLinks: [
      { network: 'LinkedIn', url: 'https://www.linkedin.com/' },
      { network: 'Facebook', url: 'https://www.facebook.com/' },
      { network: 'Instagram', url: 'https://www.instagram.com/' },
      { network: 'X', url: 'https://x.com/' },
    ],
    copyright: 'Tranos. All rights reserved.',
  },
});

/** Company-wide facts used in page titles, meta tags and structured data. */
export const siteSettings = defineSection({
  key: 'site/settings',
  envelope: 'siteSettings',
  title: 'Site settings',
  screen: 'site',
  fields: {
    companyName: field.text('Company name', { max: 120 }),
    tagline: field.text('Tagline (used in search results)', { max: 200 }),
    logoText: field.text('Logo text', { max: 40 }),
  },
  seed: {
    companyName: 'Tranos',
    tagline:
      'Electrical engineering and manufacturing in Nigeria: switchgear, cable management, enclosures, generators and lighting.',
    logoText: 'TRANOS',
  },
});
