/** First-start content of /careers (its sections are declared in content/sections/careers.ts). */
import { placeholder, type SeedsOf } from '../section';
import type { sections } from '../sections/careers';

export const seed: SeedsOf<typeof sections> = {
  'careers/page': {
    heading: 'Careers',
    intro:
      'Build a career in electrical engineering and manufacturing with a team that builds for Nigeria.',
    banner: placeholder(1100, 400, 'Our team at work'),
    body: '<p>We hire engineers, technicians, fabricators, project managers and office staff who take pride in doing the job properly. You will work on real projects for telecoms operators, utilities, oil and gas facilities and builders, and learn from experienced colleagues in our factory and on site.</p><p>We train continuously, promote from within, and expect everyone to go home safe every day.</p><p>Send us your details with the form on this page, and tell us which role interests you.</p>',
  },
};
