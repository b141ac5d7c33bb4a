/**
 * Catalogue content that the original site hard-coded in the front end: the product category
 * grid, the industries and their shared catalogue, cable glands, enclosures, ATEX junction boxes,
 * lights, switches and sockets, industrial wiring, generators and the leadership team.
 */
import { field } from '../fields';
import { defineSection, placeholder } from '../section';

const card = { width: 400, height: 300 };
const square = { width: 400, height: 400 };
const industryBanner = { width: 1100, height: 400 };
const rangeImage = { width: 800, height: 500 };
const upsImage = { width: 1100, height: 500 };
const portrait = { width: 400, height: 500 };
const largePortrait = { width: 800, height: 1000 };

const cardImage = (label: string) => placeholder(card.width, card.height, label);
const squareImage = (label: string) => placeholder(square.width, square.height, label);

// ---------------------------------------------------------------------------------------------
// 1. Product categories (home grid and header menu)
// ---------------------------------------------------------------------------------------------

export const productCategories = defineSection({
  key: 'catalogue/product-categories',
  envelope: 'productCategories',
  title: 'Product categories',
  screen: 'site',
  fields: {
    categories: field.list('Product categories', 'Category', {
      label: field.text('Label', { max: 80 }),
      link: field.link('Link', { hint: 'e.g. /products/enclosures' }),
      image: field.image('Image', card),
      summary: field.textarea('Short summary', { max: 300 }),
    }),
  },
  seed: {
    categories: [
      {
        label: 'Power Protection & Distribution',
        link: '/products/power-protection-and-distribution',
        image: cardImage('Power protection and distribution'),
        summary:
          'Low voltage panels and switchboards from 63A to 6,300A and medium voltage switchgear, built and tested in our own factory.',
      },
      {
        label: 'Cable Management & Support Systems',
        link: '/products/cable-management',
        image: cardImage('Cable management and support systems'),
        summary:
          'Cable trays, ladders, fittings, cleats, clamps and glands that carry and protect your cables from source to load.',
      },
      {
        label: 'Enclosures',
        link: '/products/enclosures',
        image: cardImage('Enclosures'),
        summary:
          'Electrical, server, battery, meter and hazardous-area enclosures, plus heavy-duty and customised housings.',
      },
      {
        label: 'Warehouse Storage Systems',
        link: '/products/warehouse-storage',
        image: cardImage('Warehouse storage systems'),
        summary:
          'Pallet racks, industrial shelving, mezzanines and safety accessories for warehouses that work hard.',
      },
      {
        label: 'Gaskets',
        link: '/products/gaskets',
        image: cardImage('Gaskets'),
        summary:
          'Spiral wound, soft cut and kammprofile gaskets for reliable sealing in process, power and pipeline service.',
      },
      {
        label: 'Power Generation & Backup',
        link: '/products/power-generation',
        image: cardImage('Power generation and backup'),
        summary:
          'Gas-powered generators and UPS backup systems that keep sites, offices and networks running.',
      },
      {
        label: 'Lights & Wiring Devices',
        link: '/products/lights-wiring',
        image: cardImage('Lights and wiring devices'),
        summary:
          'LED lighting, switches and sockets for homes and offices, and rugged wiring devices and lighting for industry.',
      },
    ],
  },
});

// ---------------------------------------------------------------------------------------------
// 2. Industries we serve
// ---------------------------------------------------------------------------------------------

