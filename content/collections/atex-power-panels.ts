import { field } from '../fields';
import { defineCollection } from '../collection';
import { placeholder } from '../section';

const size = { width: 400, height: 340, maxKb: 40 };

export const atexPowerPanels = defineCollection({
  key: 'atex-power-panels',
  path: 'products/atex-power-panels',
  listEnvelope: 'atexPowerPanels',
  itemEnvelope: 'atexPowerPanel',
  title: 'ATEX power panels',
  required: { title: 'Enter a title' },
  searchFields: ['title'],
  cmsEditor: '/cms/products?tab=power-protection-and-distribution&atexEdit={id}',
  // The panels are listed on their family's page.
  preview: '/products/power-protection-and-distribution',
  fields: {
    title: field.text('Title', 160),
    atexPowerPanelsImage: field.image('Image', size),
    features: field.richText('Features'),
  },
  aliases: { imageUrl: 'atexPowerPanelsImage' },
  seed: [
    {
      title: 'ATEX distribution panel',
      atexPowerPanelsImage: placeholder(size.width, size.height, 'ATEX distribution panel'),
      features:
        '<ul><li>Flameproof enclosure for hazardous areas</li><li>Incoming isolator with outgoing MCB or MCCB circuits</li><li>Certified cable entries and glands</li></ul>',
    },
    {
      title: 'ATEX lighting and power board',
      atexPowerPanelsImage: placeholder(size.width, size.height, 'ATEX lighting board'),
      features:
        '<ul><li>Combined lighting and small power distribution</li><li>Earth leakage protection on every outgoing way</li><li>Stainless or GRP construction for corrosive atmospheres</li></ul>',
    },
    {
      title: 'ATEX motor control station',
      atexPowerPanelsImage: placeholder(size.width, size.height, 'ATEX motor control station'),
      features:
        '<ul><li>Start, stop and emergency-stop controls for pumps and fans</li><li>Indicator lamps and ammeters to order</li><li>Built to your P&amp;ID and hazardous area classification</li></ul>',
    },
  ],
});
