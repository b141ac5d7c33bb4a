/** First-start content of /services (its sections are declared in content/sections/services.ts). */
import { placeholdersAt, type SeedsOf } from '../section';
import { serviceSize, type sections } from '../sections/services';

const image = placeholdersAt(serviceSize);

export const seed: SeedsOf<typeof sections> = {
  'services/page': {
    heading: 'Our services',
    intro:
      'We do not just supply equipment. Our teams build it, install it, commission it and keep it running for its whole life.',
    fabricationTitle: 'Fabrication',
    installationTitle: 'Installation & Commissioning',
    maintenanceTitle: 'Maintenance',
  },
  // What each picture shows, not the card's title again (screen readers would read it twice).
  'services/fabrication': { fabricationImageUrl: image('Panels being wired in our workshop') },
  'services/installation': { installationImageUrl: image('Installation and commissioning') },
  'services/maintenance': {
    maintenanceImageUrl: image('An engineer testing a switchboard on site'),
  },
};