export const industries = defineSection({
  key: 'catalogue/industries',
  envelope: 'industries',
  title: 'Industries we serve',
  screen: 'industries',
  fields: {
    industries: field.list('Industries', 'Industry', {
      name: field.text('Name', { max: 80 }),
      slug: field.text('Slug (address part)', {
        max: 80,
        hint: 'The page is /industries-we-serve/{slug}',
      }),
      heading: field.text('Page heading', { max: 160 }),
      audience: field.text('Who it is for (one line)', { max: 200 }),
      banner: field.image('Banner image', industryBanner),
      image: field.image('Slide image (home slider)', card),
      summary: field.textarea('Summary', { max: 600 }),
    }),
  },
  seed: {
    industries: [
      {
        name: 'Power & Energy',
        slug: 'power-and-energy',
        heading: 'Switchgear and support systems for generation, transmission and distribution',
        audience: 'For power utilities, independent power producers and substation contractors.',
        banner: placeholder(
          industryBanner.width,
          industryBanner.height,
          'Power and energy substation',
        ),
        image: cardImage('Power and energy'),
        summary:
          'From the generator terminals to the feeder pillar, we supply and install the low and medium voltage switchgear, cable support and enclosures that move power safely and keep it available.',
      },
      {
        name: 'Oil & Gas',
        slug: 'oil-and-gas',
        heading: 'Electrical equipment built for hazardous and demanding sites',
        audience: 'For upstream, midstream and downstream operators and their EPC contractors.',
        banner: placeholder(industryBanner.width, industryBanner.height, 'Oil and gas facility'),
        image: cardImage('Oil and gas'),
        summary:
          'ATEX power panels, junction boxes and cable glands for hazardous areas, stainless steel cable management for corrosive environments and gaskets for process lines, supported by engineers who know the sites.',
      },
      {
        name: 'Residential & Commercial',
        slug: 'residential-and-commercial',
        heading: 'Safe, tidy power for homes, offices and commercial buildings',
        audience: 'For developers, contractors, facility managers and homeowners.',
        banner: placeholder(
          industryBanner.width,
          industryBanner.height,
          'Residential and commercial buildings',
        ),
        image: cardImage('Residential and commercial'),
        summary:
          'Distribution boards, meter boxes, LED lighting, switches and sockets and backup power for buildings of every size, supplied from stock in Nigeria and installed by our own teams.',
      },
      {
        name: 'Industrial & Manufacturing',
        slug: 'industrial-and-manufacturing',
        heading: 'Power distribution and infrastructure for plants and factories',
        audience: 'For factories, processing plants, warehouses and their maintenance teams.',
        banner: placeholder(
          industryBanner.width,
          industryBanner.height,
          'Industrial and manufacturing plant',
        ),
        image: cardImage('Industrial and manufacturing'),
        summary:
          'Motor control centres, switchboards, heavy-duty enclosures, cable trays and ladders, industrial lighting and storage systems that keep production lines and warehouses moving.',
      },
      {
        name: 'Telecommunications',
        slug: 'telecommunications',
        heading: 'Reliable power and housing for network sites',
        audience: 'For mobile network operators, tower companies and data centre operators.',
        banner: placeholder(
          industryBanner.width,
          industryBanner.height,
          'Telecommunications tower site',
        ),
        image: cardImage('Telecommunications'),
        summary:
          'Gas-powered DC generators, UPS backup, battery and server enclosures and site distribution panels designed for base stations and network rooms that cannot go down.',
      },
    ],
  },
});

// ---------------------------------------------------------------------------------------------
// 3. The catalogue shared by the industries pages
// ---------------------------------------------------------------------------------------------

