/**
 * First-start records of the product catalogue (content/collections/products.ts): every product
 * page of the site, at the address it has always had (slug = the path below its family).
 */
import type { ProductSeed } from '../collections/products';
import { datasheet, placeholder, placeholdersAt } from '../section';
import { cardSize, squareSize } from '../field-groups';
import { linkCardImage } from '../seed/placeholders';
import { tracSize, type TracEnvelope } from './layouts/cable-management';
import { gasketTypeSize } from './layouts/gaskets';
import { lightsWiringGroups } from './layouts/lights-wiring';
import { generatorCatalogueTitle, upsImageSize } from './layouts/power-generation';

/** One key specification; `filter: 'yes'` puts it in the product finder. */
interface Spec {
  label: string;
  value: string;
  unit: string;
  filter: 'yes' | 'no';
}

/** One model or part number of a product. */
interface Model {
  partNumber: string;
  description: string;
}

/** The industries of content/seed/industries-we-serve.ts. */
type Industry =
  | 'power-and-energy'
  | 'oil-and-gas'
  | 'residential-and-commercial'
  | 'industrial-and-manufacturing'
  | 'telecommunications';

/** The seeded case studies (content/collections/case-studies.ts), by their slugs. */
const caseStudy = {
  substation: '33kv-substation-upgrade-for-an-industrial-estate',
  gasPlant: 'hazardous-area-power-panels-for-a-gas-plant',
  airfield: 'airfield-lighting-power-distribution',
  foodFactory: 'motor-control-centre-for-a-food-factory',
  baseStations: 'hybrid-power-for-rural-base-stations',
} as const;

/** The product photos, main image first, at the catalogue's image size. */
const images = (...labels: string[]): string =>
  labels.map((label) => placeholder(800, 600, label)).join(',');

/** Square photos (a junction box, a light). */
const squareImage = placeholdersAt(squareSize);

/** A specification buyers filter on in the product finder. */
const filtered = (label: string, value: string, unit = ''): Spec => ({
  label,
  value,
  unit,
  filter: 'yes',
});

/** A specification shown on the page only. */
const spec = (label: string, value: string, unit = ''): Spec => ({
  label,
  value,
  unit,
  filter: 'no',
});

/** Rich text paragraphs (the texts are plain, without markup characters). */
const p = (...paragraphs: string[]): string => paragraphs.map((t) => `<p>${t}</p>`).join('');

/** A rich text bullet list. */
const ul = (...items: string[]): string => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

/** What a page of its own says: its name and address, text, photos and specifications. */
type PageText = Pick<ProductSeed, 'name' | 'slug' | 'summary' | 'images' | 'body' | 'specs'>;

/** A page that lists no models, documents, downloads or case studies, for one industry. */
const textOnlyPage = (
  family: string,
  industry: 'residential-and-commercial' | 'industrial-and-manufacturing',
  o: PageText,
) => ({
  name: o.name,
  family,
  slug: o.slug,
  summary: o.summary,
  images: o.images,
  body: o.body,
  specs: o.specs,
  models: [],
  documents: [],
  downloads: [],
  industries: [industry],
  caseStudies: [],
});

/**
 * A product with our own datasheet, a PDF the seeder writes from the product's name, summary
 * and key specifications, so a fresh site has a real document to download.
 */
const withDatasheet = (product: ProductSeed): ProductSeed => ({
  ...product,
  documents: [
    {
      title: 'Datasheet',
      file: datasheet({
        title: product.name,
        summary: product.summary ?? '',
        rows: product.specs.map((s) => [
          s.label ?? '',
          [s.value, s.unit].filter(Boolean).join(' '),
        ]),
      }),
    },
  ],
});

/** The key features box of a switchgear page. */
const keyFeatures = (...items: string[]): string => `<h2>Key features</h2>${ul(...items)}`;

/** A gasket's table of typical properties, one `[property, value]` a row. */
const propertyTable = (...rows: [property: string, value: string][]) =>
  rows.map(([property, value]) => ({ property, value }));

/** A catalogue download of the existing seed. */
const download = (title: string, url: string) => [{ title, url }];

// ---------------------------------------------------------------------------------------------
// Power Protection & Distribution

const ppd = 'power-protection-and-distribution';

