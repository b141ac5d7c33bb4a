import { field, type ImageField } from '../fields';
import { defineSection, placeholder, type SectionDef } from '../section';

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
    fields: { [imageField]: field.image(`${title} image`, serviceSize) } as Record<N, ImageField>,
    // The API contract: the PATCH sends one key named fabrication, installation or maintenance.
    aliases: { [key]: imageField },
    // A computed key widens to string; the value is exactly one image path.
    seed: {
      [imageField]: placeholder(serviceSize.width, serviceSize.height, title),
    } as SectionDef<K, Record<N, ImageField>>['seed'],
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
  fields: {
    heading: field.text('Heading'),
    intro: field.textarea('Introduction', { max: 800 }),
    fabricationTitle: field.text('Fabrication title'),
    installationTitle: field.text('Installation title'),
    maintenanceTitle: field.text('Maintenance title'),
  },
  seed: {
    heading: 'Our services',
    intro:
      'We do not just supply equipment. Our teams build it, install it, commission it and keep it running for its whole life.',
    fabricationTitle: 'Fabrication',
    installationTitle: 'Installation & Commissioning',
    maintenanceTitle: 'Maintenance',
  },
});
