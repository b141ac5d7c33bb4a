/**
 * First-start content of /products/lights-wiring
 * (its sections are declared in content/sections/products/lights-wiring.ts).
 */
import { placeholdersAt, type SeedsOf } from '../../section';
import { linkCardImage, squareImage } from '../placeholders';
import { rangeImageSize, type sections } from '../../sections/products/lights-wiring';

const rangeImage = placeholdersAt(rangeImageSize);

const lw = '/products/lights-wiring';

export const seed: SeedsOf<typeof sections> = {
  'catalogue/lights': {
    duroTagline:
      'Flexible lighting for every room and every layout, built to last for years of daily use.',
    valorTagline:
      'Quality LED lighting that is quick and cost-effective to install, for projects where every naira counts.',
    duro: [
      {
        category: 'downlight',
        name: 'Duro Recessed LED Downlight',
        description:
          'A slim recessed downlight for ceilings in homes, offices and shops, giving even, glare-controlled light.',
        image: squareImage('Duro recessed LED downlight'),
      },
      {
        category: 'downlight',
        name: 'Duro Adjustable LED Downlight',
        description:
          'A tilting downlight that lets you aim the light at walls, artwork or displays.',
        image: squareImage('Duro adjustable LED downlight'),
      },
      {
        category: 'spotlight',
        name: 'Duro LED Spotlight',
        description:
          'A focused beam for accent lighting in living rooms, showrooms and hospitality spaces.',
        image: squareImage('Duro LED spotlight'),
      },
      {
        category: 'spotlight',
        name: 'Duro Track Spotlight',
        description:
          'A track-mounted spotlight that can be moved and re-aimed as displays and layouts change.',
        image: squareImage('Duro track spotlight'),
      },
      {
        category: 'panel light',
        name: 'Duro LED Panel Light',
        description:
          'A flat panel for suspended ceilings in offices, schools and clinics, with uniform, comfortable light.',
        image: squareImage('Duro LED panel light'),
      },
      {
        category: 'bulb',
        name: 'Duro LED Bulb',
        description:
          'A direct replacement for traditional bulbs that uses far less energy and lasts much longer.',
        image: squareImage('Duro LED bulb'),
      },
      {
        category: 'linear light',
        name: 'Duro Linear LED Light',
        description:
          'Continuous lines of light for offices, corridors and retail, surface-mounted or suspended, with LEDs rated for up to 100,000 hours.',
        image: squareImage('Duro linear LED light'),
      },
      {
        category: 'tube',
        name: 'Duro LED Tube',
        description: 'An LED replacement for fluorescent tubes, with instant start and no flicker.',
        image: squareImage('Duro LED tube'),
      },
      {
        category: 'strip light',
        name: 'Duro Flexible LED Strip',
        description:
          'A flexible strip for coves, shelves, kitchens and signage, easy to cut to length and fix in place.',
        image: squareImage('Duro flexible LED strip'),
      },
      {
        category: 'mirror light',
        name: 'Duro LED Mirror Light',
        description:
          'A slim light for bathroom and dressing mirrors, giving clear, even light on the face.',
        image: squareImage('Duro LED mirror light'),
      },
    ],
    valor: [
      {
        category: 'ceiling light',
        name: 'Valor Round LED Ceiling Light',
        description:
          'A surface-mounted ceiling light that replaces old fittings in minutes, for bedrooms, corridors and offices.',
        image: squareImage('Valor round LED ceiling light'),
      },
      {
        category: 'ceiling light',
        name: 'Valor Square LED Ceiling Light',
        description:
          'A square surface-mounted ceiling light with a clean, modern look and simple installation.',
        image: squareImage('Valor square LED ceiling light'),
      },
      {
        category: 'spotlight',
        name: 'Valor LED Spotlight',
        description: 'An affordable spotlight for accent and display lighting in homes and shops.',
        image: squareImage('Valor LED spotlight'),
      },
      {
        category: 'batten',
        name: 'Valor LED Batten',
        description:
          'A one-piece batten for garages, stores, corridors and car parks, mounted directly to the surface with no separate fitting.',
        image: squareImage('Valor LED batten'),
      },
      {
        category: 'tube',
        name: 'Valor LED Tube',
        description:
          'A cost-effective LED tube to upgrade existing fluorescent fittings and cut energy bills.',
        image: squareImage('Valor LED tube'),
      },
      {
        category: 'bulb',
        name: 'Valor LED Bulb',
        description: 'An everyday LED bulb for standard lamp holders, bright and efficient.',
        image: squareImage('Valor LED bulb'),
      },
      {
        category: 'downlight',
        name: 'Valor Slim LED Downlight',
        description:
          'A slim downlight that fits shallow ceilings and installs quickly with spring clips.',
        image: squareImage('Valor slim LED downlight'),
      },
    ],
  },
  'catalogue/switches-and-sockets': {
    intro:
      'We supply three Simon ranges of switches and sockets, from a refined premium design to a dependable everyday range. Choose a range to see what it offers.',
    ranges: [
      {
        name: 'Simon V8',
        slug: 'simon-v8',
        tagline: 'Refined design for premium homes, hotels and offices',
        image: rangeImage('Simon V8 switches and sockets'),
        description:
          'Simon V8 is the range for interiors where the details matter. Slim plates, clean lines and a selection of finishes sit well in premium homes, hotels and executive offices, and a full family of switches, sockets and outlets keeps every room consistent.',
        features: [
          'Slim plates with clean lines',
          'Selection of colours and finishes',
          'Switches, sockets and data outlets in one design',
          'Fits the standard 86 box',
          'Smooth, positive switch action',
        ],
      },
      {
        name: 'Simon E6',
        slug: 'simon-e6',
        tagline: 'Large push-buttons, sturdy frames and an indicator you can find in the dark',
        image: rangeImage('Simon E6 switches and sockets'),
        description:
          'Simon E6 combines a large 86*82 push-button with 1.2mm frames for a switch that feels solid and looks neat. The dust-proof frame keeps the mechanism clean, multi-gang plates fit the standard 86 box, and a built-in LED indicator helps you find the switch in the dark.',
        features: [
          '86*82 push-button',
          '1.2mm frames',
          'Dust-proof frame',
          'Multi-gang for standard 86 box',
          'Built-in LED indicator',
        ],
      },
      {
        name: 'Simon E3',
        slug: 'simon-e3',
        tagline: 'Dependable everyday switches and sockets at a sensible price',
        image: rangeImage('Simon E3 switches and sockets'),
        description:
          'Simon E3 is the practical choice for housing estates, rental properties and commercial fit-outs. It installs quickly, works reliably day after day and offers the switches and sockets most projects need in a simple, tidy design.',
        features: [
          'Simple, tidy design',
          'Quick installation',
          'Switches and sockets for everyday needs',
          'Fits the standard 86 box',
          'Good value for large projects',
        ],
      },
    ],
  },
  'catalogue/industrial-wiring': {
    wiringIntro:
      'Industrial sites need wiring devices that survive knocks, dust and water. Our range covers industrial plugs and sockets, movable distribution boards, isolators and weatherproof outlets for factories, construction sites and workshops.',
    wiring: [
      {
        name: 'Industrial Plugs and Sockets',
        image: squareImage('Industrial plugs and sockets'),
        features: [
          'Single-phase and three-phase versions',
          'Colour-coded by voltage',
          'Splash-proof and watertight versions',
          'Impact-resistant housings',
        ],
      },
      {
        name: 'Movable Distribution Boards',
        image: squareImage('Movable distribution board'),
        features: [
          'Supplied with 5 m or 20 m of cable',
          'Protected industrial socket outlets',
          'Circuit breakers and residual current protection',
          'Robust housing with carrying handle',
        ],
      },
      {
        name: 'Socket Combination Units',
        image: squareImage('Socket combination unit'),
        features: [
          'Several sockets and protective devices in one housing',
          'Wall-mounted for workshops and plant rooms',
          'Built to your socket and breaker layout',
          'Lockable cover on request',
        ],
      },
      {
        name: 'Rotary Isolator Switches',
        image: squareImage('Rotary isolator switch'),
        features: [
          'Local isolation for motors and machines',
          'Padlockable in the off position',
          'Weatherproof enclosed versions',
          'Three-pole and four-pole versions',
        ],
      },
    ],
    lightingIntro:
      'Good light makes industrial sites safer and more productive. Our industrial LED range lights warehouses, factories, yards and outdoor areas with fittings built for long hours and hard conditions.',
    lighting: [
      {
        name: 'LED High Bay',
        image: squareImage('LED high bay'),
        features: [
          'For warehouses and factories with high ceilings',
          'Efficient LED light source',
          'Passive cooling through the housing',
          'Hook or bracket mounting',
        ],
      },
      {
        name: 'LED Floodlight',
        image: squareImage('LED floodlight'),
        features: [
          'For yards, perimeters and building facades',
          'Weatherproof housing',
          'Adjustable mounting bracket',
          'Instant full brightness',
        ],
      },
      {
        name: 'Vapour-Tight LED Fitting',
        image: squareImage('Vapour-tight LED fitting'),
        features: [
          'Sealed against dust and water',
          'For car parks, plant rooms and wash-down areas',
          'Impact-resistant diffuser',
          'Surface or suspended mounting',
        ],
      },
      {
        name: 'LED Street Light',
        image: squareImage('LED street light'),
        features: [
          'For estate roads, access roads and compounds',
          'Fits standard lighting poles',
          'Weatherproof die-cast housing',
          'Optional photocell control',
        ],
      },
    ],
  },
  'products/lights-wiring': {
    heading: 'Lights & Wiring Devices',
    intro:
      'LED lighting, switches and sockets for homes, offices, hotels and shops, and rugged wiring devices and lighting for factories, warehouses and construction sites. Choose where you need them.',
    tiles: [
      {
        title: 'Residential & Commercial',
        text: 'Duro and Valor LED lighting and Simon switches and sockets for homes, offices, hotels and shops.',
        image: linkCardImage('Residential and commercial lighting'),
        to: `${lw}/residential-and-commercial/lights`,
      },
      {
        title: 'Industrial',
        text: 'Industrial plugs and sockets, movable distribution boards, isolators and LED lighting built for hard-working sites.',
        image: linkCardImage('Industrial wiring devices'),
        to: `${lw}/industrial/wiring`,
      },
    ],
  },
  'products/lights-wiring/residential-and-commercial': {
    lightsHeading: 'Residential & Commercial Lighting',
    lightsIntro:
      'Two LED ranges for homes, offices, hotels and shops. Duro offers the widest choice of fittings for every room and layout; Valor keeps projects quick and cost-effective to install. Choose a brand to see its range.',
    duroName: 'Duro',
    duroImage: linkCardImage('Duro LED lighting'),
    valorName: 'Valor',
    valorImage: linkCardImage('Valor LED lighting'),
    switchesHeading: 'Switches & Sockets',
    switchesText:
      'Complete the fit-out with Simon switches and sockets, in three ranges from premium design to dependable everyday use.',
    switchesImage: linkCardImage('Simon switches and sockets'),
  },
  'products/lights-wiring/industrial': {
    wiringTitle: 'Wiring Devices',
    lightingTitle: 'Industrial Lighting',
  },
};
