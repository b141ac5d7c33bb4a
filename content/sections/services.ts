/** /services: its headings and the three service images (the texts are the home page's). */
import { field, type ImageField } from '../fields';
import { pageHead } from '../field-groups';
import { defineSection } from '../section';

const serviceSize = { width: 420, height: 260, maxKb: 40 };

const serviceImage = <const K extends string, const N extends string>(
  key: K,
  imageField: N,
  title: string,
) =>
  defineSection({
    key: `services/${key}`,
    envelope: key,
    title: `${title} image`,
    screen: 'services',
    page: '/services',
    fields: { [imageField]: field.image(`${title} image`, serviceSize) } as Record<N, ImageField>,
    // The API contract: the PATCH sends one key named fabrication, installation or maintenance.
    aliases: { [key]: imageField },
  });

export const fabricationImage = serviceImage('fabrication', 'fabricationImageUrl', 'Fabrication');
export const installationImage = serviceImage(
  'installation',
  'installationImageUrl',
  'Installation and commissioning',
);
export const maintenanceImage = serviceImage('maintenance', 'maintenanceImageUrl', 'Maintenance');

/** Headings of the services page; the texts themselves are the home page's service texts. */
export const servicesPage = defineSection({
  key: 'services/page',
  envelope: 'servicesPage',
  title: 'Services page',
  screen: 'services',
  page: '/services',
  fields: {
    ...pageHead(),
    fabricationTitle: field.text('Fabrication title'),
    installationTitle: field.text('Installation title'),
    maintenanceTitle: field.text('Maintenance title'),
  },
});

/** In the order the CMS shows them. */
export const sections = [
  servicesPage,
  fabricationImage,
  installationImage,
  maintenanceImage,
] as const;
