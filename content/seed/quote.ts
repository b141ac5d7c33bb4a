/** First-start copy of the quote basket (its sections are declared in content/sections/quote.ts). */
import { type SeedsOf } from '../section';
import type { sections } from '../sections/quote';

export const seed: SeedsOf<typeof sections> = {
  'quote/page': {
    heading: 'Your request for quote',
    intro:
      'Collect the products you need, set the quantities, and send us one request. Our sales engineers reply with prices and lead times within one working day.',
    empty:
      'Your quote is empty. Open any product and press “Add to quote” to collect what your project needs.',
    browseLabel: 'Browse our products',
    detailsHeading: 'Where should we send the quote?',
    addLabel: 'Add to quote',
    headerLabel: 'Quote',
    attachmentHint:
      'Optional: a single-line diagram, a drawing or a photo of a nameplate, as a PDF or an image of at most 10 MB.',
    attachmentCarried:
      'Your request carries the drawing {name} from your configured enclosure. A file chosen here is sent instead of it.',
  },
  'quote/enclosure-configurator': {
    heading: 'Configure your enclosure',
    intro:
      'Give us the size, material and ratings you need and add the enclosure to your quote. Our design office checks every configuration and comes back with a drawing and a price.',
    sizeLegend: 'Outside dimensions',
    heightLabel: 'Height (mm)',
    widthLabel: 'Width (mm)',
    depthLabel: 'Depth (mm)',
    sizeHint: '{min} to {max} mm',
    materialLabel: 'Material',
    mildSteel: 'mild steel, powder-coated',
    stainless304: 'stainless 304',
    stainless316: 'stainless 316',
    aluminium: 'aluminium',
    grp: 'GRP (glass-reinforced polyester)',
    ipLabel: 'IP rating',
    ipHint: 'Protection against dust and water (IEC 60529)',
    ikLabel: 'IK rating',
    ikHint: 'Protection against impact (IEC 62262)',
    mountingLabel: 'Mounting',
    wall: 'wall-mounted',
    floor: 'floor-standing',
    pole: 'pole-mounted',
    doorsLabel: 'Number of doors',
    doorsHint: '{min} (a screwed cover) to {max}',
    windowLabel: 'Viewing window in the door',
    lockLabel: 'Lock',
    quarterTurn: 'quarter-turn',
    key: 'key',
    padlock: 'padlock hasp',
    swingHandle: 'swing handle',
    colourLabel: 'Colour (RAL)',
    colourHint: 'A RAL Classic code, e.g. RAL 7035 (light grey)',
    cableEntryLabel: 'Cable entry',
    top: 'top',
    bottom: 'bottom',
    side: 'side',
    glandPlateLabel: 'Removable gland plate at the cable entry',
    quantityLabel: 'Quantity',
    noteLabel: 'Note',
    noteHint: 'Optional: equipment to fit, site conditions, finish',
    drawingFileLabel: 'Drawing or sketch',
    drawingFileHint:
      'A PDF or an image (PNG, JPEG or WebP) of at most 10 MB. It goes to our design office with your request for quote.',
    drawingLabel: 'I will send a drawing later',
    drawingHint:
      'The line then says a drawing is to follow; you can also attach it on the quote page.',
    submitLabel: 'Add this enclosure to my quote',
    linkLabel: 'Make a link to this configuration',
    linkHint: 'The page’s address then holds it: copy the address to share it or come back to it.',
    problemsMessage: 'Please change the fields marked below.',
    sizeText: '{height} × {width} × {depth} mm',
    noDoor: 'screwed cover',
    oneDoor: '1 door',
    manyDoors: '{count} doors',
    withWindow: 'with window',
    lockText: 'lock: {lock}',
    cableEntryText: 'cable entry: {entry}',
    glandPlateText: '{entry} gland plate',
    drawingToFollow: 'drawing to follow',
    drawingAttached: 'drawing attached: {name}',
    removeDrawingLabel: 'Remove the drawing',
    changeLabel: 'Change this configuration',
    msgNumber: 'Enter a whole number, in digits (for example 600)',
    msgMissing: 'Enter a number',
    msgRange: 'Enter a number from {min} to {max}',
    msgChoose: 'Choose one of the options',
    msgColour: 'Enter a RAL Classic code, for example RAL 7035',
    msgNote: 'Keep the note under {noteMax} characters',
    msgDrawingTaken:
      'Your quote already carries a drawing ({name}) with another enclosure, and a request carries one file: remove that drawing on the quote page first, or put both drawings in one PDF',
    msgProduct: 'Configure the enclosure on the Customised Enclosures page',
    msgInvalid: 'Check this value',
    msgPoleSize:
      'A pole bracket carries up to {poleHeight} × {poleWidth} × {poleDepth} mm: choose wall or floor mounting, or a smaller enclosure',
    msgFloorHeight:
      'A floor-standing enclosure is at least {floorMinHeight} mm high: make it taller, or mount it on a wall',
    msgWallDepth: 'On a wall the depth cannot exceed the height: make it shallower or taller',
    msgWindowDoor: 'A viewing window sits in a door: choose at least one door, or no window',
    msgWindowIp: 'A viewing window cannot keep IP68: choose IP67 or lower, or no window',
    msgWindowIk:
      'A viewing window is rated {windowMaxIk} at most: choose {windowMaxIk} or lower, or no window',
    msgIp68Size:
      'IP68 is for enclosures up to {ip68Height} mm high and {ip68Width} mm wide: choose IP67, or a smaller enclosure',
    msgDoorsWidth:
      'Each door needs at least {doorMinWidth} mm of the width: choose fewer doors or a wider enclosure',
  },
};