export const industryCatalogue = defineSection({
  key: 'catalogue/industry-catalogue',
  envelope: 'industryCatalogue',
  title: 'Industries catalogue',
  screen: 'industries',
  fields: {
    groups: field.list('Catalogue groups', 'Group', {
      categoryName: field.text('Category name', { max: 80 }),
      products: field.list('Products', 'Product', {
        productName: field.text('Product name', { max: 120 }),
        productUrl: field.link('Product link', { hint: 'e.g. /products/enclosures/electrical' }),
      }),
    }),
  },
  seed: {
    groups: [
      {
        categoryName: 'Power Protection & Distribution',
        products: [
          {
            productName: 'Tranos Elite Range',
            productUrl: '/products/power-protection-and-distribution/tranos-elite-range',
          },
          {
            productName: 'Siemens SIVACON S8',
            productUrl: '/products/power-protection-and-distribution/siemens-sivacon',
          },
          {
            productName: 'ATEX Power Panels',
            productUrl: '/products/power-protection-and-distribution/atex-power-panels',
          },
          {
            productName: 'Siemens SIMOPRIME',
            productUrl: '/products/power-protection-and-distribution/siemens-simoprime',
          },
          {
            productName: 'Siemens SIMOSEC',
            productUrl: '/products/power-protection-and-distribution/siemens-simosec',
          },
        ],
      },
      {
        categoryName: 'Cable Management & Support Systems',
        products: [
          {
            productName: 'Tranos TRAC Cable Trays & Ladders',
            productUrl: '/products/cable-management/trac',
          },
          { productName: 'Tranos ERIS', productUrl: '/products/cable-management/eris' },
          { productName: 'Cable Cleats & Clamps', productUrl: '/products/cable-management/ellis' },
          { productName: 'Cable Glands', productUrl: '/products/cable-management/cable-glands' },
        ],
      },
      {
        categoryName: 'Enclosures',
        products: [
          { productName: 'Electrical Enclosures', productUrl: '/products/enclosures/electrical' },
          { productName: 'Mechanical Enclosures', productUrl: '/products/enclosures/mechanical' },
          { productName: 'Server Enclosures', productUrl: '/products/enclosures/servers' },
          { productName: 'Battery Enclosures', productUrl: '/products/enclosures/battery' },
          { productName: 'Heavy-Duty Enclosures', productUrl: '/products/enclosures/heavy-duty' },
          { productName: 'Customised Enclosures', productUrl: '/products/enclosures/customised' },
          {
            productName: 'ATEX Junction Boxes',
            productUrl: '/products/enclosures/atex-junction-boxes',
          },
          { productName: 'Meter Boxes', productUrl: '/products/enclosures/meter-boxes' },
        ],
      },
      {
        categoryName: 'Power Generation & Backup',
        products: [
          {
            productName: 'Gas-Powered Generators',
            productUrl: '/products/power-generation/gas-powered-generators',
          },
          {
            productName: 'UPS Backup System',
            productUrl: '/products/power-generation/ups-backup-system',
          },
        ],
      },
      {
        categoryName: 'Warehouse Storage Systems',
        products: [
          { productName: 'Pallet Racks', productUrl: '/products/warehouse-storage' },
          { productName: 'Industrial Shelving', productUrl: '/products/warehouse-storage' },
          { productName: 'Mezzanines', productUrl: '/products/warehouse-storage' },
          { productName: 'Safety Accessories', productUrl: '/products/warehouse-storage' },
        ],
      },
      {
        categoryName: 'Lighting & Wiring Devices',
        products: [
          {
            productName: 'Residential & Commercial Lights',
            productUrl: '/products/lights-wiring/residential-and-commercial/lights',
          },
          {
            productName: 'Switches & Sockets',
            productUrl: '/products/lights-wiring/residential-and-commercial/switches-and-sockets',
          },
          {
            productName: 'Industrial Wiring Devices',
            productUrl: '/products/lights-wiring/industrial/wiring',
          },
          {
            productName: 'Industrial Lighting',
            productUrl: '/products/lights-wiring/industrial/lighting',
          },
        ],
      },
    ],
  },
});

// ---------------------------------------------------------------------------------------------
// 4. Cable glands
// ---------------------------------------------------------------------------------------------

