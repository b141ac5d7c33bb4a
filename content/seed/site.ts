/** Site-wide first-start content (its sections are declared in content/sections/site.ts). */
import { type SeedsOf } from '../section';
import type { sections } from '../sections/site';

export const seed: SeedsOf<typeof sections> = {
  'site/settings': {
    companyName: 'Tranos',
    tagline:
      'Electrical engineering and manufacturing in Nigeria: switchgear, cable management, enclosures, generators and lighting.',
    logoText: 'TRANOS',
  },
  footer: {
    about:
      'An electrical engineering and manufacturing company serving Nigeria for over 13 years: power protection and distribution, cable management, enclosures, power generation, lighting and the services that keep them running.',
    headOffice: '14 Admiralty Way, Lekki Phase 1, Lagos',
    factoryAddress: 'Plot 7, Industrial Layout, Agbara, Ogun State',
    phone: '+234 700 000 0000',
    email: 'info@tranos.example',
    socialLinks: [
      { network: 'LinkedIn', url: 'https://www.linkedin.com/' },
      { network: 'Facebook', url: 'https://www.facebook.com/' },
      { network: 'Instagram', url: 'https://www.instagram.com/' },
      { network: 'X', url: 'https://x.com/' },
    ],
    copyright: 'Tranos. All rights reserved.',
  },
  'site/notifications': {
    contactRecipients: '',
    quoteRecipients: '',
    careerRecipients: '',
    acknowledgement:
      'Thank you for contacting us. We have received your message and one of our team will reply within one working day.',
  },
  'site/direct-contact': {
    // Empty until staff enter the number that really has WhatsApp: the footer's phone is a
    // placeholder, and a chat button that opens on a number without WhatsApp is a dead end for
    // a buyer. The call buttons work from the start, with the footer's phone.
    whatsAppNumber: '',
    hours: 'Monday to Friday, 8 am to 5 pm (WAT)',
    hoursLead: 'We answer calls and messages',
    heading: 'Questions about this product?',
    whatsAppLabel: 'Chat with us on WhatsApp',
    callLabel: 'Call',
    barWhatsAppLabel: 'WhatsApp',
    barLabel: 'Talk to us',
    newTabNote: '(opens WhatsApp in a new tab)',
    productMessage: 'Hello, I would like to ask about',
    pageMessage: 'Hello, I have a question about this page:',
  },
  'search/page': {
    heading: 'Search',
    boxLabel: 'Search the site',
    placeholder: 'Search…',
    submitLabel: 'Search',
    prompt:
      'Search our products, projects, news and pages: try a product name, a rating such as IP68, or a model number.',
    oneResult: '1 result for “{query}”',
    manyResults: '{count} results for “{query}”',
    showingFor: 'Nothing matched “{query}”, so these are the results for “{correction}”.',
    didYouMean: 'Did you mean {suggestion}?',
    noResults:
      'We found nothing for that. Check the spelling or try fewer words; or tell us what you need: we make and supply more than we list here.',
    mostWords: 'No page has all of your words; showing pages with most of them.',
    missingLabel: 'Missing:',
    partLabel: 'Part number',
    contactLabel: 'Contact us',
    quoteLabel: 'Request a quote',
    quoteAbout: 'We are looking for: “{query}”.',
    typesLabel: 'Result types',
    pagesLabel: 'Search result pages',
    allLabel: 'Everything',
    productLabel: 'Products',
    familyLabel: 'Product families',
    industryLabel: 'Industries',
    caseStudyLabel: 'Case studies',
    newsLabel: 'News',
    pageLabel: 'Pages',
  },
  'products/finder': {
    heading: 'Products',
    intro:
      'Find what you need by family, industry, rating, material or part number, then ask us for a quote.',
    noMatch:
      'Nothing in the catalogue matches all of these. We make and supply more than we list here: tell us what you need.',
    askLabel: 'Ask us for it',
    searchLabel: 'Name, model or part number',
    familyLabel: 'Product family',
    anyFamily: 'All families',
    industryLabel: 'Industry',
    anyIndustry: 'All industries',
    submitLabel: 'Find products',
    clearLabel: 'Clear',
  },
  'products/compare': {
    heading: 'Compare products',
    intro:
      'Specifications, details and part numbers side by side. Rows where the products differ are marked, so you can see at a glance what sets them apart.',
    tickLabel: 'Compare',
    submitLabel: 'Compare selected',
    tickHint: 'Tick two to four products, then compare them side by side.',
    productPageHeading: 'Compare with our other products',
    moreLabel: 'Choose from the whole family in the product finder',
    tooFew:
      'Choose at least two products to compare. Tick one or more of the products below, or find them in the product finder.',
    tooMany:
      'We line up at most four products at a time, so the table stays readable on screen and on paper. Untick the ones you can do without.',
    unknown:
      'We could not find these products. They may have been renamed or withdrawn; find them again in the product finder:',
    othersLabel: 'Add to the comparison',
    summaryLabel: 'In short',
    specsLabel: 'Key specifications',
    detailsLabel: 'More details',
    modelsLabel: 'Models and part numbers',
    differsLabel: 'Differs',
    tableLabel: 'Products side by side',
    finderLabel: 'Back to the product finder',
  },
  'products/datasheet': {
    linkLabel: 'Download datasheet (PDF)',
    title: 'Datasheet',
    specsHeading: 'Key specifications',
    modelsHeading: 'Models and part numbers',
    partNumberLabel: 'Part number',
    descriptionLabel: 'Description',
    contactHeading: 'Contact us',
    phoneLabel: 'Phone',
    emailLabel: 'E-mail',
    qrLabel: 'Scan for the product page',
    versionLabel: 'Version of {date}',
    pageLabel: 'Page {page} of {pages}',
  },
};
