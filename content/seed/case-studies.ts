/**
 * First-start content of /case-studies
 * (its sections are declared in content/sections/case-studies.ts).
 */
import type { SeedsOf } from '../section';
import type { sections } from '../sections/case-studies';

export const seed: SeedsOf<typeof sections> = {
  'case-studies/page': {
    heading: 'Case studies',
    intro:
      'A selection of projects we have designed, built, installed and maintained for clients across Nigeria.',
  },
};