export const cableGlands = defineSection({
  key: 'catalogue/cable-glands',
  envelope: 'cableGlands',
  title: 'Cable glands',
  screen: 'products/cable-management',
  fields: {
    intro: field.textarea('Introduction', { max: 1500 }),
    glands: field.list('Gland types', 'Gland type', {
      name: field.text('Name', { max: 120 }),
      slug: field.text('Slug (address part)', {
        max: 80,
        hint: 'The page is /products/cable-management/cable-glands/{slug}',
      }),
      image: field.image('Image', square),
      summary: field.textarea('Short summary (card)', { max: 300 }),
      description: field.textarea('Description', { max: 2000 }),
      features: field.stringList('Features', { max: 200 }),
      products: field.list('Products', 'Product', {
        label: field.text('Product (thread and cable range)', {
          max: 120,
          hint: 'e.g. M20 x 1.5, cable 6-12 mm',
        }),
        code: field.text('Code', { max: 40 }),
      }),
    }),
  },
  seed: {
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
        products: [
          { label: 'M16 x 1.5, cable 4-8 mm', code: 'TG-IP54-M16' },
          { label: 'M20 x 1.5, cable 6-12 mm', code: 'TG-IP54-M20' },
          { label: 'M25 x 1.5, cable 10-16 mm', code: 'TG-IP54-M25' },
          { label: 'M32 x 1.5, cable 15-22 mm', code: 'TG-IP54-M32' },
          { label: 'M40 x 1.5, cable 20-28 mm', code: 'TG-IP54-M40' },
        ],
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
        products: [
          { label: 'M12 x 1.5, cable 3-6.5 mm', code: 'TG-IP68-M12' },
          { label: 'M16 x 1.5, cable 4-8 mm', code: 'TG-IP68-M16' },
          { label: 'M20 x 1.5, cable 6-12 mm', code: 'TG-IP68-M20' },
          { label: 'M25 x 1.5, cable 13-18 mm', code: 'TG-IP68-M25' },
          { label: 'M32 x 1.5, cable 18-25 mm', code: 'TG-IP68-M32' },
          { label: 'M40 x 1.5, cable 22-32 mm', code: 'TG-IP68-M40' },
          { label: 'M50 x 1.5, cable 32-38 mm', code: 'TG-IP68-M50' },
          { label: 'M63 x 1.5, cable 37-44 mm', code: 'TG-IP68-M63' },
        ],
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
        products: [
          { label: 'M16 x 1.5, cable 4-8 mm', code: 'TG-A303-M16' },
          { label: 'M20 x 1.5, cable 6-12 mm', code: 'TG-A303-M20' },
          { label: 'M25 x 1.5, cable 13-18 mm', code: 'TG-A303-M25' },
          { label: 'M32 x 1.5, cable 18-25 mm', code: 'TG-A303-M32' },
        ],
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
        products: [
          { label: 'M16 x 1.5, cable 4-8 mm', code: 'TG-A316L-M16' },
          { label: 'M20 x 1.5, cable 6-12 mm', code: 'TG-A316L-M20' },
          { label: 'M25 x 1.5, cable 13-18 mm', code: 'TG-A316L-M25' },
          { label: 'M32 x 1.5, cable 18-25 mm', code: 'TG-A316L-M32' },
          { label: 'M40 x 1.5, cable 22-32 mm', code: 'TG-A316L-M40' },
        ],
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
        products: [
          { label: 'M12 x 1.5, cable 3-6.5 mm', code: 'TG-PA-M12' },
          { label: 'M16 x 1.5, cable 4-8 mm', code: 'TG-PA-M16' },
          { label: 'M20 x 1.5, cable 6-12 mm', code: 'TG-PA-M20' },
          { label: 'M25 x 1.5, cable 13-18 mm', code: 'TG-PA-M25' },
          { label: 'M32 x 1.5, cable 18-25 mm', code: 'TG-PA-M32' },
        ],
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
        products: [
          { label: 'M20 x 1.5, cable 6-12 mm', code: 'TG-ATEX-M20' },
          { label: 'M25 x 1.5, cable 11-18 mm', code: 'TG-ATEX-M25' },
          { label: 'M32 x 1.5, cable 17-25 mm', code: 'TG-ATEX-M32' },
          { label: 'M40 x 1.5, cable 23-32 mm', code: 'TG-ATEX-M40' },
        ],
      },
    ],
  },
});

// ---------------------------------------------------------------------------------------------
// 5. Enclosures
// ---------------------------------------------------------------------------------------------

const enclosuresCatalogue = 'https://example.com/catalogues/tranos-enclosures.pdf';

