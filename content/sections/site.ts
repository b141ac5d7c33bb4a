/**
 * Site-wide content: company facts (the menu and home grid list the catalogue's families), the
 * footer, and who is told about enquiries.
 */
import { field } from '../fields';
import { defineSection } from '../section';

const recipients = (label: string) =>
  field.text(label, {
    max: 1000,
    hint: 'E-mail addresses separated by commas. Empty: the NOTIFY_EMAIL address set on the server.',
  });

/** Company-wide facts used in page titles, meta tags and structured data. */
export const siteSettings = defineSection({
  key: 'site/settings',
  envelope: 'siteSettings',
  title: 'Site settings',
  screen: 'site',
  fields: {
    companyName: field.text('Company name', 120),
    tagline: field.text('Tagline (used in search results)', 200),
    logoText: field.text('Logo text', 40),
  },
});

export const footer = defineSection({
  key: 'footer',
  envelope: 'footerText',
  title: 'Footer',
  screen: 'home',
  fields: {
    about: field.textarea('About text', 600),
    headOffice: field.textarea('Head office address', 300),
    factoryAddress: field.textarea('Factory address', 300),
    phone: field.phone('Phone'),
    email: field.email('E-mail'),
    socialLinks: field.list('Social links', 'Social link', {
      network: field.text('Network name', 40),
      url: field.link('Profile address'),
    }),
    copyright: field.text('Copyright holder', 120),
  },
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
    acknowledgement: field.textarea('Reply sent to the visitor', {
      max: 1500,
      hint: 'Sent exactly as written, followed by the enquiry’s reference (ENQ-…). Nothing the visitor typed is added, so the reply cannot carry a stranger’s text.',
    }),
  },
});

/**
 * What every public form says when it is sent back (the contact, careers and quote forms and the
 * newsletter sign-up); each page's thanks is on its own section.
 */
export const formMessages = defineSection({
  key: 'site/forms',
  envelope: 'formMessages',
  title: 'Form messages',
  screen: 'site',
  page: '/contacts',
  fields: {
    checkFields: field.text('Said when fields must be corrected', {
      max: 160,
      hint: 'Above the form; what is wrong is said beside each field',
    }),
    unreadable: field.text('Said when a form could not be read', 160),
    reference: field.text('Said after the thanks for an enquiry or application', {
      max: 160,
      hint: '{reference}: its reference (ENQ-…), the one the e-mail to the visitor gives',
    }),
  },
});

/**
 * Click-to-chat on WhatsApp and tap-to-call: a box on every product page and, on phones, a bar
 * at the bottom of every public page. The number called is the footer's phone, so a new number
 * is changed in one place.
 */
export const directContact = defineSection({
  key: 'site/direct-contact',
  envelope: 'directContact',
  title: 'WhatsApp and call buttons',
  screen: 'site',
  fields: {
    whatsAppNumber: field.whatsApp('WhatsApp number', {
      hint: 'International form, e.g. +234 803 123 4567. Empty: no WhatsApp buttons. The call buttons dial the phone number of the footer.',
    }),
    hours: field.text('Business hours', {
      max: 120,
      hint: 'e.g. Monday to Friday, 8 am to 5 pm (WAT)',
    }),
    hoursLead: field.text('Words before the business hours', {
      max: 60,
      hint: 'Read as one line with the hours: “We answer calls and messages Monday to Friday…”',
    }),
    heading: field.text('Heading on product pages', 80),
    whatsAppLabel: field.text('WhatsApp button on product pages', 40),
    callLabel: field.text('Call button', {
      max: 20,
      hint: 'On product pages the phone number follows it',
    }),
    barWhatsAppLabel: field.text('WhatsApp button in the bar on phones', {
      max: 20,
      hint: 'Keep it short: two buttons share a phone’s width',
    }),
    barLabel: field.text('Name of the bar on phones, for screen readers', 60),
    newTabNote: field.text('Screen-reader note on WhatsApp buttons', {
      max: 60,
      hint: 'Read after the button’s words: the chat opens in a new tab',
    }),
    productMessage: field.text('First words of a chat from a product page', {
      max: 200,
      hint: 'The product’s name and address follow',
    }),
    pageMessage: field.text('First words of a chat from other pages', {
      max: 200,
      hint: 'The page’s address follows',
    }),
  },
});

/** The product finder at /products: its heading, its form's words, what it says when nothing matches. */
export const productFinder = defineSection({
  key: 'products/finder',
  envelope: 'productFinder',
  title: 'Product finder page',
  screen: 'site',
  page: '/products',
  fields: {
    heading: field.text('Heading', 120),
    intro: field.textarea('Introduction', 400),
    noMatch: field.textarea('When nothing matches', 400),
    askLabel: field.text('Button when nothing matches', {
      max: 60,
      hint: 'Opens the quote request form',
    }),
    searchLabel: field.text('Search box label', 60),
    familyLabel: field.text('Family filter label', 40),
    anyFamily: field.text('Family filter: any family', 40),
    industryLabel: field.text('Industry filter label', 40),
    anyIndustry: field.text('Industry filter: any industry', 40),
    submitLabel: field.text('Search button', 40),
    clearLabel: field.text('Clear button', 40),
  },
});

