import { field } from '../fields';
import { defineSection, placeholder } from '../section';

const cardSize = { width: 400, height: 300, maxKb: 40 };
const card = () => ({
  title: field.text('Title', { max: 120 }),
  image: field.image('Image', cardSize),
  to: field.link('Links to'),
});
const powerProtection = '/products/power-protection-and-distribution';
const cm = '/products/cable-management';

/** The power protection landing: intro (read more / read less) and two card grids. */
export const powerProtectionLanding = defineSection({
  key: 'products/power-protection-and-distribution',
  envelope: 'powerProtection',
  title: 'Power Protection & Distribution page',
  screen: 'products/power-protection-and-distribution',
  fields: {
    heading: field.text('Heading'),
    intro: field.textarea('Introduction (first paragraph, always shown)', { max: 1500 }),
    more: field.textarea('More (shown after Read more)', { max: 4000 }),
    lowVoltageHeading: field.text('Low voltage heading'),
    lowVoltage: field.list('Low voltage cards', 'Card', card()),
    mediumVoltageHeading: field.text('Medium voltage heading'),
    mediumVoltage: field.list('Medium voltage cards', 'Card', card()),
  },
  seed: {
    heading: 'Power Protection & Distribution',
    intro:
      'From the incoming supply to the final circuit, we build the switchboards and switchgear that distribute power safely: low voltage panels from 63A to 6,300A and medium voltage switchgear for substations and industrial plants.',
    more: 'As a licensed partner for a switchboard range type-approved up to 7,000A, we assemble proven designs in our own factory, with internal separation from form 1 to form 4 and motor control centres up to 3,600A. Every board is inspected and tested before it leaves us, and our engineers install, commission and maintain what we build.',
    lowVoltageHeading: 'Low voltage panels and switchgear',
    lowVoltage: [
      {
        title: 'Tranos Elite Range',
        image: placeholder(400, 300, 'Tranos Elite Range'),
        to: `${powerProtection}/tranos-elite-range`,
      },
      {
        title: 'Siemens Sivacon S8',
        image: placeholder(400, 300, 'Siemens Sivacon S8'),
        to: `${powerProtection}/siemens-sivacon`,
      },
      {
        title: 'ATEX Power Panels',
        image: placeholder(400, 300, 'ATEX Power Panels'),
        to: `${powerProtection}/atex-power-panels`,
      },
    ],
    mediumVoltageHeading: 'Medium voltage switchgear',
    mediumVoltage: [
      {
        title: 'Siemens Simoprime',
        image: placeholder(400, 300, 'Siemens Simoprime'),
        to: `${powerProtection}/siemens-simoprime`,
      },
      {
        title: 'Siemens Simosec',
        image: placeholder(400, 300, 'Siemens Simosec'),
        to: `${powerProtection}/siemens-simosec`,
      },
    ],
  },
});

/** The cable management landing: flip cards, image on the front, text and link on the back. */
export const cableManagementLanding = defineSection({
  key: 'products/cable-management',
  envelope: 'cableManagement',
  title: 'Cable Management page',
  screen: 'products/cable-management',
  fields: {
    heading: field.text('Heading'),
    intro: field.textarea('Introduction', { max: 1500 }),
    cards: field.list('Flip cards', 'Card', {
      ...card(),
      backImage: field.image('Back image', cardSize),
      text: field.textarea('Back text', { max: 300 }),
    }),
  },
  seed: {
    heading: 'Cable Management & Support Systems',
    intro:
      'Trays, ladders, clamps, cleats and glands that carry and protect your cables from the switchroom to the last machine, made to survive Nigerian sites.',
    cards: [
      [
        'Tranos TRAC',
        'trac',
        'Cable trays, ladders, fittings, accessories and fasteners for every route.',
      ],
      ['Tranos ERIS', 'eris', 'Support systems that install quickly and keep heavy runs in place.'],
      [
        'Tranos ELLIS',
        'ellis',
        'Table clamps and cleats that hold cables firmly under fault conditions.',
      ],
      [
        'Cable Glands',
        'cable-glands',
        'IP54 and IP68 glands in brass, stainless steel and polyamide.',
      ],
    ].map(([title = '', slug = '', text = '']) => ({
      title,
      image: placeholder(400, 300, title),
      backImage: placeholder(400, 300, `${title} detail`),
      text,
      to: `${cm}/${slug}`,
    })),
  },
});
