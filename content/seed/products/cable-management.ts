/**
 * First-start content of /products/cable-management
 * (its sections are declared in content/sections/products/cable-management.ts).
 */
import { placeholder, placeholdersAt, type SeedsOf } from '../../section';
import { linkCardImage, squareImage } from '../placeholders';
import {
  ellisSize,
  erisSecondSize,
  tracSize,
  type sections,
} from '../../sections/products/cable-management';

const tracImage = placeholdersAt(tracSize);
const ellisImage = placeholdersAt(ellisSize);

const cm = '/products/cable-management';

/**
 * A gland type's products: its code series and, for each metric thread (all 1.5 mm pitch), the
 * cable diameters in mm it takes, e.g. `{ M20: '6-12' }` → `M20 x 1.5, cable 6-12 mm`, TG-IP54-M20.
 */
const glandProducts = (series: string, cableRanges: Readonly<Record<string, string>>) =>
  Object.entries(cableRanges).map(([thread, cable]) => ({
    label: `${thread} x 1.5, cable ${cable} mm`,
    code: `TG-${series}-${thread}`,
  }));

export const seed: SeedsOf<typeof sections> = {
  'products/cable-management': {
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
      image: linkCardImage(title),
      backImage: linkCardImage(`${title} detail`),
      text,
      to: `${cm}/${slug}`,
    })),
  },
  'products/cable-management/trac/page': {
    heading: 'Tranos TRAC',
    intro:
      'Cable trays, cable ladders, fittings, accessories and fasteners from one workshop, made to fit together, so your cable routes go in cleanly and stay tidy for years.',
  },
  'products/cable-management/cable-trays': {
    title: 'Cable Trays',
    description:
      'Our cable trays carry power, control and data cables along walls, ceilings and structures in buildings and plants. We fabricate them in our own workshop in a range of widths and depths, with matching fittings, so the route goes in cleanly and stays tidy for years. Tell us your cable loads and route, and we will size the trays and supports to suit.',
    cableTraysImage: tracImage('Cable trays on a wall run'),
  },
  'products/cable-management/cable-ladders': {
    title: 'Cable Ladders',
    description:
      'Cable ladders carry heavy power cables over long spans in plants, substations and outdoor runs. The open rungs let cables shed heat and make it easy to add, remove or tie down a cable at any point. We fabricate ladders in our workshop with matching bends, tees and connectors, sized to your cable schedule and support spacing.',
    cableLaddersImage: tracImage('Cable ladder carrying power cables'),
  },
  'products/cable-management/cable-fittings': {
    title: 'Cable Fittings',
    description:
      'Bends, tees, crosses, risers and reducers let a tray or ladder run change direction, level or width without cutting and improvising on site. Our fittings are made to match our trays and ladders, so joints line up, cable bend radii are respected and the finished route looks like one system. Order them with your straight lengths and install from a single delivery.',
    cableFittingsImage: tracImage('Tray bends and tees'),
  },
  'products/cable-management/accessories-and-fasteners': {
    title: 'Accessories & Fasteners',
    description:
      'The small parts decide how well a cable route holds up: couplers, splice plates, hangers, brackets, threaded rods, cover clamps, bolts, nuts and washers. We supply the accessories and fasteners that go with our trays and ladders, so every part fits first time and your installers are not hunting for hardware on site. Ask for them as a kit with your order.',
    accessoriesAndFastenersImage: tracImage('Brackets and fasteners'),
  },
  'products/cable-management/tranos-eris': {
    title: 'Tranos ERIS',
    description:
      'Tranos ERIS is part of our cable management and support range, made to hold cable routes firmly in place in buildings, plants and substations.\n\nIt is designed to work alongside our TRAC trays, ladders and fittings, so one supplier covers the route from the support structure to the last fastener. We fabricate to your layout, deliver to site and can install it with our own teams.\n\nMade in our own workshop in Nigeria, it works with TRAC trays, ladders and fittings and is sized to your cable loads and route.',
    tranosErisImages: [
      tracImage('Tranos ERIS support system'),
      placeholder(
        erisSecondSize.width,
        erisSecondSize.height,
        'Tranos ERIS on a plant cable route',
      ),
      tracImage('Tranos ERIS detail'),
    ].join(','),
  },
  'products/cable-management/tranos-ellis': {
    title: 'Tranos ELLIS Clamps & Cleats',
    description:
      'Cable cleats and clamps hold cables in place along trays, ladders and structures. When a fault current flows, the forces between cables can be strong enough to pull them loose; properly spaced cleats keep them restrained and protect people and equipment nearby.\n\nTranos ELLIS clamps and cleats are chosen to suit your cable diameters and route, and fixed at spacings that match the loads they must carry. Send us your cable schedule and we will recommend the right cleat for each run.',
    tranosEllisImages: [
      ellisImage('ELLIS cable cleat'),
      ellisImage('ELLIS clamp on a ladder rung'),
      ellisImage('ELLIS cleats on a cable run'),
      ellisImage('ELLIS clamp fixings'),
    ].join(','),
  },
  'products/cable-management/cable-glands/page': {
    heading: 'Cable Glands',
  },
  'catalogue/cable-glands': {
    intro:
      'A cable gland secures the cable where it enters an enclosure, seals the entry against dust and water and relieves strain on the conductors. We supply glands in two sealing families, IP54 and IP68, in nickel-plated brass, stainless steel and polyamide, plus ATEX glands for hazardous areas. Every size below is available from stock; tell us the cable and the enclosure and we will match the gland.',
    glands: [
      {
        name: 'IP54 Cable Glands',
        slug: 'ip45',
        image: squareImage('IP54 cable gland'),
        summary:
          'Economical nickel-plated brass glands for indoor panels and enclosures where dust and splashing water are the main concern.',
        description:
          'Our IP54 glands are the everyday choice for distribution boards, control panels and equipment rooms. The nickel-plated brass body and compression seal hold the cable firmly, keep out dust and splashing water and give a neat, professional entry. They fit standard metric clearance holes and tighten with ordinary tools.',
        features: [
          'IP54 protection against dust and splashing water',
          'Nickel-plated brass body and locknut',
          'Compression seal grips round cables securely',
          'Metric threads for standard clearance holes',
          'Suited to indoor panels and equipment rooms',
        ],
        products: glandProducts('IP54', {
          M16: '4-8',
          M20: '6-12',
          M25: '10-16',
          M32: '15-22',
          M40: '20-28',
        }),
      },
      {
        name: 'IP68 Cable Glands',
        slug: 'ip68',
        image: squareImage('IP68 cable gland'),
        summary:
          'Fully sealed brass glands, watertight to 5 bar, for outdoor, wash-down and buried installations.',
        description:
          'Where water is more than an occasional splash, use IP68. These glands seal the cable sheath with a resilient insert and an O-ring at the thread, giving water tightness to 5 bar. They are our standard recommendation for outdoor enclosures, pump stations, wash-down areas and equipment exposed to heavy rain.',
        features: [
          'IP68 protection, water tightness to 5 bar',
          'Nickel-plated brass body with O-ring thread seal',
          'Wide clamping range per size',
          'Strain relief without damaging the cable sheath',
          'For outdoor, wash-down and wet locations',
        ],
        products: glandProducts('IP68', {
          M12: '3-6.5',
          M16: '4-8',
          M20: '6-12',
          M25: '13-18',
          M32: '18-25',
          M40: '22-32',
          M50: '32-38',
          M63: '37-44',
        }),
      },
      {
        name: 'AISI 303 Stainless Steel Cable Glands',
        slug: 'aisi303',
        image: squareImage('AISI 303 stainless steel cable gland'),
        summary:
          'Stainless steel glands for food, beverage and light industrial plants that need a clean, corrosion-resistant entry.',
        description:
          'AISI 303 stainless steel is easy to machine precisely and resists corrosion far better than plated brass. These glands suit food and beverage plants, pharmaceutical areas and general industry where equipment is cleaned often and must stay presentable for years.',
        features: [
          'AISI 303 stainless steel body',
          'Good corrosion resistance in clean industrial environments',
          'Smooth finish that is easy to keep clean',
          'Available in IP68 sealing',
          'Metric threads as standard',
        ],
        products: glandProducts('A303', { M16: '4-8', M20: '6-12', M25: '13-18', M32: '18-25' }),
      },
      {
        name: 'AISI 316L Stainless Steel Cable Glands',
        slug: 'aisi316l',
        image: squareImage('AISI 316L stainless steel cable gland'),
        summary:
          'Marine-grade stainless steel glands for coastal, offshore and chemical environments.',
        description:
          'AISI 316L adds molybdenum for resistance to chlorides and many chemicals, which makes it the right material near the sea, on offshore and coastal facilities and in chemical and water treatment plants. Choose 316L wherever a plated or 303 gland would corrode before the equipment is due for replacement.',
        features: [
          'AISI 316L marine-grade stainless steel',
          'Resists salt air, chlorides and many process chemicals',
          'Available in IP68 sealing',
          'For coastal, offshore and chemical plants',
          'Matches 316L enclosures and cable trays',
        ],
        products: glandProducts('A316L', {
          M16: '4-8',
          M20: '6-12',
          M25: '13-18',
          M32: '18-25',
          M40: '22-32',
        }),
      },
      {
        name: 'Polyamide Cable Glands',
        slug: 'polyamide',
        image: squareImage('Polyamide cable gland'),
        summary:
          'Light, corrosion-free plastic glands for plastic enclosures, junction boxes and general wiring.',
        description:
          'Polyamide glands are light, insulating and do not corrode, which makes them a natural partner for plastic enclosures, junction boxes and lighting circuits. The integrated seal and claw clamp hold the cable firmly, and the glands tighten quickly by hand and finish with a spanner.',
        features: [
          'Polyamide body, insulating and corrosion-free',
          'Integrated seal and clamping claws',
          'IP68 sealing when correctly fitted',
          'Light and quick to install',
          'Grey and black colours',
        ],
        products: glandProducts('PA', {
          M12: '3-6.5',
          M16: '4-8',
          M20: '6-12',
          M25: '13-18',
          M32: '18-25',
        }),
      },
      {
        name: 'ATEX Cable Glands',
        slug: 'atex',
        image: squareImage('ATEX cable gland'),
        summary:
          'Glands for cables entering equipment in explosive atmospheres, to match our ATEX panels and junction boxes.',
        description:
          'In a hazardous area the cable entry is part of the protection concept of the equipment, so the gland must match it. We supply ATEX glands for armoured and unarmoured cables to suit our ATEX power panels and junction boxes. Send us the zone, gas or dust group and the cable details, and our engineers will select the gland and supply its documentation with the order.',
        features: [
          'For use in explosive gas and dust atmospheres',
          'Versions for armoured and unarmoured cables',
          'Brass, nickel-plated brass and stainless steel bodies',
          'Selected to match the enclosure protection concept',
          'Documentation supplied with every order',
        ],
        products: glandProducts('ATEX', { M20: '6-12', M25: '11-18', M32: '17-25', M40: '23-32' }),
      },
    ],
  },
};
