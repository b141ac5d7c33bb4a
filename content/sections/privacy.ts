/**
 * /privacy: the privacy notice the Nigeria Data Protection Act 2023 asks for (issue 32), and
 * the one sentence beside the send button of every visitor form that points to it.
 *
 * The company's name, addresses, phone and e-mail are not repeated here: the page shows them
 * from the site settings and the footer, so a new address is changed in one place.
 */
import { field } from '../fields';
import { pageHead } from '../field-groups';
import { retentionPlaceholders } from '../retention-text';
import { defineSection } from '../section';

export const privacyNotice = defineSection({
  key: 'privacy',
  envelope: 'privacyNotice',
  title: 'Privacy notice',
  screen: 'site',
  page: '/privacy',
  fields: {
    ...pageHead(),
    controllerHeading: field.text('Heading above who is responsible', 120),
    controllerText: field.textarea('Who is responsible for the data', {
      max: 800,
      hint: 'The company’s name, head office, phone and e-mail follow it, from the site settings and the footer.',
    }),
    dpoLabel: field.text('Name of the data protection officer’s address', 80),
    dpoEmail: field.email('Data protection officer’s e-mail'),
    body: field.richText('The notice', {
      hint: `What each form collects and why, how long it is kept, the visitor’s rights and how to use them, and where to complain. Write ${retentionPlaceholders} where a period set in Settings → Personal data belongs: the page shows the period in force.`,
    }),
    formNote: field.text('Sentence beside the send button of every form', {
      max: 200,
      hint: 'The words in [square brackets] link to this notice; without brackets the whole sentence does. Shown on the contact, careers and quote forms and the newsletter sign-up.',
    }),
  },
});

/** In the order the CMS shows them. */
export const sections = [privacyNotice] as const;
