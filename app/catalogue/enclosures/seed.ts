/**
 * First-start records of Enclosures (/products/enclosures): the family's record and its products', at
 * the addresses they have always had (slug = the path below the family).
 */
import type { FamilySeed } from '../../../content/collections/product-families';
import type { ProductSeed } from '../../../content/collections/products';
import {
  familyImage,
  caseStudy,
  images,
  squareImage,
  filtered,
  spec,
  p,
  download,
} from '../../../content/catalogue/seed-helpers';

/** The family's own record: its name, summary, card image and landing layout. */
export const family: FamilySeed = {
  name: 'Enclosures',
  slug: 'enclosures',
  template: 'enclosures',
  summary:
    'Electrical, telecom, outdoor and hazardous-area enclosures, fabricated to your drawing.',
  image: familyImage('Enclosures'),
  details: {
    landingIntro:
      'We design and fabricate enclosures in our own workshop: sheet steel, stainless steel and aluminium housings for electrical equipment, servers, batteries, meters and machinery, rated up to IP55 and IK10. Choose a standard size or send us your drawing, and we will build it, finish it and, if you wish, fit it out.',
    enclosureFeaturesHeading: 'Key features',
    junctionBoxesHeading: 'Our ATEX junction boxes',
    enclosureCallToAction:
      'Tell us what goes inside, where it will stand and how many you need. Our design office will come back to you with a drawing and a price.',
    enclosureCallToActionLabel: 'Contact us',
  },
};

const enc = 'enclosures';

const enclosuresCatalogue = download(
  'Enclosures catalogue',
  'https://example.com/catalogues/tranos-enclosures.pdf',
);

/** An enclosure category page: /products/enclosures/<category slug>. */
const enclosure = (
  record: Omit<ProductSeed, 'family' | 'models' | 'template' | 'visibility'>,
): ProductSeed => ({
  ...record,
  family: enc,
  models: [],
  template: 'enclosure-category',
  visibility: 'shown',
});

/** The ATEX junction boxes, each with its zones, classes, groups and ratings. */
const atexJunctionBoxes = [
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
];

