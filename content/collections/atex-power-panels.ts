import { field } from '../fields';
import { defineCollection } from '../collection';

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
  seed: { files: [{ path: 'content/seed/collections/atex-power-panels.yaml', at: 'panels' }] },
});
