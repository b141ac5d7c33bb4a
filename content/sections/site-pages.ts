import { field } from '../fields';
import { defineSection, placeholder } from '../section';

const pageHead = (o: { intro?: number } = {}) => ({
  heading: field.text('Heading'),
  intro: field.textarea('Introduction', { max: o.intro ?? 800 }),
});

export const caseStudiesPage = defineSection({
  key: 'case-studies/page',
  envelope: 'caseStudiesPage',
  title: 'Case studies page',
  screen: 'site',
  fields: pageHead(),
  seed: {
    heading: 'Case studies',
    intro:
      'A selection of projects we have designed, built, installed and maintained for clients across Nigeria.',
  },
});

export const newsPage = defineSection({
  key: 'news/page',
  envelope: 'newsPage',
  title: 'News & Insights page',
  screen: 'site',
  fields: pageHead(),
  seed: {
    heading: 'News & Insights',
    intro: 'Project news, product updates and practical notes from our engineers.',
  },
});

export const careersPage = defineSection({
  key: 'careers/page',
  envelope: 'careersPage',
  title: 'Careers page',
  screen: 'site',
  fields: {
    ...pageHead(),
    banner: field.image('Banner image', { width: 1100, height: 400, maxKb: 60 }),
    body: field.richText('Working with us'),
  },
  seed: {
    heading: 'Careers',
    intro:
      'Build a career in electrical engineering and manufacturing with a team that builds for Nigeria.',
    banner: placeholder(1100, 400, 'Our team at work'),
    body: '<p>We hire engineers, technicians, fabricators, project managers and office staff who take pride in doing the job properly. You will work on real projects for telecoms operators, utilities, oil and gas facilities and builders, and learn from experienced colleagues in our factory and on site.</p><p>We train continuously, promote from within, and expect everyone to go home safe every day.</p><p>Send us your details with the form on this page, and tell us which role interests you.</p>',
  },
});

export const contactsPage = defineSection({
  key: 'contacts/page',
  envelope: 'contactsPage',
  title: 'Contacts page',
  screen: 'site',
  fields: {
    ...pageHead(),
    mapTitle: field.text('Map heading'),
    mapPreview: field.image('Map preview image (shown until the visitor opens the map)', {
      width: 1100,
      height: 400,
      maxKb: 60,
    }),
    mapQuery: field.text('Map location (address or coordinates for the embedded map)', {
      max: 300,
    }),
    openingHours: field.textarea('Opening hours', { max: 300 }),
  },
  seed: {
    heading: 'Contact us',
    intro:
      'Tell us what you need, ask for a quote, or visit us. Our engineers answer enquiries within one working day.',
    mapTitle: 'Find our head office',
    mapPreview: placeholder(1100, 400, 'Map of our Lagos head office'),
    mapQuery: '14 Admiralty Way, Lekki Phase 1, Lagos, Nigeria',
    openingHours: 'Monday to Friday, 8:00 to 17:00',
  },
});

const recipients = (label: string) =>
  field.text(label, {
    max: 1000,
    hint: 'E-mail addresses separated by commas. Empty: the NOTIFY_EMAIL address set on the server.',
  });

/** Who is told about each kind of enquiry (issue: notifications editable in the CMS). */
export const notifications = defineSection({
  key: 'site/notifications',
  envelope: 'notifications',
  title: 'Enquiry notifications',
  screen: 'site',
  fields: {
    contactRecipients: recipients('Contact enquiries go to'),
    quoteRecipients: recipients('Quote requests go to'),
    careerRecipients: recipients('Job applications go to'),
    acknowledgement: field.textarea('Reply sent to the visitor', { max: 1500 }),
  },
  seed: {
    contactRecipients: '',
    quoteRecipients: '',
    careerRecipients: '',
    acknowledgement:
      'Thank you for contacting us. We have received your message and one of our team will reply within one working day.',
  },
});

export const sitePageSections = [
  caseStudiesPage,
  newsPage,
  careersPage,
  contactsPage,
  notifications,
] as const;
