/**
 * First-start records of Lights & Wiring Devices (/products/lights-wiring): the family's record and its products', at
 * the addresses they have always had (slug = the path below the family).
 */
import type { FamilySeed } from '../../../content/collections/product-families';
import type { ProductSeed } from '../../../content/collections/products';
import { linkCardImage } from '../../../content/seed/placeholders';
import { lightsWiringGroups } from './layout';
import {
  familyImage,
  type Spec,
  images,
  squareImage,
  filtered,
  spec,
  p,
  type PageText,
  textOnlyPage,
} from '../../../content/catalogue/seed-helpers';

/** The family's own record: its name, summary, card image and landing layout. */
export const family: FamilySeed = {
  name: 'Lights & Wiring Devices',
  slug: 'lights-wiring',
  template: 'lights-wiring',
  summary:
    'LED lighting, switches and sockets for homes, offices, hotels and shops, and rugged wiring devices and lighting for factories, warehouses and construction sites. Choose where you need them.',
  image: familyImage('Lights and Wiring'),
  details: {
    residentialTitle: 'Residential & Commercial',
    residentialText:
      'Duro and Valor LED lighting and Simon switches and sockets for homes, offices, hotels and shops.',
    residentialImage: linkCardImage('Residential and commercial lighting'),
    industrialTitle: 'Industrial',
    industrialText:
      'Industrial plugs and sockets, movable distribution boards, isolators and LED lighting built for hard-working sites.',
    industrialImage: linkCardImage('Industrial wiring devices'),
    lightsHeading: 'Residential & Commercial Lighting',
    lightsIntro:
      'Two LED ranges for homes, offices, hotels and shops. Duro offers the widest choice of fittings for every room and layout; Valor keeps projects quick and cost-effective to install. Choose a brand to see its range.',
    switchesHeading: 'Switches & Sockets',
    switchesIntro:
      'We supply three Simon ranges of switches and sockets, from a refined premium design to a dependable everyday range. Choose a range to see what it offers.',
    switchesText:
      'Complete the fit-out with Simon switches and sockets, in three ranges from premium design to dependable everyday use.',
    switchesImage: linkCardImage('Simon switches and sockets'),
  },
};

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

export const products: ProductSeed[] = [
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