/**
 * Comparing products at /products/compare (docs/decisions/0050): the page's words, and the tick
 * boxes and button that choose products on the finder and on product pages.
 */
export const productCompare = defineSection({
  key: 'products/compare',
  envelope: 'productCompare',
  title: 'Product comparison',
  screen: 'site',
  page: '/products/compare',
  fields: {
    heading: field.text('Heading', 120),
    intro: field.textarea('Introduction', 400),
    tickLabel: field.text('Tick box on each product', {
      max: 20,
      hint: 'Beside “Add to quote” in the finder; the product’s name follows for screen readers',
    }),
    submitLabel: field.text('Button that compares the ticked products', 40),
    tickHint: field.text('Words beside that button', 160),
    productPageHeading: field.text('Heading on product pages', 120),
    moreLabel: field.text('Link to the finder under a large family’s products', {
      max: 80,
      hint: 'Shown on a product page when its family has more products than the box lists',
    }),
    tooFew: field.textarea('When fewer than two products are chosen', 400),
    tooMany: field.textarea('When more than four products are chosen', 400),
    unknown: field.textarea('Before the addresses of products not found', 400),
    othersLabel: field.text('Heading of other products to add', 120),
    summaryLabel: field.text('Row: summary', 40),
    specsLabel: field.text('Rows: key specifications', 60),
    detailsLabel: field.text('Rows: other details', 60),
    modelsLabel: field.text('Row: models and part numbers', 60),
    differsLabel: field.text('Mark on rows that differ', {
      max: 30,
      hint: 'Shown and read out on every row where the products are not alike',
    }),
    tableLabel: field.text('Name of the table, read out by screen readers', 120),
    finderLabel: field.text('Link back to the product finder', 60),
  },
});

/**
 * The datasheet every product has at `<its page>/datasheet.pdf` (docs/decisions/0052): the link
 * to it and the words it prints around the product's own data.
 */
export const productDatasheet = defineSection({
  key: 'products/datasheet',
  envelope: 'productDatasheet',
  title: 'Product datasheets',
  screen: 'site',
  fields: {
    linkLabel: field.text('Link on product pages and in the comparison', 60),
    title: field.text('What the document is, beside the company name at the top', 40),
    specsHeading: field.text('Heading: key specifications', 60),
    modelsHeading: field.text('Heading: models and part numbers', 60),
    partNumberLabel: field.text('Column: part number', 40),
    descriptionLabel: field.text('Column: description', 40),
    contactHeading: field.text('Heading of the company’s address, phone and e-mail', 60),
    phoneLabel: field.text('Before the phone number', 20),
    emailLabel: field.text('Before the e-mail address', 20),
    qrLabel: field.text('Under the QR code', 60),
    versionLabel: field.text('Date of the version', {
      max: 60,
      hint: '{date} is replaced by the day the site’s content last changed',
    }),
    pageLabel: field.text('Page number', {
      max: 40,
      hint: '{page} is replaced by the page’s number, {pages} by how many there are',
    }),
  },
});

/** The site search at /search: its words, and what it says when nothing is found. */
export const searchPage = defineSection({
  key: 'search/page',
  envelope: 'searchPage',
  title: 'Search page',
  screen: 'site',
  page: '/search',
  fields: {
    heading: field.text('Heading', 120),
    boxLabel: field.text('Search box label', 80),
    placeholder: field.text('Search box placeholder', 80),
    submitLabel: field.text('Search button', 40),
    prompt: field.textarea('Before a search (no words yet)', 400),
    oneResult: field.text('Heading over one result', {
      max: 120,
      hint: '{query} is replaced by the words searched for',
    }),
    manyResults: field.text('Heading over the results', {
      max: 120,
      hint: '{count} is replaced by the number of results, {query} by the words searched for',
    }),
    showingFor: field.text('When the words were corrected', {
      max: 200,
      hint: '{query} is replaced by the words typed, {correction} by the words searched instead',
    }),
    didYouMean: field.text('Suggested spelling', {
      max: 120,
      hint: '{suggestion} becomes a link that searches the suggested words',
    }),
    noResults: field.textarea('When nothing is found', 400),
    mostWords: field.text('When no page has every word (the results have most of them)', 200),
    missingLabel: field.text('Before the words a result lacks', 40),
    partLabel: field.text('Before the part number a result matched', 40),
    contactLabel: field.text('Contact link when nothing is found', 60),
    quoteLabel: field.text('Quote link when nothing is found', 60),
    quoteAbout: field.text('What the quote link writes in the request', {
      max: 200,
      hint: '{query} is replaced by the words searched for',
    }),
    typesLabel: field.text('Name of the type filter, read out by screen readers', 80),
    pagesLabel: field.text('Name of the result pages, read out by screen readers', 80),
    allLabel: field.text('Type filter: everything', 40),
    productLabel: field.text('Type: products', 40),
    familyLabel: field.text('Type: product families', 40),
    industryLabel: field.text('Type: industries', 40),
    caseStudyLabel: field.text('Type: case studies', 40),
    newsLabel: field.text('Type: news', 40),
    pageLabel: field.text('Type: pages', 40),
  },
});

/** In the order the CMS shows them. */

export const sections = [
  siteSettings,
  footer,
  notifications,
  formMessages,
  directContact,
  productFinder,
  productCompare,
  productDatasheet,
  searchPage,
] as const;
