/**
 * First-start content of /products/enclosures
 * (its sections are declared in content/sections/products/enclosures.ts).
 */
import { type SeedsOf } from '../../section';
import { cardImage, squareImage } from '../placeholders';
import type { sections } from '../../sections/products/enclosures';

const enclosuresCatalogue = 'https://example.com/catalogues/tranos-enclosures.pdf';

export const seed: SeedsOf<typeof sections> = {
  'catalogue/enclosures': {
    intro:
      'We design and fabricate enclosures in our own workshop: sheet steel, stainless steel and aluminium housings for electrical equipment, servers, batteries, meters and machinery, rated up to IP55 and IK10. Choose a standard size or send us your drawing, and we will build it, finish it and, if you wish, fit it out.',
    categories: [
      {
        name: 'Electrical Enclosures',
        slug: 'electrical',
        link: '/products/enclosures/electrical',
        image: cardImage('Electrical enclosure'),
        summary:
          'Wall-mounted and floor-standing enclosures for switchgear, controls and distribution, to IP55 and IK10.',
        description:
          'Our electrical enclosures house distribution boards, control gear and instrumentation in plants, buildings and outdoor sites. Bodies are folded and welded from sheet steel or stainless steel, powder coated and fitted with gasketed doors, mounting plates and earthing points. Standard sizes are kept ready for fit-out, and cut-outs, glands and accessories can be added in the factory.',
        features: [
          'Ingress protection up to IP55',
          'Impact protection up to IK10',
          'Sheet steel or stainless steel construction',
          'Wall-mounted and floor-standing versions',
          'Removable mounting plate and earthing studs',
          'Factory cut-outs and gland plates on request',
        ],
        catalogueUrl: enclosuresCatalogue,
      },
      {
        name: 'Mechanical Enclosures',
        slug: 'mechanical',
        link: '/products/enclosures/mechanical',
        image: cardImage('Mechanical enclosure'),
        summary:
          'Acoustic canopies and housings for generators, pumps and compressors, with 70-75 dB sound attenuation.',
        description:
          'Mechanical enclosures protect machinery from weather and people from noise. Our generator canopies and plant housings are lined with acoustic material and fitted with baffled air inlets and outlets, reducing sound to 70-75 dB while keeping the engine cool. Lockable service doors, lifting points and fuel and cable entries are built in to suit the equipment inside.',
        features: [
          'Sound attenuation to 70-75 dB for generator canopies',
          'Acoustic lining and baffled ventilation',
          'Weatherproof, powder-coated steel construction',
          'Lockable doors for service access',
          'Lifting points and forklift pockets',
        ],
        catalogueUrl: enclosuresCatalogue,
      },
      {
        name: 'Server Enclosures',
        slug: 'servers',
        link: '/products/enclosures/servers',
        image: cardImage('Server enclosure'),
        summary: 'Server and network racks for offices, data rooms and telecom sites.',
        description:
          'Our server enclosures give IT and telecom equipment a secure, ventilated home. Adjustable mounting rails, perforated or glazed doors, cable management and fan trays keep equipment organised and cool, and lockable doors and side panels keep it safe. Floor-standing and wall-mounted versions are available.',
        features: [
          'Standard rack mounting with adjustable rails',
          'Perforated or glazed lockable doors',
          'Removable side panels',
          'Cable entry and management provisions',
          'Optional fan trays and power distribution units',
        ],
        catalogueUrl: enclosuresCatalogue,
      },
      {
        name: 'Battery Enclosures',
        slug: 'battery',
        link: '/products/enclosures/battery',
        image: cardImage('Battery enclosure'),
        summary:
          'Secure, ventilated cabinets for battery banks at telecom sites, substations and UPS rooms.',
        description:
          'Battery banks are valuable and need protection from heat, weather and theft. Our battery enclosures are built with reinforced shelving sized for the batteries you use, ventilation to manage heat and gas, and anti-theft locking. Outdoor versions are weatherproof to IP55 for base stations and remote sites.',
        features: [
          'Shelving sized to your battery blocks',
          'Ventilation for heat and gas',
          'Anti-theft locking',
          'Outdoor versions to IP55',
          'Cable entries for DC and monitoring circuits',
        ],
        catalogueUrl: enclosuresCatalogue,
      },
      {
        name: 'Heavy-Duty Enclosures',
        slug: 'heavy-duty',
        link: '/products/enclosures/heavy-duty',
        image: cardImage('Heavy-duty enclosure'),
        summary:
          'Containerised housings and skids for plant and equipment from 10,000 to 40,000 kg.',
        description:
          'For large equipment we build heavy-duty enclosures: containerised housings, skid-mounted packages and plant rooms that carry units weighing from 10,000 to 40,000 kg. Frames are designed for lifting and transport, and we fit lighting, small power, ventilation and fire detection so the unit arrives ready to connect.',
        features: [
          'For equipment from 10,000 to 40,000 kg',
          'Structural base frame designed for lifting and transport',
          'Lighting, small power and ventilation fitted in the factory',
          'Acoustic treatment where required',
          'Built to your layout and site conditions',
        ],
        catalogueUrl: '',
      },
      {
        name: 'Customised Enclosures',
        slug: 'customised',
        link: '/contacts',
        image: cardImage('Customised enclosure'),
        summary:
          'Something our standard range does not cover? Send us the requirement and we will build it.',
        description:
          'Many projects need an enclosure that does not exist yet. Our design office turns your requirement or drawing into a manufacturing design, and our workshop builds it in the material, finish and rating you need. Contact us with the equipment, the site and the quantity, and we will come back with a proposal.',
        features: [
          'Designed to your drawing or requirement',
          'Steel, stainless steel or aluminium',
          'Choice of colour and finish',
          'Fit-out with your equipment on request',
          'Single units or production runs',
        ],
        catalogueUrl: '',
      },
      {
        name: 'ATEX Junction Boxes',
        slug: 'atex-junction-boxes',
        link: '/products/enclosures/atex-junction-boxes',
        image: cardImage('ATEX junction box'),
        summary: 'Junction boxes for connecting circuits in explosive gas and dust atmospheres.',
        description:
          'Our ATEX junction boxes connect power, control and instrument circuits in hazardous areas on oil and gas and process sites. They are supplied with terminals, earthing and cable glands matched to the protection concept, ready for installation in the zones listed for each box.',
        features: [
          'For explosive gas and dust atmospheres',
          'Stainless steel, GRP and aluminium bodies',
          'Supplied with terminals and earthing',
          'Matching ATEX cable glands available',
        ],
        catalogueUrl: enclosuresCatalogue,
      },
      {
        name: 'Meter Boxes',
        slug: 'meter-boxes',
        link: '/products/enclosures/meter-boxes',
        image: cardImage('Meter box'),
        summary:
          'Single and multi-meter boxes for homes, estates and commercial buildings, to IP54 and IK09.',
        description:
          'Our meter boxes protect energy meters and their protective devices in homes, estates and commercial buildings. They are robust, weatherproof to IP54 and impact-resistant to IK09, with viewing windows for reading and secure locking against tampering. Single-meter and multi-meter versions are available.',
        features: [
          'Ingress protection IP54',
          'Impact protection IK09',
          'Viewing window for meter reading',
          'Tamper-resistant locking',
          'Single-meter and multi-meter versions',
        ],
        catalogueUrl: 'https://example.com/catalogues/tranos-meter-boxes.pdf',
      },
    ],
  },
  'catalogue/atex-junction-boxes': {
    boxes: [
      {
        title: 'Stainless Steel Increased Safety Junction Box',
        image: squareImage('Stainless steel ATEX junction box'),
        features: [
          'Zones 1, 2, 21 and 22',
          'Protection type Ex e (increased safety)',
          'Gas groups IIA, IIB and IIC; dust group IIIC',
          'Temperature class T6',
          'Ingress protection IP66',
          'AISI 316L stainless steel body',
        ],
      },
      {
        title: 'GRP Increased Safety Junction Box',
        image: squareImage('GRP ATEX junction box'),
        features: [
          'Zones 1, 2, 21 and 22',
          'Protection type Ex e (increased safety)',
          'Gas groups IIA, IIB and IIC; dust group IIIC',
          'Temperature classes T4 to T6',
          'Ingress protection IP66',
          'Glass-reinforced polyester body, corrosion-free',
        ],
      },
      {
        title: 'Aluminium Flameproof Junction Box',
        image: squareImage('Aluminium flameproof junction box'),
        features: [
          'Zones 1, 2, 21 and 22',
          'Protection type Ex d (flameproof enclosure)',
          'Gas groups IIA, IIB and IIC; dust group IIIC',
          'Temperature classes T4 to T6',
          'Ingress protection IP66',
          'Low-copper cast aluminium body',
        ],
      },
      {
        title: 'Intrinsically Safe Instrument Junction Box',
        image: squareImage('Intrinsically safe junction box'),
        features: [
          'Zones 0, 1 and 2',
          'For intrinsically safe (Ex i) circuits',
          'Gas groups IIA, IIB and IIC',
          'Temperature class T6',
          'Ingress protection IP66',
          'Blue terminals and labelling for IS circuits',
        ],
      },
    ],
  },
  'products/enclosures': {
    heading: 'Enclosures',
    featuresHeading: 'Key features',
    junctionBoxesHeading: 'Our ATEX junction boxes',
    callToAction:
      'Tell us what goes inside, where it will stand and how many you need. Our design office will come back to you with a drawing and a price.',
    callToActionLabel: 'Contact us',
  },
};
