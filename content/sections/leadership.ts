/** /leadership and /leadership/{slug}: the team. */
import { field } from '../fields';
import { nameAndSlug, pageHead } from '../field-groups';
import { defineSection } from '../section';

const portrait = { width: 400, height: 500 };
const largePortrait = { width: 800, height: 1000 };

export const leadership = defineSection({
  key: 'leadership',
  envelope: 'leadership',
  title: 'Leadership',
  screen: 'leadership',
  page: '/leadership',
  fields: {
    ...pageHead({ intro: 1000 }),
    members: field.list('Team members', 'Member', {
      ...nameAndSlug({ max: 120, page: '/leadership/{slug}' }),
      position: field.text('Position', 160),
      image: field.image('Photo (grid)', portrait),
      largeImage: field.image('Large photo (detail page)', largePortrait),
      bio: field.richText('Biography'),
    }),
  },
});

/** In the order the CMS shows them. */
export const sections = [leadership] as const;
