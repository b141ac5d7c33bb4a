/**
 * First-start records of Power Protection & Distribution (/products/power-protection-and-distribution): the family's record and its products', at
 * the addresses they have always had (slug = the path below the family).
 */
import type { FamilySeed } from '../../../content/collections/product-families';
import type { ProductSeed } from '../../../content/collections/products';
import {
  familyImage,
  caseStudy,
  images,
  filtered,
  spec,
  p,
  keyFeatures,
  download,
} from '../../../content/catalogue/seed-helpers';

/** The family's own record: its name, summary, card image and landing layout. */
export const family: FamilySeed = {
  name: 'Power Protection & Distribution',
  slug: 'power-protection-and-distribution',
  template: 'power-protection-and-distribution',
  summary:
    'Low and medium voltage switchboards, switchgear and ATEX panels, built and tested in our Lagos factory.',
  image: familyImage('Power Protection and Distribution'),
  details: {
    intro:
      'From the incoming supply to the final circuit, we build the switchboards and switchgear that distribute power safely: low voltage panels from 63A to 6,300A and medium voltage switchgear for substations and industrial plants.',
    more: 'As a licensed partner for a switchboard range type-approved up to 7,000A, we assemble proven designs in our own factory, with internal separation from form 1 to form 4 and motor control centres up to 3,600A. Every board is inspected and tested before it leaves us, and our engineers install, commission and maintain what we build.',
    groups: [
      { key: 'low', heading: 'Low voltage panels and switchgear' },
      { key: 'medium', heading: 'Medium voltage switchgear' },
    ],
  },
};

const ppd = 'power-protection-and-distribution';

