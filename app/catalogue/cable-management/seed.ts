/**
 * First-start records of Cable Management & Support Systems (/products/cable-management): the family's record and its products', at
 * the addresses they have always had (slug = the path below the family).
 */
import type { FamilySeed } from '../../../content/collections/product-families';
import type { ProductSeed } from '../../../content/collections/products';
import { placeholder } from '../../../content/section';
import { linkCardImage } from '../../../content/seed/placeholders';
import { tracSize, type TracEnvelope } from './trac';
import {
  familyImage,
  type Spec,
  type Model,
  type Industry,
  caseStudy,
  images,
  filtered,
  spec,
  p,
  ul,
} from '../../../content/catalogue/seed-helpers';

/** The family's own record: its name, summary, card image and landing layout. */
export const family: FamilySeed = {
  name: 'Cable Management & Support Systems',
  slug: 'cable-management',
  template: 'cable-management',
  summary:
    'Trays, ladders, clamps, cleats and glands that carry and protect your cables from the switchroom to the last machine, made to survive Nigerian sites.',
  image: familyImage('Cable Management'),
};

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

export const products: ProductSeed[] = [
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
