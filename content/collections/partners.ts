import { field } from '../fields';
import { defineCollection } from '../collection';

const logo = { width: 150, height: 100, maxKb: 40 };

export const partners = defineCollection({
  key: 'partners',
  path: 'home/partner',
  listEnvelope: 'partners',
  itemEnvelope: 'partner',
  title: 'Partner logos',
  searchFields: ['name'],
  required: { partner: 'Upload a logo' },
  uploadMany: 'partner',
  cmsEditor: '/cms#edit-partner-logos',
  // The logos show in the home page's strip.
  preview: '/',
  fields: {
    partner: field.image('Logo', logo),
    name: field.text('Partner name (read aloud to screen-reader users)', 120),
  },
  aliases: { imageUrl: 'partner' },
  seed: { files: [{ path: 'content/seed/collections/partners.yaml', at: 'partners' }] },
});