const powerProtection: ProductSeed[] = [
  withDatasheet({
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
  }),
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

// ---------------------------------------------------------------------------------------------
// Cable Management & Support Systems

const cm = 'cable-management';

/** A cable gland type: its page below the cable glands page, with its codes and rows. */
interface GlandType {
  slug: string;
  name: string;
  /** The photo's label. */
  image: string;
  /** Brass, Stainless steel or Polyamide: the finder's values (the description gives the finish). */
  material: 'Brass' | 'Stainless steel' | 'Polyamide' | 'Brass or stainless steel';
  grade?: string;
  ipRating?: string;
  /** The code series, e.g. IP54 → TG-IP54-M20. */
  series: string;
  /** Cable diameters in mm per metric thread (1.5 mm pitch), in thread order. */
  cableRanges: Readonly<Record<string, string>>;
  summary: string;
  description: string;
  features: readonly string[];
  industries: Industry[];
  caseStudies: string[];
  extraSpecs?: Spec[];
}

/** The gland's rows, as on its page: `M20 x 1.5, cable 6-12 mm`, TG-IP54-M20. */
const glandModels = (series: string, cableRanges: Readonly<Record<string, string>>): Model[] =>
  Object.entries(cableRanges).map(([thread, cable]) => ({
    partNumber: `TG-${series}-${thread}`,
    description: `${thread} x 1.5, cable ${cable} mm`,
  }));

/** From the first thread to the last, e.g. M16–M40. */
const threadRange = (cableRanges: Readonly<Record<string, string>>): string => {
  const threads = Object.keys(cableRanges);
  return `${threads[0] ?? ''}–${threads[threads.length - 1] ?? ''}`;
};

/** From the smallest cable of the first thread to the largest of the last, e.g. 4–28. */
const cableRange = (cableRanges: Readonly<Record<string, string>>): string => {
  const ranges = Object.values(cableRanges);
  const smallest = ranges[0]?.split('-')[0] ?? '';
  const largest = ranges[ranges.length - 1]?.split('-')[1] ?? '';
  return `${smallest}–${largest}`;
};

const gland = (g: GlandType): ProductSeed => ({
  name: g.name,
  family: cm,
  slug: `cable-glands/${g.slug}`,
  summary: g.summary,
  images: images(g.image),
  body: p(g.description) + ul(...g.features),
  specs: [
    filtered('Type', 'Cable gland'),
    filtered('Material', g.material),
    ...(g.grade ? [filtered('Grade', g.grade)] : []),
    ...(g.ipRating ? [filtered('IP rating', g.ipRating)] : []),
    filtered('Thread', `Metric ${threadRange(g.cableRanges)}`),
    spec('Cable diameter', cableRange(g.cableRanges), 'mm'),
    ...(g.extraSpecs ?? []),
  ],
  // The gland's variant table on its page: each size's code and thread with cable range.
  models: glandModels(g.series, g.cableRanges),
  documents: [],
  downloads: [],
  industries: g.industries,
  caseStudies: g.caseStudies,
  template: 'cable-gland',
  group: 'cable-glands',
  visibility: 'shown',
});

const glandTypes: GlandType[] = [
  {
    slug: 'ip45',
    name: 'IP54 Cable Glands',
    image: 'IP54 cable gland',
    material: 'Brass',
    ipRating: 'IP54',
    series: 'IP54',
    cableRanges: { M16: '4-8', M20: '6-12', M25: '10-16', M32: '15-22', M40: '20-28' },
    summary:
      'Our everyday nickel-plated brass glands for distribution boards, control panels and equipment rooms, where dust and splashing water are the main concern. Metric threads from M16 to M40, all from stock.',
    description:
      'Our IP54 glands are the everyday choice for distribution boards, control panels and equipment rooms. The nickel-plated brass body and compression seal hold the cable firmly, keep out dust and splashing water and give a neat, professional entry. They fit standard metric clearance holes and tighten with ordinary tools.',
    features: [
      'IP54 protection against dust and splashing water',
      'Nickel-plated brass body and locknut',
      'Compression seal grips round cables securely',
      'Suited to indoor panels and equipment rooms',
    ],
    industries: ['industrial-and-manufacturing', 'residential-and-commercial', 'power-and-energy'],
    caseStudies: [],
  },
  {
    slug: 'ip68',
    name: 'IP68 Cable Glands',
    image: 'IP68 cable gland',
    material: 'Brass',
    ipRating: 'IP68',
    series: 'IP68',
    cableRanges: {
      M12: '3-6.5',
      M16: '4-8',
      M20: '6-12',
      M25: '13-18',
      M32: '18-25',
      M40: '22-32',
      M50: '32-38',
      M63: '37-44',
    },
    summary:
      'Fully sealed nickel-plated brass glands, watertight to 5 bar, for outdoor enclosures, pump stations, wash-down areas and buried installations. Our standard recommendation wherever water is more than an occasional splash.',
    description:
      'Where water is more than an occasional splash, use IP68. These glands seal the cable sheath with a resilient insert and an O-ring at the thread, giving water tightness to 5 bar. They are our standard recommendation for outdoor enclosures, pump stations, wash-down areas and equipment exposed to heavy rain.',
    features: [
      'IP68 protection, water tightness to 5 bar',
      'Nickel-plated brass body with O-ring thread seal',
      'Wide clamping range per size',
      'Strain relief without damaging the cable sheath',
    ],
    industries: ['industrial-and-manufacturing', 'power-and-energy', 'oil-and-gas'],
    caseStudies: [],
    extraSpecs: [spec('Water tightness', '5', 'bar')],
  },
  {
    slug: 'aisi303',
    name: 'AISI 303 Stainless Steel Cable Glands',
    image: 'AISI 303 stainless steel cable gland',
    material: 'Stainless steel',
    grade: 'AISI 303',
    ipRating: 'IP68',
    series: 'A303',
    cableRanges: { M16: '4-8', M20: '6-12', M25: '13-18', M32: '18-25' },
    summary:
      'Stainless steel glands for food, beverage, pharmaceutical and light industrial plants that need a clean, corrosion-resistant cable entry that stays presentable through frequent cleaning.',
    description:
      'AISI 303 stainless steel is easy to machine precisely and resists corrosion far better than plated brass. These glands suit food and beverage plants, pharmaceutical areas and general industry where equipment is cleaned often and must stay presentable for years.',
    features: [
      'AISI 303 stainless steel body',
      'Good corrosion resistance in clean industrial environments',
      'Smooth finish that is easy to keep clean',
      'Available in IP68 sealing',
    ],
    industries: ['industrial-and-manufacturing'],
    caseStudies: [],
  },
  {
    slug: 'aisi316l',
    name: 'AISI 316L Stainless Steel Cable Glands',
    image: 'AISI 316L stainless steel cable gland',
    material: 'Stainless steel',
    grade: 'AISI 316L',
    ipRating: 'IP68',
    series: 'A316L',
    cableRanges: { M16: '4-8', M20: '6-12', M25: '13-18', M32: '18-25', M40: '22-32' },
    summary:
      'Marine-grade stainless steel glands that resist salt air, chlorides and many process chemicals, for coastal and offshore facilities, chemical and water treatment plants. Choose 316L wherever plated brass would corrode too soon.',
    description:
      'AISI 316L adds molybdenum for resistance to chlorides and many chemicals, which makes it the right material near the sea, on offshore and coastal facilities and in chemical and water treatment plants. Choose 316L wherever a plated or 303 gland would corrode before the equipment is due for replacement.',
    features: [
      'AISI 316L marine-grade stainless steel',
      'Resists salt air, chlorides and many process chemicals',
      'Available in IP68 sealing',
      'Matches 316L enclosures and cable trays',
    ],
    industries: ['oil-and-gas', 'industrial-and-manufacturing'],
    caseStudies: [],
  },
  {
    slug: 'polyamide',
    name: 'Polyamide Cable Glands',
    image: 'Polyamide cable gland',
    material: 'Polyamide',
    ipRating: 'IP68',
    series: 'PA',
    cableRanges: { M12: '3-6.5', M16: '4-8', M20: '6-12', M25: '13-18', M32: '18-25' },
    summary:
      'Light, insulating and corrosion-free plastic glands for plastic enclosures, junction boxes and lighting circuits. They tighten quickly by hand and seal to IP68 when correctly fitted.',
    description:
      'Polyamide glands are light, insulating and do not corrode, which makes them a natural partner for plastic enclosures, junction boxes and lighting circuits. The integrated seal and claw clamp hold the cable firmly, and the glands tighten quickly by hand and finish with a spanner.',
    features: [
      'Polyamide body, insulating and corrosion-free',
      'Integrated seal and clamping claws',
      'IP68 sealing when correctly fitted',
      'Grey and black colours',
    ],
    industries: ['residential-and-commercial', 'industrial-and-manufacturing'],
    caseStudies: [],
  },
  {
    slug: 'atex',
    name: 'ATEX Cable Glands',
    image: 'ATEX cable gland',
    material: 'Brass or stainless steel',
    series: 'ATEX',
    cableRanges: { M20: '6-12', M25: '11-18', M32: '17-25', M40: '23-32' },
    summary:
      'Glands for cables entering equipment in explosive gas and dust atmospheres, selected by our engineers to match the protection concept of our ATEX panels and junction boxes, with documentation supplied with every order.',
    description:
      'In a hazardous area the cable entry is part of the protection concept of the equipment, so the gland must match it. We supply ATEX glands for armoured and unarmoured cables to suit our ATEX power panels and junction boxes. Send us the zone, gas or dust group and the cable details, and our engineers will select the gland and supply its documentation with the order.',
    features: [
      'For use in explosive gas and dust atmospheres',
      'Versions for armoured and unarmoured cables',
      'Selected to match the enclosure protection concept',
      'Documentation supplied with every order',
    ],
    industries: ['oil-and-gas'],
    caseStudies: [caseStudy.gasPlant],
    extraSpecs: [filtered('Hazardous area', 'Explosive gas and dust atmospheres')],
  },
];

/** The image the client's CMS spec hints at for a TRAC block. */
const tracImage = (label: string) => placeholder(tracSize.width, tracSize.height, label);

/** The back of a product's flip card on the family page: its text and image. */
const flipCard = (text: string, backImage: string) => ({
  flipCardText: text,
  flipCardBackImage: linkCardImage(backImage),
});

/** A TRAC block on the TRAC page: its fields are named after its spec envelope. */
const tracBlock = <E extends TracEnvelope>(
  envelope: E,
  title: string,
  description: string,
  image: string,
) => ({
  [`${envelope}Title`]: title,
  [`${envelope}Description`]: description,
  [`${envelope}Image`]: tracImage(image),
});

const cableManagement: ProductSeed[] = [
  {
    name: 'Tranos TRAC',
    family: cm,
    slug: 'trac',
    summary:
      'Cable trays, cable ladders, fittings, accessories and fasteners from our own workshop, made to fit together so your cable routes go in cleanly and stay tidy for years. Tell us your cable loads and route and we size the system.',
    images: images(
      'Cable trays on a wall run',
      'Cable ladder carrying power cables',
      'Tray bends and tees',
    ),
    body: p(
      'Tranos TRAC brings cable trays, cable ladders, fittings, accessories and fasteners from one workshop, made to fit together, so your cable routes go in cleanly and stay tidy for years.',
    ),
    specs: [
      filtered('Type', 'Cable trays, ladders, fittings and accessories'),
      spec('Sizes', 'A range of widths and depths, sized to your cable loads'),
      spec('Manufacture', 'Fabricated in our own workshop'),
    ],
    models: [],
    documents: [],
    downloads: [],
    industries: ['power-and-energy', 'industrial-and-manufacturing', 'oil-and-gas'],
    caseStudies: [caseStudy.airfield, caseStudy.foodFactory],
    template: 'trac',
    details: {
      ...flipCard(
        'Cable trays, ladders, fittings, accessories and fasteners for every route.',
        'Tranos TRAC detail',
      ),
      ...tracBlock(
        'cableTrays',
        'Cable Trays',
        'Our cable trays carry power, control and data cables along walls, ceilings and structures in buildings and plants. We fabricate them in our own workshop in a range of widths and depths, with matching fittings, so the route goes in cleanly and stays tidy for years. Tell us your cable loads and route, and we will size the trays and supports to suit.',
        'Cable trays on a wall run',
      ),
      ...tracBlock(
        'cableLadders',
        'Cable Ladders',
        'Cable ladders carry heavy power cables over long spans in plants, substations and outdoor runs. The open rungs let cables shed heat and make it easy to add, remove or tie down a cable at any point. We fabricate ladders in our workshop with matching bends, tees and connectors, sized to your cable schedule and support spacing.',
        'Cable ladder carrying power cables',
      ),
      ...tracBlock(
        'cableFittings',
        'Cable Fittings',
        'Bends, tees, crosses, risers and reducers let a tray or ladder run change direction, level or width without cutting and improvising on site. Our fittings are made to match our trays and ladders, so joints line up, cable bend radii are respected and the finished route looks like one system. Order them with your straight lengths and install from a single delivery.',
        'Tray bends and tees',
      ),
      ...tracBlock(
        'accessoriesAndFasteners',
        'Accessories & Fasteners',
        'The small parts decide how well a cable route holds up: couplers, splice plates, hangers, brackets, threaded rods, cover clamps, bolts, nuts and washers. We supply the accessories and fasteners that go with our trays and ladders, so every part fits first time and your installers are not hunting for hardware on site. Ask for them as a kit with your order.',
        'Brackets and fasteners',
      ),
    },
    visibility: 'shown',
  },
  {
    name: 'Tranos ERIS',
    family: cm,
    slug: 'eris',
    summary:
      'Tranos ERIS is our support system for holding cable routes firmly in place in buildings, plants and substations. Made in our own workshop in Nigeria, it works with our TRAC trays, ladders and fittings and is sized to your cable loads and route.',
    images: images(
      'Tranos ERIS support system',
      'Tranos ERIS on a plant cable route',
      'Tranos ERIS detail',
    ),
    body: p(
      'Tranos ERIS is part of our cable management and support range, made to hold cable routes firmly in place in buildings, plants and substations.',
      'It is designed to work alongside our TRAC trays, ladders and fittings, so one supplier covers the route from the support structure to the last fastener. We fabricate to your layout, deliver to site and can install it with our own teams.',
      'We make it in our own workshop in Nigeria and size it to your cable loads and route.',
    ),
    specs: [
      filtered('Type', 'Cable support system'),
      spec('Works with', 'Tranos TRAC trays, ladders and fittings'),
      spec('Manufacture', 'Made in our own workshop in Nigeria'),
    ],
    models: [],
    documents: [],
    downloads: [],
    industries: ['power-and-energy', 'industrial-and-manufacturing'],
    caseStudies: [],
    template: 'eris',
    details: flipCard(
      'Support systems that install quickly and keep heavy runs in place.',
      'Tranos ERIS detail',
    ),
    visibility: 'shown',
  },
  {
    name: 'Tranos ELLIS Clamps & Cleats',
    family: cm,
    slug: 'ellis',
    summary:
      'Tranos ELLIS table clamps and cable cleats hold cables firmly along trays, ladders and structures and keep them restrained when a fault current flows. Send us your cable schedule and we will recommend the right cleat for each run.',
    images: images(
      'ELLIS cable cleat',
      'ELLIS clamp on a ladder rung',
      'ELLIS cleats on a cable run',
      'ELLIS clamp fixings',
    ),
    body: p(
      'Cable cleats and clamps hold cables in place along trays, ladders and structures. When a fault current flows, the forces between cables can be strong enough to pull them loose; properly spaced cleats keep them restrained and protect people and equipment nearby.',
      'Tranos ELLIS clamps and cleats are chosen to suit your cable diameters and route, and fixed at spacings that match the loads they must carry. Send us your cable schedule and we will recommend the right cleat for each run.',
    ),
    specs: [
      filtered('Type', 'Table clamps and cable cleats'),
      spec('Purpose', 'Restrain cables under fault conditions'),
      spec('Selection', 'To your cable diameters, route and loads'),
    ],
    models: [],
    documents: [],
    downloads: [],
    industries: ['power-and-energy', 'industrial-and-manufacturing'],
    caseStudies: [],
    template: 'ellis',
    details: flipCard(
      'Table clamps and cleats that hold cables firmly under fault conditions.',
      'Tranos ELLIS detail',
    ),
    visibility: 'shown',
  },
  {
    name: 'Cable Glands',
    family: cm,
    slug: 'cable-glands',
    summary:
      'Cable glands that secure, seal and relieve strain on cables where they enter an enclosure: IP54 and IP68 families in nickel-plated brass, stainless steel and polyamide, plus ATEX glands for hazardous areas. Every listed size is available from stock.',
    images: images('IP54 cable gland', 'IP68 cable gland', 'ATEX cable gland'),
    body: p(
      'A cable gland secures the cable where it enters an enclosure, seals the entry against dust and water and relieves strain on the conductors. We supply glands in two sealing families, IP54 and IP68, in nickel-plated brass, stainless steel and polyamide, plus ATEX glands for hazardous areas.',
      'Every size below is available from stock; tell us the cable and the enclosure and we will match the gland.',
    ),
    specs: [
      filtered('Type', 'Cable gland'),
      filtered('Material', 'Brass, stainless steel or polyamide'),
      filtered('IP rating', 'IP54 or IP68'),
      filtered('Thread', 'Metric M12–M63'),
    ],
    models: [],
    documents: [],
    downloads: [],
    industries: ['oil-and-gas', 'industrial-and-manufacturing', 'power-and-energy'],
    caseStudies: [caseStudy.gasPlant],
    template: 'cable-glands',
    details: flipCard(
      'IP54 and IP68 glands in brass, stainless steel and polyamide.',
      'Cable Glands detail',
    ),
    visibility: 'shown',
  },
  // Listed on the cable glands page (their group is its address), in this order.
  ...glandTypes.map(gland),
];

// ---------------------------------------------------------------------------------------------
// Enclosures

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

const enclosures: ProductSeed[] = [
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
  withDatasheet(
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
  ),
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

// ---------------------------------------------------------------------------------------------
// Warehouse Storage Systems

const ws = 'warehouse-storage';

/** A warehouse storage page: text, photos and specifications only, for industrial buyers. */
const warehousePage = (o: PageText): ProductSeed => ({
  ...textOnlyPage(ws, 'industrial-and-manufacturing', o),
  template: 'generic',
  visibility: 'shown',
});

const warehouseStorage: ProductSeed[] = [
  warehousePage({
    name: 'Standard Pallet Racks',
    slug: 'pallet-racks',
    summary:
      'Pallet racking planned around your building, pallets, loads and forklifts, with a location for every pallet and beam levels you can move as your stock changes. We supply and install it.',
    images: images('Pallet racks in a warehouse'),
    body: p(
      'Standard pallet racking gives every pallet its own location, reachable by forklift without moving another load. We plan the layout around your building, pallet sizes, loads and handling equipment, then supply and install racks with beam levels you can reposition as your stock changes.',
      'Add our safety accessories to protect uprights and keep aisles clear.',
    ),
    specs: [
      filtered('Type', 'Pallet racking'),
      spec('Beam levels', 'Adjustable as your stock changes'),
      spec('Access', 'Every pallet reachable by forklift'),
    ],
  }),
  warehousePage({
    name: 'Industrial Shelving',
    slug: 'industrial-shelving',
    summary:
      'Industrial shelving for cartons, spare parts and hand-picked stock, with shelf levels that adjust as your stock changes and bays that grow side by side or back to back. We lay out the aisles with you and install it ready to load.',
    images: images('Industrial shelving'),
    body: p(
      'For cartons, spare parts and hand-picked stock, industrial shelving makes every item easy to see and reach. Shelf levels adjust as your stock changes, and bays can be added side by side or back to back as the store grows.',
      'We lay out the aisles with you and install the shelving ready to load.',
    ),
    specs: [
      filtered('Type', 'Shelving'),
      spec('Shelf levels', 'Adjustable'),
      spec('Layout', 'Bays side by side or back to back'),
    ],
  }),
  warehousePage({
    name: 'Mezzanine Floors',
    slug: 'mezzanine-floors',
    summary:
      'A second level inside the building you have, for storage, picking or offices: designed around your columns, loads and access, and supplied with stairs, handrails and loading gates.',
    images: images('Warehouse mezzanine floor'),
    body: p(
      'When the floor is full but the roof is high, a mezzanine adds a second level without a new building. We design the structure around your columns, loads and access, and supply it with stairs, handrails and loading gates, so the new floor can be used for storage, picking or offices.',
    ),
    specs: [
      filtered('Type', 'Mezzanine floor'),
      spec('Supplied with', 'Stairs, handrails and loading gates'),
      spec('Use', 'Storage, picking or offices'),
    ],
  }),
  warehousePage({
    name: 'Safety Accessories',
    slug: 'safety-accessories',
    summary:
      'Upright protectors, end-of-aisle barriers, mesh decking, backstops and load signs that protect your racks, stock and people where forklifts share the aisles. We fit them with new racking or add them to an existing installation.',
    images: images('Rack safety accessories'),
    body: p(
      'Forklifts and racking share the same aisles, and small knocks add up. Upright protectors, end-of-aisle barriers, mesh decking, backstops and load signs protect your racks, your stock and your people.',
      'We supply and fit them with your racking, or add them to an installation you already have.',
    ),
    specs: [
      filtered('Type', 'Rack safety accessories'),
      spec(
        'Includes',
        'Upright protectors, end-of-aisle barriers, mesh decking, backstops, load signs',
      ),
      spec('Fitting', 'With new racking or on existing installations'),
    ],
  }),
];

// ---------------------------------------------------------------------------------------------
// Gaskets

const gk = 'gaskets';

const gasketTypeImage = placeholdersAt(gasketTypeSize);

const gaskets: ProductSeed[] = [
  {
    name: 'Spiral Wound Gaskets',
    family: gk,
    slug: 'spiral-wound-gaskets',
    summary:
      'Metal strip and soft filler wound together for flanges that see high pressure, high temperature and constant cycling: the standard choice for pipework, valves, pumps and pressure vessels in refineries, gas plants and power stations.',
    images: images('Spiral wound gaskets'),
    body: p(
      'A spiral wound gasket is made by winding a preformed metal strip and a soft filler, one on top of the other, into a tight spiral. The metal gives the gasket strength and spring; the filler flows into the flange surface and makes the seal. The result recovers as bolts relax and temperatures change.',
      'We supply them in the sizes and pressure classes your flanges need, with windings, fillers and rings chosen for your medium and temperature. Flexible graphite is our standard filler; its typical properties are below.',
    ),
    details: {
      gasketLists: [
        {
          heading: 'Where they are used',
          items: [
            'Pipe flanges in oil, gas and chemical service',
            'Valves, pumps and compressors',
            'Heat exchangers and pressure vessels',
            'Steam lines in power plants',
          ],
        },
      ],
      gasketPropertiesHeading: 'Flexible graphite filler: typical properties',
      gasketProperties: propertyTable(
        ['Purity', '99% minimum'],
        ['Foil thickness', '0.1mm or 0.05mm'],
        ['Maximum temperature, oxidising atmosphere', '550°C'],
        ['Maximum temperature, inert atmosphere', '750°C'],
        ['Maximum pressure', '140 bar'],
        ['Compressibility', '30-40% and 40-50%'],
        ['Recovery', '15-20% and 10-15%'],
      ),
      gasketContactText:
        'Need a size or material that is not listed? Call or e-mail our gasket team:',
    },
    specs: [
      filtered('Type', 'Spiral wound'),
      filtered('Material', 'Metal windings with flexible graphite filler'),
      spec('Maximum temperature (graphite filler)', '550 oxidising, 750 inert', '°C'),
      spec('Maximum pressure (graphite filler)', '140', 'bar'),
      spec('Graphite purity', '99% minimum'),
    ],
    models: [],
    documents: [],
    downloads: download('Gaskets catalogue', 'https://example.com/catalogues/tranos-gaskets.pdf'),
    industries: ['oil-and-gas', 'power-and-energy', 'industrial-and-manufacturing'],
    caseStudies: [],
    template: 'gasket',
    visibility: 'shown',
  },
  {
    name: 'Soft Cut Gaskets',
    family: gk,
    slug: 'soft-cut-gaskets',
    summary:
      'Non-asbestos sheet gaskets for water, steam, oils, fuels and gases, sealing well at modest bolt loads: cut to the shape of your flange, in standard sizes or to your drawing.',
    images: images('Soft cut gaskets'),
    body: p(
      'Soft cut gaskets are cut from compressed non-asbestos fibre sheet. They seal well at modest bolt loads, which makes them the right choice for standard pipe flanges, pumps, covers and equipment with lighter flanges. We cut them to standard flange sizes or to your drawing, in the thickness your joint needs.',
      'The sheet we use is free of asbestos and handles water, steam, oils, fuels and many gases across the temperatures and pressures below.',
    ),
    details: {
      gasketLists: [
        {
          heading: 'Where they are used',
          items: [
            'Water and steam pipework',
            'Oil and fuel lines',
            'Pump casings and inspection covers',
            'General plant maintenance',
          ],
        },
      ],
      gasketPropertiesHeading: 'Non-asbestos sheet: typical properties',
      gasketProperties: propertyTable(
        ['Density', '1.7-2.0 g/cm³'],
        ['Compressibility', '5-15%'],
        ['Thickness', '0.25-6.0mm'],
        ['Peak temperature', '440°C'],
        ['Continuous temperature', '350°C'],
        ['Steam temperature', '250°C'],
        ['Maximum pressure', '150 kg/cm²'],
      ),
      gasketContactText: 'Send us your flange sizes or a drawing. Call or e-mail our gasket team:',
    },
    specs: [
      filtered('Type', 'Soft cut'),
      filtered('Material', 'Compressed non-asbestos fibre sheet'),
      spec('Thickness', '0.25–6.0', 'mm'),
      spec('Continuous temperature', '350', '°C'),
      spec('Maximum pressure', '150', 'kg/cm²'),
    ],
    models: [],
    documents: [],
    downloads: [],
    industries: ['industrial-and-manufacturing', 'power-and-energy', 'oil-and-gas'],
    caseStudies: [],
    template: 'gasket',
    visibility: 'shown',
  },
  {
    name: 'Kammprofile Gaskets',
    family: gk,
    slug: 'kammprofile',
    summary:
      'A solid metal ring with grooved faces and a soft facing: a tight seal at low bolt loads that survives pressure and temperature swings, for heat exchangers, pressure vessels and refinery, gas and power plant lines. The core can be refaced and reused.',
    images: images('Kammprofile gaskets'),
    body: p(
      'A kammprofile gasket is a solid metal ring with concentric grooves machined into both faces, covered with a thin soft facing. Under bolt load the facing is pressed into the grooves, so the seal is made on many narrow rings at once while the solid core keeps the gasket stable and stops it from being crushed. It seals at lower bolt loads than many metal gaskets and can be refaced and reused.',
      'We supply kammprofile gaskets with the core and facing chosen for your medium, pressure and temperature, in the three types shown below.',
    ),
    details: {
      gasketLists: [
        {
          heading: 'Core materials',
          items: ['Stainless steel 304', 'Stainless steel 316L', 'Others on request'],
        },
        { heading: 'Fillers', items: ['Flexible graphite', 'PTFE', 'Mica', 'Others on request'] },
        {
          heading: 'Applications',
          items: [
            'Heat exchangers and pressure vessels',
            'Flanges with high or fluctuating pressure and temperature',
            'Refinery, petrochemical and gas processing plants',
            'Power plant steam and process lines',
          ],
        },
        {
          heading: 'Key advantages',
          items: [
            'Seals at low bolt loads',
            'The solid core resists crushing and blow-out',
            'Recovers well through temperature and pressure cycles',
            'The core can be refaced and reused',
          ],
        },
      ],
      gasketTypesHeading: 'Gasket types',
      gasketTypes: [
        {
          name: 'Core and facing only',
          description: 'For tongue and groove, spigot and recess or other confined flanges.',
          image: gasketTypeImage('Kammprofile core and facing only'),
        },
        {
          name: 'With loose outer ring',
          description:
            'An outer ring that centres the gasket in raised face flanges and can be swapped.',
          image: gasketTypeImage('Kammprofile with loose outer ring'),
        },
        {
          name: 'With integral outer ring',
          description: 'The centring ring is part of the core, for raised face flanges.',
          image: gasketTypeImage('Kammprofile with integral outer ring'),
        },
      ],
      gasketContactText: 'For sizes, materials and delivery times, call or e-mail our gasket team:',
    },
    specs: [
      filtered('Type', 'Kammprofile'),
      filtered('Material', 'Stainless steel 304 or 316L core'),
      spec('Facing', 'Flexible graphite, PTFE or mica'),
      spec('Versions', 'Core and facing only, loose outer ring, integral outer ring'),
    ],
    models: [],
    documents: [],
    downloads: [],
    industries: ['oil-and-gas', 'power-and-energy', 'industrial-and-manufacturing'],
    caseStudies: [],
    template: 'gasket',
    visibility: 'shown',
  },
];

// ---------------------------------------------------------------------------------------------
// Power Generation & Backup

const pg = 'power-generation';

const generatorImage = placeholdersAt(cardSize);

/** A model of the generators page: its rating, output and speed, photo and use. */
const generatorModel = (
  name: string,
  rating: string,
  output: string,
  speed: string,
  description: string,
) => ({ name, rating, output, speed, image: generatorImage(`${name} gas generator`), description });

const powerGeneration: ProductSeed[] = [
  {
    name: 'Gas-Powered Generators',
    family: pg,
    slug: 'gas-powered-generators',
    summary:
      'AC and DC generators running on natural gas or LPG, from 7.5kVA to 20kVA, for telecom sites, offices and industry.',
    images: images('Gas-powered generator', 'TG1200 gas generator', 'TG2000 gas generator'),
    body: p(
      'Our gas-powered generators run on natural gas or LPG, so there is no diesel to deliver, store or lose to theft. They are built for continuous duty at telecom sites, offices and industrial facilities, in AC and DC versions, with a proven availability of 99.87%.',
      'Each set is tested before it leaves us, and our engineers install, commission and maintain it.',
    ),
    specs: [
      filtered('Rating', '7.5–20', 'kVA'),
      filtered('Fuel', 'Natural gas or LPG'),
      filtered('Output', '400VAC (AC models) or 46–54VDC (DC models)'),
      spec('Speed', '1500–2200', 'rpm'),
      spec('Availability', '99.87', '%'),
    ],
    models: [],
    documents: [],
    downloads: download(
      generatorCatalogueTitle,
      'https://example.com/catalogues/tranos-gas-generators.pdf',
    ),
    industries: [
      'telecommunications',
      'residential-and-commercial',
      'industrial-and-manufacturing',
    ],
    caseStudies: [caseStudy.baseStations],
    template: 'generator',
    details: {
      availabilityClaim: '99.87%',
      availabilityCaption: 'Proven availability',
      generatorModelsHeading: 'Models',
      generatorModels: [
        generatorModel(
          'TG1000',
          '7.5kVA',
          '400VAC',
          '1500rpm',
          'A compact three-phase AC generator for small offices, shops and sites that need dependable prime or standby power.',
        ),
        generatorModel(
          'TG1200',
          '12kVA',
          '46-54VDC',
          '1500-2200rpm',
          'A DC generator for telecom base stations. Variable speed lets it match output to the load and the state of the battery bank.',
        ),
        generatorModel(
          'TG1800',
          '18kVA',
          '46-54VDC',
          '1500rpm',
          'A larger DC generator for busy base stations and hub sites, charging batteries and supplying the load directly.',
        ),
        generatorModel(
          'TG2000',
          '20kVA',
          '400VAC',
          '1500rpm',
          'Our largest three-phase AC model, for offices, workshops and facilities with higher loads.',
        ),
      ],
    },
    visibility: 'shown',
  },
  {
    name: 'UPS Backup System',
    family: pg,
    slug: 'ups-backup-system',
    summary:
      'Online double-conversion UPS with battery banks sized to your load, so a power cut never reaches your equipment.',
    images: images('UPS backup system'),
    body: p(
      'A power cut should not take down your network or your office. Our UPS backup systems use online double-conversion: incoming mains is converted to DC and back to clean, regulated AC, so the load is always fed from the inverter and is protected from sags, surges and noise. When the mains fails, the battery bank takes over with no break, and the load keeps running until the supply returns or the generator starts.',
      'We size the UPS and the batteries to your load and the backup time you need, for telecom sites, data rooms and offices, and we install, commission and maintain them.',
    ),
    specs: [
      filtered('Topology', 'Online double-conversion'),
      spec('Transfer on mains failure', 'No break'),
      spec('Battery bank', 'Sized to your load and backup time'),
      spec('Monitoring', 'Remote monitoring and alarms'),
    ],
    models: [],
    documents: [],
    downloads: [],
    industries: ['telecommunications', 'residential-and-commercial'],
    caseStudies: [],
    template: 'ups',
    details: {
      upsImage: placeholder(upsImageSize.width, upsImageSize.height, 'UPS backup system'),
      upsFeaturesHeading: 'What you get',
      upsFeatures: [
        'Online double-conversion for clean, regulated output',
        'No transfer break when the mains fails',
        'Protection from voltage sags, surges and electrical noise',
        'Battery banks sized to your load and required backup time',
        'Works alongside generators for extended outages',
        'Bypass for maintenance without switching off the load',
        'Remote monitoring and alarms',
        'Installation, commissioning and maintenance by our engineers',
      ],
    },
    visibility: 'shown',
  },
];

// ---------------------------------------------------------------------------------------------
// Lights & Wiring Devices

const lw = 'lights-wiring';
const switchRanges = 'residential-and-commercial/switches-and-sockets';

/** A light of a brand's page, shown under its category (the page's anchors). */
const light = (category: string, name: string, description: string) => ({
  category,
  name,
  description,
  // Its photo is named as in a sentence: "Duro recessed LED downlight".
  image: squareImage(
    name
      .split(' ')
      .map((word, i) => (i === 0 || word === 'LED' ? word : word.toLowerCase()))
      .join(' '),
  ),
});

/** A brand's lights page: its lights listed under their categories, all LED. */
const lightsBrand = (o: {
  brand: 'Duro' | 'Valor';
  summary: string;
  images: string;
  body: string;
  /** The kinds of fitting the brand has, as its specifications list them. */
  fittings: string;
  lights: ReturnType<typeof light>[];
}): ProductSeed => ({
  ...textOnlyPage(lw, 'residential-and-commercial', {
    name: `${o.brand} LED Lighting`,
    slug: `residential-and-commercial/lights/${o.brand.toLowerCase()}`,
    summary: o.summary,
    images: o.images,
    body: o.body,
    specs: [
      filtered('Type', 'Lighting'),
      filtered('Brand', o.brand),
      filtered('Light source', 'LED'),
      spec('Fittings', o.fittings),
    ],
  }),
  template: 'lights-brand',
  details: { lightItems: o.lights },
  group: lightsWiringGroups.lights,
  visibility: 'shown',
});

/** An industrial wiring device or light with its features. */
const device = (name: string, image: string, features: string[]) => ({
  name,
  image: squareImage(image),
  features,
});

/** An industrial page: its devices or lights, each with its features. */
const industrialPage = ({
  devices,
  ...page
}: PageText & { devices: ReturnType<typeof device>[] }): ProductSeed => ({
  ...textOnlyPage(lw, 'industrial-and-manufacturing', page),
  template: 'industrial-devices',
  details: { industrialDevices: devices },
  group: lightsWiringGroups.industrial,
  visibility: 'shown',
});

/** A Simon switches-and-sockets range page. */
const simonRange = (
  range: 'V8' | 'E6' | 'E3',
  tagline: string,
  description: string,
  features: readonly string[],
  specs: Spec[],
): ProductSeed => ({
  ...textOnlyPage(lw, 'residential-and-commercial', {
    name: `Simon ${range}`,
    slug: `${switchRanges}/simon-${range.toLowerCase()}`,
    summary: tagline,
    images: images(`Simon ${range} switches and sockets`),
    body: p(description),
    specs: [
      filtered('Type', 'Switches and sockets'),
      filtered('Brand', 'Simon'),
      filtered('Range', range),
      ...specs,
    ],
  }),
  template: 'switch-range',
  details: { rangeFeatures: [...features] },
  group: lightsWiringGroups.switches,
  visibility: 'shown',
});

const lightsWiring: ProductSeed[] = [
  lightsBrand({
    brand: 'Duro',
    summary:
      'Flexible lighting for every room and every layout, built to last for years of daily use.',
    images: images('Duro LED lighting', 'Duro recessed LED downlight', 'Duro LED panel light'),
    body: p(
      'Duro is our widest choice of LED fittings for homes, offices, hotels and shops: downlights, spotlights, panel lights, bulbs, linear lights, tubes, strips and mirror lights, flexible for every room and layout and built for years of daily use.',
    ),
    fittings:
      'Downlights, spotlights, panel lights, bulbs, linear lights, tubes, strips, mirror lights',
    lights: [
      light(
        'downlight',
        'Duro Recessed LED Downlight',
        'A slim recessed downlight for ceilings in homes, offices and shops, giving even, glare-controlled light.',
      ),
      light(
        'downlight',
        'Duro Adjustable LED Downlight',
        'A tilting downlight that lets you aim the light at walls, artwork or displays.',
      ),
      light(
        'spotlight',
        'Duro LED Spotlight',
        'A focused beam for accent lighting in living rooms, showrooms and hospitality spaces.',
      ),
      light(
        'spotlight',
        'Duro Track Spotlight',
        'A track-mounted spotlight that can be moved and re-aimed as displays and layouts change.',
      ),
      light(
        'panel light',
        'Duro LED Panel Light',
        'A flat panel for suspended ceilings in offices, schools and clinics, with uniform, comfortable light.',
      ),
      light(
        'bulb',
        'Duro LED Bulb',
        'A direct replacement for traditional bulbs that uses far less energy and lasts much longer.',
      ),
      light(
        'linear light',
        'Duro Linear LED Light',
        'Continuous lines of light for offices, corridors and retail, surface-mounted or suspended, with LEDs rated for up to 100,000 hours.',
      ),
      light(
        'tube',
        'Duro LED Tube',
        'An LED replacement for fluorescent tubes, with instant start and no flicker.',
      ),
      light(
        'strip light',
        'Duro Flexible LED Strip',
        'A flexible strip for coves, shelves, kitchens and signage, easy to cut to length and fix in place.',
      ),
      light(
        'mirror light',
        'Duro LED Mirror Light',
        'A slim light for bathroom and dressing mirrors, giving clear, even light on the face.',
      ),
    ],
  }),
  lightsBrand({
    brand: 'Valor',
    summary:
      'Quality LED lighting that is quick and cost-effective to install, for projects where every naira counts.',
    images: images('Valor LED lighting', 'Valor round LED ceiling light', 'Valor LED batten'),
    body: p(
      'Valor is our value range: ceiling lights, spotlights, battens, tubes, bulbs and slim downlights for homes, offices, shops and car parks.',
    ),
    fittings: 'Ceiling lights, spotlights, battens, tubes, bulbs, downlights',
    lights: [
      light(
        'ceiling light',
        'Valor Round LED Ceiling Light',
        'A surface-mounted ceiling light that replaces old fittings in minutes, for bedrooms, corridors and offices.',
      ),
      light(
        'ceiling light',
        'Valor Square LED Ceiling Light',
        'A square surface-mounted ceiling light with a clean, modern look and simple installation.',
      ),
      light(
        'spotlight',
        'Valor LED Spotlight',
        'An affordable spotlight for accent and display lighting in homes and shops.',
      ),
      light(
        'batten',
        'Valor LED Batten',
        'A one-piece batten for garages, stores, corridors and car parks, mounted directly to the surface with no separate fitting.',
      ),
      light(
        'tube',
        'Valor LED Tube',
        'A cost-effective LED tube to upgrade existing fluorescent fittings and cut energy bills.',
      ),
      light(
        'bulb',
        'Valor LED Bulb',
        'An everyday LED bulb for standard lamp holders, bright and efficient.',
      ),
      light(
        'downlight',
        'Valor Slim LED Downlight',
        'A slim downlight that fits shallow ceilings and installs quickly with spring clips.',
      ),
    ],
  }),
  simonRange(
    'V8',
    'Refined design for premium homes, hotels and offices',
    'Simon V8 is the range for interiors where the details matter. Slim plates, clean lines and a selection of finishes sit well in premium homes, hotels and executive offices, and a full family of switches, sockets and outlets keeps every room consistent.',
    [
      'Slim plates with clean lines',
      'Selection of colours and finishes',
      'Switches, sockets and data outlets in one design',
      'Fits the standard 86 box',
      'Smooth, positive switch action',
    ],
    [
      filtered('Mounting box', 'Standard 86 box'),
      spec('Finishes', 'Selection of colours and finishes'),
    ],
  ),
  simonRange(
    'E6',
    'Large push-buttons, sturdy frames and an indicator you can find in the dark',
    'Simon E6 combines a large 86*82 push-button with 1.2mm frames for a switch that feels solid and looks neat. The dust-proof frame keeps the mechanism clean, multi-gang plates fit the standard 86 box, and a built-in LED indicator helps you find the switch in the dark.',
    [
      '86*82 push-button',
      '1.2mm frames',
      'Dust-proof frame',
      'Multi-gang for standard 86 box',
      'Built-in LED indicator',
    ],
    [
      filtered('Mounting box', 'Standard 86 box'),
      spec('Push-button', '86*82'),
      spec('Frame thickness', '1.2', 'mm'),
    ],
  ),
  simonRange(
    'E3',
    'Dependable everyday switches and sockets at a sensible price',
    'Simon E3 is the practical choice for housing estates, rental properties and commercial fit-outs. It installs quickly, works reliably day after day and offers the switches and sockets most projects need in a simple, tidy design.',
    [
      'Simple, tidy design',
      'Quick installation',
      'Switches and sockets for everyday needs',
      'Fits the standard 86 box',
      'Good value for large projects',
    ],
    [filtered('Mounting box', 'Standard 86 box')],
  ),
  industrialPage({
    name: 'Industrial Wiring Devices',
    slug: 'industrial/wiring',
    summary:
      'Wiring devices that survive knocks, dust and water on factories, construction sites and workshops: industrial plugs and sockets, movable distribution boards, socket combination units and rotary isolator switches.',
    images: images(
      'Industrial plugs and sockets',
      'Movable distribution board',
      'Rotary isolator switch',
    ),
    body: p(
      'Industrial sites need wiring devices that survive knocks, dust and water. Our range covers industrial plugs and sockets, movable distribution boards, isolators and weatherproof outlets for factories, construction sites and workshops.',
    ),
    specs: [
      filtered('Type', 'Wiring devices'),
      filtered('Phases', 'Single-phase and three-phase'),
      spec('Movable board cable', '5 or 20', 'm'),
      spec('Isolators', 'Three-pole and four-pole, padlockable'),
    ],
    devices: [
      device('Industrial Plugs and Sockets', 'Industrial plugs and sockets', [
        'Single-phase and three-phase versions',
        'Colour-coded by voltage',
        'Splash-proof and watertight versions',
        'Impact-resistant housings',
      ]),
      device('Movable Distribution Boards', 'Movable distribution board', [
        'Supplied with 5 m or 20 m of cable',
        'Protected industrial socket outlets',
        'Circuit breakers and residual current protection',
        'Robust housing with carrying handle',
      ]),
      device('Socket Combination Units', 'Socket combination unit', [
        'Several sockets and protective devices in one housing',
        'Wall-mounted for workshops and plant rooms',
        'Built to your socket and breaker layout',
        'Lockable cover on request',
      ]),
      device('Rotary Isolator Switches', 'Rotary isolator switch', [
        'Local isolation for motors and machines',
        'Padlockable in the off position',
        'Weatherproof enclosed versions',
        'Three-pole and four-pole versions',
      ]),
    ],
  }),
  industrialPage({
    name: 'Industrial Lighting',
    slug: 'industrial/lighting',
    summary:
      'Industrial LED lighting for warehouses, factories, yards and outdoor areas, built for long hours and hard conditions: high bays, floodlights, vapour-tight fittings and street lights for estate roads and compounds.',
    images: images('LED high bay', 'LED floodlight', 'Vapour-tight LED fitting'),
    body: p(
      'Good light makes industrial sites safer and more productive. Our industrial LED range lights warehouses, factories, yards and outdoor areas with fittings built for long hours and hard conditions.',
    ),
    specs: [
      filtered('Type', 'Lighting'),
      filtered('Light source', 'LED'),
      spec('Fittings', 'High bays, floodlights, vapour-tight fittings, street lights'),
    ],
    devices: [
      device('LED High Bay', 'LED high bay', [
        'For warehouses and factories with high ceilings',
        'Efficient LED light source',
        'Passive cooling through the housing',
        'Hook or bracket mounting',
      ]),
      device('LED Floodlight', 'LED floodlight', [
        'For yards, perimeters and building facades',
        'Weatherproof housing',
        'Adjustable mounting bracket',
        'Instant full brightness',
      ]),
      device('Vapour-Tight LED Fitting', 'Vapour-tight LED fitting', [
        'Sealed against dust and water',
        'For car parks, plant rooms and wash-down areas',
        'Impact-resistant diffuser',
        'Surface or suspended mounting',
      ]),
      device('LED Street Light', 'LED street light', [
        'For estate roads, access roads and compounds',
        'Fits standard lighting poles',
        'Weatherproof die-cast housing',
        'Optional photocell control',
      ]),
    ],
  }),
];

export const productSeed: ProductSeed[] = [
  ...powerProtection,
  ...cableManagement,
  ...enclosures,
  ...warehouseStorage,
  ...gaskets,
  ...powerGeneration,
  ...lightsWiring,
];