export const enclosures = defineSection({
  key: 'catalogue/enclosures',
  envelope: 'enclosures',
  title: 'Enclosures',
  screen: 'products/enclosures',
  fields: {
    intro: field.textarea('Introduction', { max: 1500 }),
    categories: field.list('Enclosure categories', 'Category', {
      name: field.text('Name', { max: 80 }),
      slug: field.text('Slug (address part)', { max: 80 }),
      link: field.link('Link', { hint: 'Usually /products/enclosures/{slug}' }),
      image: field.image('Image', card),
      summary: field.textarea('Short summary (card)', { max: 300 }),
      description: field.textarea('Description', { max: 2000 }),
      features: field.stringList('Features', { max: 200 }),
      catalogueUrl: field.link('Catalogue download link', {
        hint: 'Leave empty to hide the button',
      }),
    }),
  },
  seed: {
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
});

// ---------------------------------------------------------------------------------------------
// 6. ATEX junction boxes
// ---------------------------------------------------------------------------------------------

export const atexJunctionBoxes = defineSection({
  key: 'catalogue/atex-junction-boxes',
  envelope: 'atexJunctionBoxes',
  title: 'ATEX junction boxes',
  screen: 'products/enclosures',
  fields: {
    boxes: field.list('Junction boxes', 'Junction box', {
      title: field.text('Title', { max: 120 }),
      image: field.image('Image', square),
      features: field.stringList('Features (zones, classes, groups, ratings)', { max: 200 }),
    }),
  },
  seed: {
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
});

// ---------------------------------------------------------------------------------------------
// 7. Lights: Duro and Valor
// ---------------------------------------------------------------------------------------------

const lightItem = () => ({
  category: field.text('Category (anchor group)', {
    max: 40,
    hint: 'Items with the same category are shown together',
  }),
  name: field.text('Name', { max: 120 }),
  description: field.textarea('Description', { max: 600 }),
  image: field.image('Image', square),
});

export const lights = defineSection({
  key: 'catalogue/lights',
  envelope: 'lights',
  title: 'Lights (Duro and Valor)',
  screen: 'products/lights-wiring',
  fields: {
    duroTagline: field.textarea('Duro tagline', { max: 300 }),
    valorTagline: field.textarea('Valor tagline', { max: 300 }),
    duro: field.list('Duro lights', 'Light', lightItem()),
    valor: field.list('Valor lights', 'Light', lightItem()),
  },
  seed: {
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
});

// ---------------------------------------------------------------------------------------------
// 8. Switches and sockets (Simon)
// ---------------------------------------------------------------------------------------------

export const switchesAndSockets = defineSection({
  key: 'catalogue/switches-and-sockets',
  envelope: 'switchesAndSockets',
  title: 'Switches and sockets',
  screen: 'products/lights-wiring',
  fields: {
    intro: field.textarea('Introduction (range picker)', { max: 1000 }),
    ranges: field.list('Ranges', 'Range', {
      name: field.text('Name', { max: 80 }),
      slug: field.text('Slug (address part)', {
        max: 80,
        hint: 'The page is /products/lights-wiring/residential-and-commercial/switches-and-sockets/{slug}',
      }),
      tagline: field.text('Tagline', { max: 160 }),
      image: field.image('Image', rangeImage),
      description: field.textarea('Description', { max: 2000 }),
      features: field.stringList('Features', { max: 200 }),
    }),
  },
  seed: {
    intro:
      'We supply three Simon ranges of switches and sockets, from a refined premium design to a dependable everyday range. Choose a range to see what it offers.',
    ranges: [
      {
        name: 'Simon V8',
        slug: 'simon-v8',
        tagline: 'Refined design for premium homes, hotels and offices',
        image: placeholder(rangeImage.width, rangeImage.height, 'Simon V8 switches and sockets'),
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
        image: placeholder(rangeImage.width, rangeImage.height, 'Simon E6 switches and sockets'),
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
        image: placeholder(rangeImage.width, rangeImage.height, 'Simon E3 switches and sockets'),
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
});

// ---------------------------------------------------------------------------------------------
// 9. Industrial wiring devices and lighting
// ---------------------------------------------------------------------------------------------

const wiringItem = () => ({
  name: field.text('Name', { max: 120 }),
  image: field.image('Image', square),
  features: field.stringList('Features', { max: 200 }),
});

export const industrialWiring = defineSection({
  key: 'catalogue/industrial-wiring',
  envelope: 'industrialWiring',
  title: 'Industrial wiring devices and lighting',
  screen: 'products/lights-wiring',
  fields: {
    wiringIntro: field.textarea('Wiring devices introduction', { max: 1000 }),
    wiring: field.list('Wiring devices', 'Wiring device', wiringItem()),
    lightingIntro: field.textarea('Industrial lighting introduction', { max: 1000 }),
    lighting: field.list('Industrial lighting', 'Light', wiringItem()),
  },
  seed: {
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
});

// ---------------------------------------------------------------------------------------------
// 10. Power generation: gas-powered generators and UPS backup
// ---------------------------------------------------------------------------------------------

export const generators = defineSection({
  key: 'catalogue/generators',
  envelope: 'generators',
  title: 'Generators and UPS backup',
  screen: 'products/power-generation',
  fields: {
    intro: field.textarea('Gas-powered generators introduction', { max: 2000 }),
    availability: field.text('Availability claim', { max: 20, hint: 'e.g. 99.87%' }),
    catalogueUrl: field.link('Catalogue download link', { hint: 'Opens in a new tab' }),
    models: field.list('Generator models', 'Model', {
      name: field.text('Model name', { max: 40 }),
      rating: field.text('Rating', { max: 40, hint: 'e.g. 7.5kVA' }),
      output: field.text('Output', { max: 40, hint: 'e.g. 400VAC' }),
      speed: field.text('Speed', { max: 40, hint: 'e.g. 1500rpm' }),
      image: field.image('Image', card),
      description: field.textarea('Description', { max: 600 }),
    }),
    upsIntro: field.textarea('UPS Backup System introduction', { max: 2000 }),
    upsFeatures: field.stringList('UPS Backup System features', { max: 200 }),
    upsImage: field.image('UPS Backup System image', upsImage),
  },
  seed: {
    intro:
      'Our gas-powered generators run on natural gas or LPG, so there is no diesel to deliver, store or lose to theft. They are built for continuous duty at telecom sites, offices and industrial facilities, in AC and DC versions, with a proven availability of 99.87%. Each set is tested before it leaves us, and our engineers install, commission and maintain it.',
    availability: '99.87%',
    catalogueUrl: 'https://example.com/catalogues/tranos-gas-generators.pdf',
    models: [
      {
        name: 'TG1000',
        rating: '7.5kVA',
        output: '400VAC',
        speed: '1500rpm',
        image: cardImage('TG1000 gas generator'),
        description:
          'A compact three-phase AC generator for small offices, shops and sites that need dependable prime or standby power.',
      },
      {
        name: 'TG1200',
        rating: '12kVA',
        output: '46-54VDC',
        speed: '1500-2200rpm',
        image: cardImage('TG1200 gas generator'),
        description:
          'A DC generator for telecom base stations. Variable speed lets it match output to the load and the state of the battery bank.',
      },
      {
        name: 'TG1800',
        rating: '18kVA',
        output: '46-54VDC',
        speed: '1500rpm',
        image: cardImage('TG1800 gas generator'),
        description:
          'A larger DC generator for busy base stations and hub sites, charging batteries and supplying the load directly.',
      },
      {
        name: 'TG2000',
        rating: '20kVA',
        output: '400VAC',
        speed: '1500rpm',
        image: cardImage('TG2000 gas generator'),
        description:
          'Our largest three-phase AC model, for offices, workshops and facilities with higher loads.',
      },
    ],
    upsIntro:
      'A power cut should not take down your network or your office. Our UPS backup systems use online double-conversion: incoming mains is converted to DC and back to clean, regulated AC, so the load is always fed from the inverter and is protected from sags, surges and noise. When the mains fails, the battery bank takes over with no break, and the load keeps running until the supply returns or the generator starts. We size the UPS and the batteries to your load and the backup time you need, for telecom sites, data rooms and offices, and we install, commission and maintain them.',
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
    upsImage: placeholder(upsImage.width, upsImage.height, 'UPS backup system'),
  },
});

// ---------------------------------------------------------------------------------------------
// 11. Leadership
// ---------------------------------------------------------------------------------------------

export const leadership = defineSection({
  key: 'leadership',
  envelope: 'leadership',
  title: 'Leadership',
  screen: 'leadership',
  fields: {
    heading: field.text('Heading'),
    intro: field.textarea('Introduction', { max: 1000 }),
    members: field.list('Team members', 'Member', {
      name: field.text('Name', { max: 120 }),
      slug: field.text('Slug (address part)', { max: 120, hint: 'The page is /leadership/{slug}' }),
      position: field.text('Position', { max: 160 }),
      image: field.image('Photo (grid)', portrait),
      largeImage: field.image('Large photo (detail page)', largePortrait),
      bio: field.richText('Biography'),
    }),
  },
  seed: {
    heading: 'Our leadership team',
    intro:
      'Our leadership team brings together engineers, builders and managers who have spent their careers in the Nigerian electrical industry. They set the standards our people work to, and they stay close to our customers and our factory floor.',
    members: [
      {
        name: 'Adewale Okunnu',
        slug: 'adewale-okunnu',
        position: 'Managing Director',
        image: placeholder(portrait.width, portrait.height, 'Adewale Okunnu'),
        largeImage: placeholder(largePortrait.width, largePortrait.height, 'Adewale Okunnu'),
        bio: '<p>Adewale is an electrical engineer who has led the company since its early years. He began his career designing distribution systems for commercial buildings and later managed power projects for telecoms and industrial clients.</p><p>As Managing Director he sets the direction of the business, builds relationships with customers and partners, and makes sure that every product leaving the factory meets the standard the company is known for. He believes in growing local manufacturing capacity and in training the next generation of Nigerian engineers.</p>',
      },
      {
        name: 'Chidinma Okafor-Eze',
        slug: 'chidinma-okafor-eze',
        position: 'Technical Director',
        image: placeholder(portrait.width, portrait.height, 'Chidinma Okafor-Eze'),
        largeImage: placeholder(largePortrait.width, largePortrait.height, 'Chidinma Okafor-Eze'),
        bio: '<p>Chidinma leads engineering and product development. She has spent her career in switchgear and power distribution design, working on low and medium voltage systems for utilities, oil and gas operators and manufacturers.</p><p>She oversees the design office, the technical work with our licensed partners and the testing of every panel before delivery. Customers know her as the engineer who will sit down with their drawings and find a practical solution.</p>',
      },
      {
        name: 'Musa Danladi',
        slug: 'musa-danladi',
        position: 'Head of Manufacturing',
        image: placeholder(portrait.width, portrait.height, 'Musa Danladi'),
        largeImage: placeholder(largePortrait.width, largePortrait.height, 'Musa Danladi'),
        bio: '<p>Musa runs our factory, from sheet-metal fabrication and powder coating to panel assembly and final inspection. He has worked in metal fabrication and electrical assembly for most of his career and joined the company to build up its own production.</p><p>He is responsible for production planning, quality on the shop floor and the training of our technicians, and he is proud of a workshop where work is done right the first time.</p>',
      },
      {
        name: 'Oluwaseun Bakare',
        slug: 'oluwaseun-bakare',
        position: 'Head of Projects',
        image: placeholder(portrait.width, portrait.height, 'Oluwaseun Bakare'),
        largeImage: placeholder(largePortrait.width, largePortrait.height, 'Oluwaseun Bakare'),
        bio: '<p>Oluwaseun leads our installation, commissioning and maintenance teams. He has managed electrical projects across Nigeria, from telecom site rollouts to substations and factory installations, often in remote and demanding locations.</p><p>He plans each project with the customer, keeps our site teams safe and on schedule, and makes sure every handover comes with complete test reports and documentation. He measures success by systems that keep running long after his team has left site.</p>',
      },
      {
        name: 'Ifeoma Nwankwo',
        slug: 'ifeoma-nwankwo',
        position: 'Finance Director',
        image: placeholder(portrait.width, portrait.height, 'Ifeoma Nwankwo'),
        largeImage: placeholder(largePortrait.width, largePortrait.height, 'Ifeoma Nwankwo'),
        bio: '<p>Ifeoma is a chartered accountant who leads finance, procurement controls and administration. Before joining the company she worked in audit and in finance roles in the manufacturing sector.</p><p>She manages the company\u2019s financial planning, supplier and customer terms and the investments that keep our factory and stock ready for our customers. Her focus is on sound, transparent finances that give customers and partners confidence in us as a long-term supplier.</p>',
      },
      {
        name: 'Ibrahim Lawal',
        slug: 'ibrahim-lawal',
        position: 'Head of Sales',
        image: placeholder(portrait.width, portrait.height, 'Ibrahim Lawal'),
        largeImage: placeholder(largePortrait.width, largePortrait.height, 'Ibrahim Lawal'),
        bio: '<p>Ibrahim leads our sales and customer service team. He trained as an electrical engineer and spent several years in technical sales of power and lighting products before joining the company.</p><p>He works with contractors, developers, operators and consultants to understand what their projects need and to put together the right combination of products and services. He believes good sales work starts with listening, and that the best proof of it is a customer who comes back.</p>',
      },
      {
        name: 'Efosa Omoruyi',
        slug: 'efosa-omoruyi',
        position: 'HSE Manager',
        image: placeholder(portrait.width, portrait.height, 'Efosa Omoruyi'),
        largeImage: placeholder(largePortrait.width, largePortrait.height, 'Efosa Omoruyi'),
        bio: '<p>Efosa is responsible for health, safety and environment across our factory and project sites. He has worked in HSE roles on construction and industrial projects and brings a practical, hands-on approach to safety.</p><p>He maintains our safety management system, runs training and toolbox talks, and reviews the risks of every site before work begins. His goal is simple: everyone who works with us goes home safe at the end of the day.</p>',
      },
    ],
  },
});

export const catalogueSections = [
  productCategories,
  industries,
  industryCatalogue,
  cableGlands,
  enclosures,
  atexJunctionBoxes,
  lights,
  switchesAndSockets,
  industrialWiring,
  generators,
  leadership,
] as const;
