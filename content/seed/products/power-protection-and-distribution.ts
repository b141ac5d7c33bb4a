/**
 * First-start content of /products/power-protection-and-distribution
 * (its sections are declared in content/sections/products/power-protection-and-distribution.ts).
 */
import type { ImageSize } from '../../fields';
import { productMainSize } from '../../field-groups';
import { linkCardImage } from '../placeholders';
import { placeholder, placeholdersAt, type SeedsOf } from '../../section';
import {
  powerProtectionProductPath,
  powerProtectionProducts,
  type sections,
} from '../../sections/products/power-protection-and-distribution';

/** A product page's images: the main image, then the additional images, all of one size. */
const productImages = (main: string, additional: ImageSize, labels: readonly string[]) =>
  [
    placeholder(productMainSize.width, productMainSize.height, main),
    ...labels.map(placeholdersAt(additional)),
  ].join(',');

const cards = (family: 'low' | 'medium') =>
  powerProtectionProducts
    .filter((p) => p.family === family)
    .map((p) => ({
      title: p.name,
      image: linkCardImage(p.name),
      to: powerProtectionProductPath(p.slug),
    }));

export const seed: SeedsOf<typeof sections> = {
  'products/power-protection-and-distribution': {
    heading: 'Power Protection & Distribution',
    intro:
      'From the incoming supply to the final circuit, we build the switchboards and switchgear that distribute power safely: low voltage panels from 63A to 6,300A and medium voltage switchgear for substations and industrial plants.',
    more: 'As a licensed partner for a switchboard range type-approved up to 7,000A, we assemble proven designs in our own factory, with internal separation from form 1 to form 4 and motor control centres up to 3,600A. Every board is inspected and tested before it leaves us, and our engineers install, commission and maintain what we build.',
    lowVoltageHeading: 'Low voltage panels and switchgear',
    lowVoltage: cards('low'),
    mediumVoltageHeading: 'Medium voltage switchgear',
    mediumVoltage: cards('medium'),
  },
  'products/tranos-elite-range': {
    title: 'Tranos Elite Range',
    description:
      'The Tranos Elite Range is our own family of low voltage panels, designed, assembled and tested in our factory in Nigeria. It covers main and sub-distribution boards from 63A to 6,300A.\n\nEvery board is built to your single-line diagram, with form 1 to 4 segregation, so you decide how far busbars, functional units and terminals are separated from each other. Panels leave our floor inspected, tested and documented, ready to be installed by our site teams or yours.',
    tranosEliteImages: productImages('Tranos Elite switchboard', { width: 480, height: 480 }, [
      'Elite busbar compartment',
      'Elite functional units',
      'Elite panel under test',
    ]),
    features:
      '<h2>Key features</h2>' +
      '<ul>' +
      '<li>Rated currents from 63A to 6,300A</li>' +
      '<li>Form 1 to 4 internal segregation</li>' +
      '<li>Built to your single-line diagram and room layout</li>' +
      '<li>Inspected and tested in our factory before delivery</li>' +
      '<li>Local lead times, local engineers and local support</li>' +
      '</ul>',
    catalogueUrl: 'https://example.com/catalogues/tranos-elite-range.pdf',
  },
  'products/siemens-sivacon-s8': {
    title: 'Siemens Sivacon S8',
    description:
      'Sivacon S8 is a Siemens low voltage switchboard range, and Tranos is a licensed partner for it. The range is type-approved up to 7,000A and includes motor control centres up to 3,600A, so one system can take a plant from its incoming supply to its largest drives.\n\n' +
      'Licensed partners have launched over 404,000 of these boards. We assemble yours locally to the licensed design, test it in our factory and support it on site across Nigeria.',
    siemensSivaconImages: productImages(
      'Sivacon S8 switchboard line-up',
      { width: 480, height: 480 },
      ['Sivacon S8 motor control centre', 'Sivacon S8 busbar system'],
    ),
    features:
      '<h2>Key features</h2>' +
      '<ul>' +
      '<li>Switchboard range type-approved up to 7,000A</li>' +
      '<li>Motor control centres up to 3,600A</li>' +
      '<li>Form 1 to 4 internal segregation</li>' +
      '<li>Over 404,000 boards launched by licensed partners</li>' +
      '<li>Assembled and tested in Nigeria by a licensed partner</li>' +
      '</ul>',
    catalogueUrl: '',
  },
  'products/siemens-simoprime': {
    title: 'Siemens Simoprime',
    description:
      'Simoprime is Siemens medium voltage switchgear for primary distribution, where power enters a site and is shared out to its substations and largest loads. It suits utilities, industrial plants, oil and gas facilities and large buildings that need a dependable, well-protected supply.\n\n' +
      'We work out the panel line-up with you, coordinate delivery, and handle installation, commissioning and after-sales support in Nigeria. Download the catalogue for ratings and configurations.',
    siemensSimoprimeImages: productImages(
      'Simoprime switchgear line-up',
      { width: 350, height: 275 },
      ['Simoprime panel front', 'Simoprime in a substation'],
    ),
    catalogueUrl: 'https://example.com/catalogues/siemens-simoprime.pdf',
  },
  'products/siemens-simosec': {
    title: 'Siemens Simosec',
    description:
      '<p>Simosec is Siemens medium voltage switchgear for secondary distribution: the ring main and transformer substations that bring power close to where it is used. Its compact panels suit utility networks, commercial buildings, industrial sites and infrastructure projects.</p>' +
      '<p>We help you choose the right panel functions, then supply, install and commission the switchgear with full test records. Our engineers stay on call after handover. Download the catalogue for technical data.</p>',
    siemensSimosecImages: productImages('Simosec switchgear line-up', { width: 400, height: 475 }, [
      'Simosec panel front',
      'Simosec in a compact substation',
    ]),
    catalogueUrl: 'https://example.com/catalogues/siemens-simosec.pdf',
  },
  'products/atex-power-panels/page': {
    heading: 'ATEX Power Panels',
    intro:
      'Where flammable gases, vapours or dusts may be present, the electrical equipment must not become a source of ignition. Our ATEX power panels bring distribution, lighting and motor control into hazardous areas, built to your hazardous area classification with cable entries and glands to match.\n\n' +
      'Tell us the zone, the gas or dust group and the loads you need to feed, and our engineers will propose the panel, build it in our factory and supply its documentation with the order.',
  },
};