export const products: ProductSeed[] = [
  {
    name: 'Tranos Elite Range',
    family: ppd,
    slug: 'tranos-elite-range',
    summary:
      'Our own low voltage switchboards, designed, assembled and tested in our factory in Nigeria: main and sub-distribution boards from 63A to 6,300A, built to your single-line diagram with form 1 to 4 segregation.',
    images: images(
      'Tranos Elite switchboard',
      'Elite busbar compartment',
      'Elite functional units',
      'Elite panel under test',
    ),
    body: p(
      'The Tranos Elite Range is our own family of low voltage panels, designed, assembled and tested in our factory in Nigeria. It covers main and sub-distribution boards from 63A to 6,300A.',
      'Every board is built to your single-line diagram, with form 1 to 4 segregation, so you decide how far busbars, functional units and terminals are separated from each other. Panels leave our floor inspected, tested and documented, ready to be installed by our site teams or yours.',
    ),
    details: {
      features: keyFeatures(
        'Rated currents from 63A to 6,300A',
        'Form 1 to 4 internal segregation',
        'Built to your single-line diagram and room layout',
        'Inspected and tested in our factory before delivery',
        'Local lead times, local engineers and local support',
      ),
    },
    group: 'low',
    specs: [
      filtered('Voltage level', 'Low voltage'),
      filtered('Rated current', '63–6,300', 'A'),
      filtered('Internal separation', 'Form 1 to 4'),
    ],
    models: [],
    documents: [],
    downloads: download(
      'Tranos Elite Range catalogue',
      'https://example.com/catalogues/tranos-elite-range.pdf',
    ),
    industries: ['power-and-energy', 'residential-and-commercial', 'industrial-and-manufacturing'],
    caseStudies: [caseStudy.substation, caseStudy.airfield],
    template: 'switchgear',
    visibility: 'shown',
  },
  {
    name: 'Siemens Sivacon S8',
    family: ppd,
    slug: 'siemens-sivacon',
    summary:
      'Siemens Sivacon S8 low voltage switchboards, assembled by us in Nigeria as a licensed partner: a range type-approved up to 7,000A, with motor control centres up to 3,600A, tested in our factory and supported on site.',
    images: images(
      'Sivacon S8 switchboard line-up',
      'Sivacon S8 motor control centre',
      'Sivacon S8 busbar system',
    ),
    body: p(
      'Sivacon S8 is a Siemens low voltage switchboard range, and Tranos is a licensed partner for it. The range is type-approved up to 7,000A and includes motor control centres up to 3,600A, so one system can take a plant from its incoming supply to its largest drives.',
      'Licensed partners have launched over 404,000 of these boards. We assemble yours locally to the licensed design, test it in our factory and support it on site across Nigeria.',
    ),
    details: {
      features: keyFeatures(
        'Switchboard range type-approved up to 7,000A',
        'Motor control centres up to 3,600A',
        'Form 1 to 4 internal segregation',
        'Over 404,000 boards launched by licensed partners',
        'Assembled and tested in Nigeria by a licensed partner',
      ),
    },
    group: 'low',
    specs: [
      filtered('Voltage level', 'Low voltage'),
      filtered('Rated voltage', 'Up to 690', 'V'),
      filtered('Rated current', 'Up to 7,000', 'A'),
      spec('Motor control centres', 'Up to 3,600', 'A'),
      filtered('Internal separation', 'Form 1 to 4'),
      spec('Standard', 'IEC 61439-2'),
    ],
    models: [],
    documents: [],
    downloads: [],
    industries: ['power-and-energy', 'industrial-and-manufacturing'],
    caseStudies: [caseStudy.foodFactory],
    template: 'switchgear',
    visibility: 'shown',
  },
  {
    name: 'ATEX Power Panels',
    family: ppd,
    slug: 'atex-power-panels',
    summary:
      'Power panels for areas where flammable gases, vapours or dusts may be present: distribution, lighting and motor control built in our factory to your hazardous area classification, with cable entries and glands to match.',
    images: images('ATEX distribution panel', 'ATEX lighting board', 'ATEX motor control station'),
    // The panels themselves are the ATEX power panels list, shown below this text.
    body: p(
      'Where flammable gases, vapours or dusts may be present, the electrical equipment must not become a source of ignition. Our ATEX power panels bring distribution, lighting and motor control into hazardous areas, built to your hazardous area classification with cable entries and glands to match.',
      'Tell us the zone, the gas or dust group and the loads you need to feed, and our engineers will propose the panel, build it in our factory and supply its documentation with the order.',
    ),
    group: 'low',
    specs: [
      filtered('Voltage level', 'Low voltage'),
      filtered('Hazardous area', 'ATEX, built to your zone and gas or dust group'),
      spec('Panel types', 'Distribution, lighting and power, motor control'),
      spec('Construction', 'Flameproof, stainless steel or GRP enclosures'),
    ],
    models: [],
    documents: [],
    downloads: [],
    industries: ['oil-and-gas'],
    caseStudies: [caseStudy.gasPlant],
    template: 'panel-list',
    visibility: 'shown',
  },
  {
    name: 'Siemens Simoprime',
    family: ppd,
    slug: 'siemens-simoprime',
    summary:
      'Siemens Simoprime medium voltage switchgear for primary distribution, where power enters a site and is shared out to its substations and largest loads. We plan the panel line-up with you, then install, commission and support it in Nigeria.',
    images: images(
      'Simoprime switchgear line-up',
      'Simoprime panel front',
      'Simoprime in a substation',
    ),
    body: p(
      'Simoprime is Siemens medium voltage switchgear for primary distribution, where power enters a site and is shared out to its substations and largest loads. It suits utilities, industrial plants, oil and gas facilities and large buildings that need a dependable, well-protected supply.',
      'We work out the panel line-up with you, coordinate delivery, and handle installation, commissioning and after-sales support in Nigeria. Download the catalogue for ratings and configurations.',
    ),
    specs: [
      filtered('Voltage level', 'Medium voltage'),
      filtered('Rated voltage', 'Up to 24', 'kV'),
      filtered('Insulation', 'Air-insulated'),
      spec('Application', 'Primary distribution'),
      spec('Standard', 'IEC 62271-200'),
    ],
    models: [],
    documents: [],
    downloads: download(
      'Siemens Simoprime catalogue',
      'https://example.com/catalogues/siemens-simoprime.pdf',
    ),
    industries: [
      'power-and-energy',
      'industrial-and-manufacturing',
      'oil-and-gas',
      'residential-and-commercial',
    ],
    caseStudies: [caseStudy.substation],
    group: 'medium',
    template: 'switchgear',
    visibility: 'shown',
  },
  {
    name: 'Siemens Simosec',
    family: ppd,
    slug: 'siemens-simosec',
    summary:
      'Siemens Simosec medium voltage switchgear for secondary distribution: compact panels for the ring main and transformer substations that bring power close to where it is used. We supply, install and commission it with full test records.',
    images: images(
      'Simosec switchgear line-up',
      'Simosec panel front',
      'Simosec in a compact substation',
    ),
    body: p(
      'Simosec is Siemens medium voltage switchgear for secondary distribution: the ring main and transformer substations that bring power close to where it is used. Its compact panels suit utility networks, commercial buildings, industrial sites and infrastructure projects.',
      'We help you choose the right panel functions, then supply, install and commission the switchgear with full test records. Our engineers stay on call after handover. Download the catalogue for technical data.',
    ),
    specs: [
      filtered('Voltage level', 'Medium voltage'),
      filtered('Rated voltage', 'Up to 24', 'kV'),
      spec('Application', 'Secondary distribution: ring main and transformer substations'),
      spec('Standard', 'IEC 62271-200'),
    ],
    models: [],
    documents: [],
    downloads: download(
      'Siemens Simosec catalogue',
      'https://example.com/catalogues/siemens-simosec.pdf',
    ),
    industries: ['power-and-energy', 'residential-and-commercial', 'industrial-and-manufacturing'],
    caseStudies: [caseStudy.substation],
    group: 'medium',
    template: 'switchgear',
    visibility: 'shown',
  },
];
