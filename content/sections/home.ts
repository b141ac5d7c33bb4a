/** The home page (/): hero, the headings of its blocks, service texts, why choose us, video. */
import { field } from '../fields';
import { defineSection } from '../section';

const heroSize = { width: 1920, height: 600, maxKb: 70 };

const heroImage = <const N extends 'one' | 'two' | 'three'>(n: N, envelope: string) =>
  defineSection({
    key: `hero-images/hero-image-${n}`,
    envelope,
    title: `Hero image ${n}`,
    screen: 'home',
    fields: { image: field.image(`Hero image ${n}`, heroSize) },
  });

export const heroImageOne = heroImage('one', 'heroImageOne');
export const heroImageTwo = heroImage('two', 'heroImageTwo');
export const heroImageThree = heroImage('three', 'heroImageThree');

export const heroText = defineSection({
  key: 'home/hero',
  envelope: 'heroText',
  title: 'Hero text',
  screen: 'home',
  fields: {
    lightTextOne: field.text('Light text, first line', 80),
    lightTextTwo: field.text('Light text, second line', 80),
    boldText: field.text('Bold text', 80),
    smallText: field.textarea('Small text', 300),
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
    productsIntro: field.textarea('Products introduction', 500),
    servicesHeading: field.text('Services heading'),
    industriesHeading: field.text('Industries heading'),
    industriesIntro: field.textarea('Industries introduction', 500),
    whyHeading: field.text('Why-choose-us heading'),
    partnersHeading: field.text('Partners heading'),
    newsHeading: field.text('News heading'),
    newsletterHeading: field.text('Newsletter heading'),
    newsletterText: field.textarea('Newsletter text', 300),
  },
});

export const homeServices = defineSection({
  key: 'home/services',
  envelope: 'servicesText',
  title: 'Service texts',
  screen: 'home',
  fields: {
    fabrication: field.textarea('Fabrication', 1500),
    installation: field.textarea('Installation & commissioning', 1500),
    maintenance: field.textarea('Maintenance', 1500),
  },
});

export const homeWhy = defineSection({
  key: 'home/why',
  envelope: 'why',
  title: 'Why choose us',
  screen: 'home',
  fields: { why: field.textarea('Why choose us text', 2000) },
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
});

/** In the order the CMS shows them. */
export const sections = [
  heroText,
  heroImageOne,
  heroImageTwo,
  heroImageThree,
  homePage,
  homeServices,
  homeWhy,
  homeVideo,
] as const;
