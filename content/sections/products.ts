import { field } from '../fields';
import { defineSection, placeholder } from '../section';

/** cms.md §9: product main images. */
const mainSize = { width: 1100, height: 500, maxKb: 40 };
/** cms.md §9: cable trays, ladders, fittings, accessories and the first ERIS image. */
const tracSize = { width: 530, height: 300, maxKb: 40 };
const erisSecondSize = { width: 1100, height: 300, maxKb: 40 };
/** cms.md §9: table clamps and cleats. */
const ellisSize = { width: 260, height: 260, maxKb: 40 };

const catalogueHint = 'External catalogue file, opened in a new tab. Leave empty to hide the link.';

// ---------------------------------------------------------------------------------------------
// Power Protection & Distribution (PP&D)
// ---------------------------------------------------------------------------------------------

export const tranosEliteRange = defineSection({
  key: 'products/tranos-elite-range',
  envelope: 'tranosEliteRange',
  title: 'Tranos Elite Range',
  screen: 'products/ppd',
  fields: {
    title: field.text('Title'),
    description: field.textarea('Description'),
    tranosEliteImages: field.imageList(
      'Images (first is the main image, the rest are additional images)',
      mainSize,
      'First image (main): max 40KB, 1100x500. Additional images: 480x480.',
    ),
    features: field.richText('Features'),
    catalogueUrl: field.link('Catalogue link', { hint: catalogueHint }),
  },
  aliases: { imageUrl: 'tranosEliteImages' },
  seed: {
    title: 'Tranos Elite Range',
    description:
      '<p>The Tranos Elite Range is our own family of low voltage panels, designed, assembled and tested in our factory in Nigeria. It covers main and sub-distribution boards from 63A to 6,300A.</p>' +
      '<p>Every board is built to your single-line diagram, with form 1 to 4 segregation, so you decide how far busbars, functional units and terminals are separated from each other. Panels leave our floor inspected, tested and documented, ready to be installed by our site teams or yours.</p>',
    tranosEliteImages: [
      placeholder(1100, 500, 'Tranos Elite switchboard'),
      placeholder(480, 480, 'Elite busbar compartment'),
      placeholder(480, 480, 'Elite functional units'),
      placeholder(480, 480, 'Elite panel under test'),
    ].join(','),
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
});

export const siemensSivacon = defineSection({
  key: 'products/siemens-sivacon-s8',
  envelope: 'siemensSivacon',
  title: 'Siemens Sivacon S8',
  screen: 'products/ppd',
  fields: {
    title: field.text('Title'),
    description: field.textarea('Description', { max: 4000 }),
    siemensSivaconImages: field.imageList(
      'Images (first is the main image, the rest are additional images)',
      mainSize,
      'First image (main): max 40KB, 1100x500. The rest are additional images.',
    ),
    features: field.richText('Features'),
    catalogueUrl: field.link('Catalogue link', { hint: catalogueHint }),
  },
  aliases: { imageUrl: 'siemensSivaconImages' },
  seed: {
    title: 'Siemens Sivacon S8',
    description:
      'Sivacon S8 is a Siemens low voltage switchboard range, and Tranos is a licensed partner for it. The range is type-approved up to 7,000A and includes motor control centres up to 3,600A, so one system can take a plant from its incoming supply to its largest drives.\n\n' +
      'Licensed partners have launched over 404,000 of these boards. We assemble yours locally to the licensed design, test it in our factory and support it on site across Nigeria.',
    siemensSivaconImages: [
      placeholder(1100, 500, 'Sivacon S8 switchboard line-up'),
      placeholder(480, 480, 'Sivacon S8 motor control centre'),
      placeholder(480, 480, 'Sivacon S8 busbar system'),
    ].join(','),
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
});

export const siemensSimoprime = defineSection({
  key: 'products/siemens-simoprime',
  envelope: 'siemensSimoprime',
  title: 'Siemens Simoprime',
  screen: 'products/ppd',
  fields: {
    title: field.text('Title'),
    description: field.textarea('Description', { max: 4000 }),
    siemensSimoprimeImages: field.imageList(
      'Images (first is the main image, the rest are additional images)',
      mainSize,
      'First image (main): max 40KB, 1100x500. Additional images: 350x275.',
    ),
    catalogueUrl: field.link('Catalogue link', { hint: catalogueHint }),
  },
  // Not in the spec (its Simoprime/Simosec PATCH sent nothing); the same as the Elite editor.
  aliases: { imageUrl: 'siemensSimoprimeImages' },
  seed: {
    title: 'Siemens Simoprime',
    description:
      'Simoprime is Siemens medium voltage switchgear for primary distribution, where power enters a site and is shared out to its substations and largest loads. It suits utilities, industrial plants, oil and gas facilities and large buildings that need a dependable, well-protected supply.\n\n' +
      'We work out the panel line-up with you, coordinate delivery, and handle installation, commissioning and after-sales support in Nigeria. Download the catalogue for ratings and configurations.',
    siemensSimoprimeImages: [
      placeholder(1100, 500, 'Simoprime switchgear line-up'),
      placeholder(350, 275, 'Simoprime panel front'),
      placeholder(350, 275, 'Simoprime in a substation'),
    ].join(','),
    catalogueUrl: 'https://example.com/catalogues/siemens-simoprime.pdf',
  },
});

export const siemensSimosec = defineSection({
  key: 'products/siemens-simosec',
  envelope: 'siemensSimosec',
  title: 'Siemens Simosec',
  screen: 'products/ppd',
  fields: {
    title: field.text('Title'),
    description: field.richText('Description'),
    siemensSimosecImages: field.imageList(
      'Images (first is the main image, the rest are additional images)',
      mainSize,
      'First image (main): max 40KB, 1100x500. Additional images: 400x475.',
    ),
    catalogueUrl: field.link('Catalogue link', { hint: catalogueHint }),
  },
  // Not in the spec (its Simoprime/Simosec PATCH sent nothing); the same as the Elite editor.
  aliases: { imageUrl: 'siemensSimosecImages' },
  seed: {
    title: 'Siemens Simosec',
    description:
      '<p>Simosec is Siemens medium voltage switchgear for secondary distribution: the ring main and transformer substations that bring power close to where it is used. Its compact panels suit utility networks, commercial buildings, industrial sites and infrastructure projects.</p>' +
      '<p>We help you choose the right panel functions, then supply, install and commission the switchgear with full test records. Our engineers stay on call after handover. Download the catalogue for technical data.</p>',
    siemensSimosecImages: [
      placeholder(1100, 500, 'Simosec switchgear line-up'),
      placeholder(400, 475, 'Simosec panel front'),
      placeholder(400, 475, 'Simosec in a compact substation'),
    ].join(','),
    catalogueUrl: 'https://example.com/catalogues/siemens-simosec.pdf',
  },
});

/** The heading and introduction above the ATEX power panels list (the panels are a collection). */
export const atexPowerPanelsPage = defineSection({
  key: 'products/atex-power-panels/page',
  envelope: 'atexPowerPanelsPage',
  title: 'ATEX Power Panels page',
  screen: 'products/ppd',
  fields: {
    heading: field.text('Heading'),
    intro: field.textarea('Introduction', { max: 2000 }),
  },
  seed: {
    heading: 'ATEX Power Panels',
    intro:
      'Where flammable gases, vapours or dusts may be present, the electrical equipment must not become a source of ignition. Our ATEX power panels bring distribution, lighting and motor control into hazardous areas, built to your hazardous area classification with cable entries and glands to match.\n\n' +
      'Tell us the zone, the gas or dust group and the loads you need to feed, and our engineers will propose the panel, build it in our factory and supply its documentation with the order.',
  },
});

// ---------------------------------------------------------------------------------------------
// Cable Management & Support System (CM&SS)
// ---------------------------------------------------------------------------------------------

const tracTitle = () => field.textarea('Title', { max: 200 });
const tracDescription = () => field.textarea('Description', { max: 2000 });

/** The Tranos TRAC page's own heading and introduction, above its four sections. */
export const tracPage = defineSection({
  key: 'products/cable-management/trac/page',
  envelope: 'tracPage',
  title: 'Tranos TRAC page',
  screen: 'products/cmss',
  fields: {
    heading: field.text('Heading'),
    intro: field.textarea('Introduction', { max: 1500 }),
  },
  seed: {
    heading: 'Tranos TRAC',
    intro:
      'Cable trays, cable ladders, fittings, accessories and fasteners from one workshop, made to fit together, so your cable routes go in cleanly and stay tidy for years.',
  },
});

/** The heading of the cable glands page; its introduction and the gland types are a catalogue section. */
export const cableGlandsPage = defineSection({
  key: 'products/cable-management/cable-glands/page',
  envelope: 'cableGlandsPage',
  title: 'Cable Glands page',
  screen: 'products/cmss',
  fields: {
    heading: field.text('Heading'),
  },
  seed: {
    heading: 'Cable Glands',
  },
});

export const cableTrays = defineSection({
  key: 'products/cable-management/cable-trays',
  envelope: 'cableTrays',
  title: 'Tranos TRAC: Cable Trays',
  screen: 'products/cmss',
  fields: {
    title: tracTitle(),
    description: tracDescription(),
    cableTraysImage: field.image('Image', tracSize),
  },
  aliases: { imageUrl: 'cableTraysImage' },
  seed: {
    title: 'Cable Trays',
    description:
      'Our cable trays carry power, control and data cables along walls, ceilings and structures in buildings and plants. We fabricate them in our own workshop in a range of widths and depths, with matching fittings, so the route goes in cleanly and stays tidy for years. Tell us your cable loads and route, and we will size the trays and supports to suit.',
    cableTraysImage: placeholder(530, 300, 'Cable trays on a wall run'),
  },
});

export const cableLadders = defineSection({
  key: 'products/cable-management/cable-ladders',
  envelope: 'cableLadders',
  title: 'Tranos TRAC: Cable Ladders',
  screen: 'products/cmss',
  fields: {
    title: tracTitle(),
    description: tracDescription(),
    cableLaddersImage: field.image('Image', tracSize),
  },
  aliases: { imageUrl: 'cableLaddersImage' },
  seed: {
    title: 'Cable Ladders',
    description:
      'Cable ladders carry heavy power cables over long spans in plants, substations and outdoor runs. The open rungs let cables shed heat and make it easy to add, remove or tie down a cable at any point. We fabricate ladders in our workshop with matching bends, tees and connectors, sized to your cable schedule and support spacing.',
    cableLaddersImage: placeholder(530, 300, 'Cable ladder carrying power cables'),
  },
});

export const cableFittings = defineSection({
  key: 'products/cable-management/cable-fittings',
  envelope: 'cableFittings',
  title: 'Tranos TRAC: Cable Fittings',
  screen: 'products/cmss',
  fields: {
    title: tracTitle(),
    description: tracDescription(),
    cableFittingsImage: field.image('Image', tracSize),
  },
  aliases: { imageUrl: 'cableFittingsImage' },
  seed: {
    title: 'Cable Fittings',
    description:
      'Bends, tees, crosses, risers and reducers let a tray or ladder run change direction, level or width without cutting and improvising on site. Our fittings are made to match our trays and ladders, so joints line up, cable bend radii are respected and the finished route looks like one system. Order them with your straight lengths and install from a single delivery.',
    cableFittingsImage: placeholder(530, 300, 'Tray bends and tees'),
  },
});

export const accessoriesAndFasteners = defineSection({
  key: 'products/cable-management/accessories-and-fasteners',
  envelope: 'accessoriesAndFasteners',
  title: 'Tranos TRAC: Accessories & Fasteners',
  screen: 'products/cmss',
  fields: {
    title: tracTitle(),
    description: tracDescription(),
    accessoriesAndFastenersImage: field.image('Image', tracSize),
  },
  aliases: { imageUrl: 'accessoriesAndFastenersImage' },
  seed: {
    title: 'Accessories & Fasteners',
    description:
      'The small parts decide how well a cable route holds up: couplers, splice plates, hangers, brackets, threaded rods, cover clamps, bolts, nuts and washers. We supply the accessories and fasteners that go with our trays and ladders, so every part fits first time and your installers are not hunting for hardware on site. Ask for them as a kit with your order.',
    accessoriesAndFastenersImage: placeholder(530, 300, 'Brackets and fasteners'),
  },
});

export const tranosEris = defineSection({
  key: 'products/cable-management/tranos-eris',
  envelope: 'tranosEris',
  title: 'Tranos ERIS',
  screen: 'products/cmss',
  fields: {
    // Not in the original API (its page hard-coded the name); added so the page heading is data.
    title: field.text('Title'),
    description: field.textarea('Description'),
    tranosErisImages: field.imageList(
      'Images (the first two are shown)',
      tracSize,
      'First image: max 40KB, 530x300. Second image: max 40KB, 1100x300.',
    ),
  },
  aliases: { imageUrl: 'tranosErisImages' },
  seed: {
    title: 'Tranos ERIS',
    description:
      '<p>Tranos ERIS is part of our cable management and support range, made to hold cable routes firmly in place in buildings, plants and substations.</p>' +
      '<p>It is designed to work alongside our TRAC trays, ladders and fittings, so one supplier covers the route from the support structure to the last fastener. We fabricate to your layout, deliver to site and can install it with our own teams.</p>' +
      '<ul>' +
      '<li>Made in our own workshop in Nigeria</li>' +
      '<li>Works with TRAC trays, ladders and fittings</li>' +
      '<li>Sized to your cable loads and route</li>' +
      '</ul>',
    tranosErisImages: [
      placeholder(tracSize.width, tracSize.height, 'Tranos ERIS support system'),
      placeholder(
        erisSecondSize.width,
        erisSecondSize.height,
        'Tranos ERIS on a plant cable route',
      ),
      placeholder(tracSize.width, tracSize.height, 'Tranos ERIS detail'),
    ].join(','),
  },
});

export const tranosEllis = defineSection({
  key: 'products/cable-management/tranos-ellis',
  envelope: 'tranosEllis',
  title: 'Tranos ELLIS: Table Clamps & Cleats',
  screen: 'products/cmss',
  fields: {
    title: field.text('Title'),
    description: field.textarea('Description'),
    tranosEllisImages: field.imageList(
      'Images (first is the main image, the rest form the gallery)',
      ellisSize,
      'Each image: max 40KB, 260x260. The first is the main image, the rest form the gallery.',
    ),
  },
  aliases: { imageUrl: 'tranosEllisImages' },
  seed: {
    title: 'Tranos ELLIS Clamps & Cleats',
    description:
      '<p>Cable cleats and clamps hold cables in place along trays, ladders and structures. When a fault current flows, the forces between cables can be strong enough to pull them loose; properly spaced cleats keep them restrained and protect people and equipment nearby.</p>' +
      '<p>Tranos ELLIS clamps and cleats are chosen to suit your cable diameters and route, and fixed at spacings that match the loads they must carry. Send us your cable schedule and we will recommend the right cleat for each run.</p>',
    tranosEllisImages: [
      placeholder(260, 260, 'ELLIS cable cleat'),
      placeholder(260, 260, 'ELLIS clamp on a ladder rung'),
      placeholder(260, 260, 'ELLIS cleats on a cable run'),
      placeholder(260, 260, 'ELLIS clamp fixings'),
    ].join(','),
  },
});

// ---------------------------------------------------------------------------------------------
// Warehouse Support System (WSS)
// ---------------------------------------------------------------------------------------------

export const standardPalletRacks = defineSection({
  key: 'products/warehouse/standard-pallet-racks',
  envelope: 'standardPalletRacks',
  title: 'Standard Pallet Racks',
  screen: 'products/wss',
  fields: {
    title: field.text('Title'),
    description: field.textarea('Description', { max: 2000 }),
    standardPalletRacksImage: field.image('Image', mainSize),
  },
  aliases: { imageUrl: 'standardPalletRacksImage' },
  seed: {
    title: 'Standard Pallet Racks',
    description:
      'Standard pallet racking gives every pallet its own location, reachable by forklift without moving another load. We plan the layout around your building, pallet sizes, loads and handling equipment, then supply and install racks with beam levels you can reposition as your stock changes. Add our safety accessories to protect uprights and keep aisles clear.',
    standardPalletRacksImage: placeholder(1100, 500, 'Pallet racks in a warehouse'),
  },
});

export const productSections = [
  tranosEliteRange,
  siemensSivacon,
  siemensSimoprime,
  siemensSimosec,
  atexPowerPanelsPage,
  tracPage,
  cableTrays,
  cableLadders,
  cableFittings,
  accessoriesAndFasteners,
  tranosEris,
  tranosEllis,
  cableGlandsPage,
  standardPalletRacks,
] as const;
