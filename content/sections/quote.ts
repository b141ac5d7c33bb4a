/**
 * The quote basket: the words of "Add to quote" on product pages, the header's basket link and
 * the /quote page where a buyer sends one request for several products.
 */
import { field } from '../fields';
import { defineSection } from '../section';

export const quotePage = defineSection({
  key: 'quote/page',
  envelope: 'quotePage',
  title: 'Quote basket',
  screen: 'site',
  page: '/quote',
  fields: {
    heading: field.text('Page heading', 120),
    intro: field.textarea('Introduction', 400),
    empty: field.textarea('When the basket is empty', 400),
    browseLabel: field.text('Link to the products when empty', 60),
    detailsHeading: field.text('Heading above the buyer’s details', 120),
    addLabel: field.text('Button on product pages', 40),
    headerLabel: field.text('Basket link in the header', 40),
    attachmentHint: field.text('Hint under the attachment', 200),
  },
});

/**
 * The enclosure configurator on Customised Enclosures (docs/decisions/0053): its labels, hints,
 * the options' words, its messages, and the words a configured line is described with in the
 * basket, the inbox, the company's e-mail and the CSV. `{min}`, `{max}` and the other names in
 * braces are filled in from the limits of schemas/enclosure-configuration.ts.
 */
const words = (label: string, max = 120, hint?: string) => field.text(label, { max, hint });
export const enclosureConfigurator = defineSection({
  key: 'quote/enclosure-configurator',
  envelope: 'enclosureConfigurator',
  title: 'Enclosure configurator',
  screen: 'site',
  page: '/products/enclosures/customised',
  fields: {
    heading: words('Heading'),
    intro: field.textarea('Introduction', 600),
    sizeLegend: words('Heading over the sizes'),
    heightLabel: words('Height label', 60),
    widthLabel: words('Width label', 60),
    depthLabel: words('Depth label', 60),
    sizeHint: words('Hint beside each size', 120, '{min} and {max} are the limits in mm'),
    materialLabel: words('Material label', 60),
    mildSteel: words('Material: mild steel', 60),
    stainless304: words('Material: stainless 304', 60),
    stainless316: words('Material: stainless 316', 60),
    aluminium: words('Material: aluminium', 60),
    grp: words('Material: GRP', 60),
    ipLabel: words('IP rating label', 60),
    ipHint: words('IP rating hint', 200),
    ikLabel: words('IK rating label', 60),
    ikHint: words('IK rating hint', 200),
    mountingLabel: words('Mounting label', 60),
    wall: words('Mounting: wall', 60),
    floor: words('Mounting: floor', 60),
    pole: words('Mounting: pole', 60),
    doorsLabel: words('Doors label', 60),
    doorsHint: words('Doors hint', 200, '{min} and {max}: the number of doors'),
    windowLabel: words('Viewing window tick box', 120),
    lockLabel: words('Lock label', 60),
    quarterTurn: words('Lock: quarter-turn', 60),
    key: words('Lock: key', 60),
    padlock: words('Lock: padlock', 60),
    swingHandle: words('Lock: swing handle', 60),
    colourLabel: words('Colour label', 60),
    colourHint: words('Colour hint', 200),
    cableEntryLabel: words('Cable entry label', 60),
    top: words('Cable entry: top', 60),
    bottom: words('Cable entry: bottom', 60),
    side: words('Cable entry: side', 60),
    glandPlateLabel: words('Gland plate tick box', 120),
    quantityLabel: words('Quantity label', 60),
    noteLabel: words('Note label', 60),
    noteHint: words('Note hint', 200),
    drawingLabel: words('Drawing tick box', 160),
    drawingHint: words('Drawing hint', 300),
    submitLabel: words('Button that adds it to the quote', 60),
    linkLabel: words('Button that makes a link to share', 60),
    linkHint: words('Words beside that button', 200),
    problemsMessage: words('Above the form when something needs changing', 200),
    sizeText: words('Line: the size', 60, '{height}, {width} and {depth} in mm'),
    noDoor: words('Line: no door', 60),
    oneDoor: words('Line: one door', 60),
    manyDoors: words('Line: several doors', 60, '{count} is the number of doors'),
    withWindow: words('Line: with a window', 60),
    lockText: words('Line: the lock', 60, '{lock} is the lock chosen'),
    cableEntryText: words('Line: the cable entry', 80, '{entry} is the entry chosen'),
    glandPlateText: words('Line: an entry with a gland plate', 80, '{entry} is the entry chosen'),
    drawingToFollow: words('Line: a drawing will follow', 80),
    changeLabel: words('Basket: link back to the configuration', 60),
    msgNumber: words('Message: not a whole number', 160),
    msgMissing: words('Message: nothing given', 160),
    msgRange: words('Message: outside the limits', 160, '{min} and {max} are the limits'),
    msgChoose: words('Message: not one of the choices', 160),
    msgColour: words('Message: not a RAL code', 160),
    msgNote: words('Message: note too long', 160, '{noteMax} is the limit'),
    msgProduct: words('Message: not the configurator’s product', 160),
    msgInvalid: words('Message: any other problem', 160),
    msgPoleSize: words(
      'Message: too large for a pole',
      300,
      '{poleHeight}, {poleWidth}, {poleDepth}',
    ),
    msgFloorHeight: words('Message: too short to stand on the floor', 300, '{floorMinHeight}'),
    msgWallDepth: words('Message: deeper than high on a wall', 300),
    msgWindowDoor: words('Message: a window without a door', 300),
    msgWindowIp: words('Message: a window with IP68', 300),
    msgWindowIk: words('Message: a window above its IK rating', 300, '{windowMaxIk}'),
    msgIp68Size: words('Message: too large for IP68', 300, '{ip68Height}, {ip68Width}'),
    msgDoorsWidth: words('Message: too many doors for the width', 300, '{doorMinWidth}'),
  },
});

export const sections = [quotePage, enclosureConfigurator] as const;