export const products: ProductSeed[] = [
  enclosure({
    name: 'Electrical Enclosures',
    slug: 'electrical',
    summary:
      'Wall-mounted and floor-standing enclosures for switchgear, controls and distribution, folded and welded in our workshop from sheet steel or stainless steel, rated up to IP55 and IK10. Standard sizes are ready for fit-out.',
    images: images('Electrical enclosure'),
    body: p(
      'Our electrical enclosures house distribution boards, control gear and instrumentation in plants, buildings and outdoor sites. Bodies are folded and welded from sheet steel or stainless steel, powder coated and fitted with gasketed doors, mounting plates and earthing points.',
      'Standard sizes are kept ready for fit-out, and cut-outs, glands and accessories can be added in the factory.',
    ),
    details: {
      enclosureFeatures: [
        'Ingress protection up to IP55',
        'Impact protection up to IK10',
        'Sheet steel or stainless steel construction',
        'Wall-mounted and floor-standing versions',
        'Removable mounting plate and earthing studs',
        'Factory cut-outs and gland plates on request',
      ],
    },
    specs: [
      filtered('Material', 'Sheet steel or stainless steel'),
      filtered('IP rating', 'Up to IP55'),
      filtered('IK rating', 'Up to IK10'),
      filtered('Mounting', 'Wall-mounted or floor-standing'),
    ],
    documents: [],
    downloads: enclosuresCatalogue,
    industries: ['power-and-energy', 'industrial-and-manufacturing', 'residential-and-commercial'],
    caseStudies: [],
  }),
  enclosure({
    name: 'Mechanical Enclosures',
    slug: 'mechanical',
    summary:
      'Acoustic canopies and housings that protect generators, pumps and compressors from the weather and the people around them from noise, with 70-75 dB sound attenuation for generator canopies.',
    images: images('Mechanical enclosure'),
    body: p(
      'Mechanical enclosures protect machinery from weather and people from noise. Our generator canopies and plant housings are lined with acoustic material and fitted with baffled air inlets and outlets, reducing sound to 70-75 dB while keeping the engine cool.',
      'Lockable service doors, lifting points and fuel and cable entries are built in to suit the equipment inside.',
    ),
    details: {
      enclosureFeatures: [
        'Sound attenuation to 70-75 dB for generator canopies',
        'Acoustic lining and baffled ventilation',
        'Weatherproof, powder-coated steel construction',
        'Lockable doors for service access',
        'Lifting points and forklift pockets',
      ],
    },
    specs: [
      filtered('Material', 'Powder-coated steel'),
      spec('Sound attenuation', '70–75 (generator canopies)', 'dB'),
      spec('For', 'Generators, pumps and compressors'),
    ],
    documents: [],
    downloads: enclosuresCatalogue,
    industries: ['industrial-and-manufacturing', 'power-and-energy', 'telecommunications'],
    caseStudies: [],
  }),
  enclosure({
    name: 'Server Enclosures',
    slug: 'servers',
    summary:
      'Server and network racks for offices, data rooms and telecom sites: ventilated, lockable and organised, with adjustable rails, cable management and optional fan trays, in floor-standing and wall-mounted versions.',
    images: images('Server enclosure'),
    body: p(
      'Our server enclosures give IT and telecom equipment a secure, ventilated home. Adjustable mounting rails, perforated or glazed doors, cable management and fan trays keep equipment organised and cool, and lockable doors and side panels keep it safe.',
      'Floor-standing and wall-mounted versions are available.',
    ),
    details: {
      enclosureFeatures: [
        'Standard rack mounting with adjustable rails',
        'Perforated or glazed lockable doors',
        'Removable side panels',
        'Cable entry and management provisions',
        'Optional fan trays and power distribution units',
      ],
    },
    specs: [
      filtered('Mounting', 'Floor-standing or wall-mounted'),
      spec('Doors', 'Perforated or glazed, lockable'),
      spec('Options', 'Fan trays and power distribution units'),
    ],
    documents: [],
    downloads: enclosuresCatalogue,
    industries: ['telecommunications', 'residential-and-commercial'],
    caseStudies: [],
  }),
  enclosure({
    name: 'Battery Enclosures',
    slug: 'battery',
    summary:
      'Secure, ventilated cabinets for battery banks at telecom sites, substations and UPS rooms, with shelving sized to your batteries, anti-theft locking and outdoor versions weatherproof to IP55.',
    images: images('Battery enclosure'),
    body: p(
      'Battery banks are valuable and need protection from heat, weather and theft. Our battery enclosures are built with reinforced shelving sized for the batteries you use, ventilation to manage heat and gas, and anti-theft locking.',
      'Outdoor versions are weatherproof to IP55 for base stations and remote sites.',
    ),
    details: {
      enclosureFeatures: [
        'Shelving sized to your battery blocks',
        'Ventilation for heat and gas',
        'Anti-theft locking',
        'Outdoor versions to IP55',
        'Cable entries for DC and monitoring circuits',
      ],
    },
    specs: [
      filtered('IP rating', 'IP55 (outdoor versions)'),
      spec('Security', 'Anti-theft locking'),
      spec('Ventilation', 'For heat and gas'),
    ],
    documents: [],
    downloads: enclosuresCatalogue,
    industries: ['telecommunications', 'power-and-energy'],
    caseStudies: [caseStudy.baseStations],
  }),
  enclosure({
    name: 'Heavy-Duty Enclosures',
    slug: 'heavy-duty',
    summary:
      'Containerised housings, skid-mounted packages and plant rooms for equipment from 10,000 to 40,000 kg, with lighting, small power, ventilation and fire detection fitted in our factory so the unit arrives ready to connect.',
    images: images('Heavy-duty enclosure'),
    body: p(
      'For large equipment we build heavy-duty enclosures: containerised housings, skid-mounted packages and plant rooms that carry units weighing from 10,000 to 40,000 kg.',
      'Frames are designed for lifting and transport, and we fit lighting, small power, ventilation and fire detection so the unit arrives ready to connect.',
    ),
    details: {
      enclosureFeatures: [
        'For equipment from 10,000 to 40,000 kg',
        'Structural base frame designed for lifting and transport',
        'Lighting, small power and ventilation fitted in the factory',
        'Acoustic treatment where required',
        'Built to your layout and site conditions',
      ],
    },
    specs: [
      filtered('Equipment weight', '10,000–40,000', 'kg'),
      spec('Type', 'Containerised housings, skids and plant rooms'),
    ],
    documents: [],
    downloads: [],
    industries: ['industrial-and-manufacturing', 'oil-and-gas', 'power-and-energy'],
    caseStudies: [],
  }),
  enclosure({
    name: 'Customised Enclosures',
    slug: 'customised',
    summary:
      'When our standard range does not cover it, our design office turns your requirement or drawing into an enclosure and our workshop builds it in steel, stainless steel or aluminium, as a single unit or a production run.',
    images: images('Customised enclosure'),
    body: p(
      'Many projects need an enclosure that does not exist yet. Our design office turns your requirement or drawing into a manufacturing design, and our workshop builds it in the material, finish and rating you need.',
      'Contact us with the equipment, the site and the quantity, and we will come back with a proposal.',
    ),
    details: {
      enclosureFeatures: [
        'Designed to your drawing or requirement',
        'Steel, stainless steel or aluminium',
        'Choice of colour and finish',
        'Fit-out with your equipment on request',
        'Single units or production runs',
      ],
      enclosureCallToActionLink: '/contacts',
    },
    specs: [
      filtered('Material', 'Steel, stainless steel or aluminium'),
      spec('Quantity', 'Single units or production runs'),
    ],
    documents: [],
    downloads: [],
    industries: ['industrial-and-manufacturing', 'power-and-energy'],
    caseStudies: [],
  }),
  enclosure({
    name: 'ATEX Junction Boxes',
    slug: 'atex-junction-boxes',
    summary:
      'Junction boxes for connecting power, control and instrument circuits in explosive gas and dust atmospheres on oil and gas and process sites, supplied with terminals, earthing and cable glands matched to the protection concept.',
    images: images('ATEX junction box'),
    body: p(
      'Our ATEX junction boxes connect power, control and instrument circuits in hazardous areas on oil and gas and process sites. They are supplied with terminals, earthing and cable glands matched to the protection concept, ready for installation in the zones listed for each box.',
    ),
    details: {
      enclosureFeatures: [
        'For explosive gas and dust atmospheres',
        'Stainless steel, GRP and aluminium bodies',
        'Supplied with terminals and earthing',
        'Matching ATEX cable glands available',
      ],
      junctionBoxes: atexJunctionBoxes,
    },
    specs: [
      filtered('Material', 'Stainless steel, GRP or aluminium'),
      filtered('IP rating', 'IP66'),
      filtered('Zones', '0, 1, 2, 21 and 22 (per box)'),
      spec('Protection types', 'Ex e, Ex d, Ex i'),
      spec('Gas and dust groups', 'IIA, IIB and IIC; dust group IIIC'),
      spec('Temperature class', 'T4 to T6'),
    ],
    documents: [],
    downloads: enclosuresCatalogue,
    industries: ['oil-and-gas'],
    caseStudies: [caseStudy.gasPlant],
  }),
  enclosure({
    name: 'Meter Boxes',
    slug: 'meter-boxes',
    summary:
      'Single and multi-meter boxes for homes, estates and commercial buildings, to IP54 and IK09, with viewing windows and tamper-resistant locking.',
    images: images('Meter box'),
    body: p(
      'Our meter boxes protect energy meters and their protective devices in homes, estates and commercial buildings. They are robust, weatherproof to IP54 and impact-resistant to IK09, with viewing windows for reading and secure locking against tampering.',
      'Single-meter and multi-meter versions are available.',
    ),
    details: {
      enclosureFeatures: [
        'Ingress protection IP54',
        'Impact protection IK09',
        'Viewing window for meter reading',
        'Tamper-resistant locking',
        'Single-meter and multi-meter versions',
      ],
    },
    specs: [
      filtered('IP rating', 'IP54'),
      filtered('IK rating', 'IK09'),
      filtered('Versions', 'Single-meter and multi-meter'),
    ],
    documents: [],
    downloads: download(
      'Meter boxes catalogue',
      'https://example.com/catalogues/tranos-meter-boxes.pdf',
    ),
    industries: ['residential-and-commercial', 'power-and-energy'],
    caseStudies: [],
  }),
];
