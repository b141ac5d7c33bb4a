/** Cable management: Tranos TRAC, ERIS and ELLIS, the cable glands overview and each gland type. */
import { cmLandingPath } from '~/components/products/cable-management/cable-management-frame';
import { section } from '../content.server';
import { slugTail, type LandingLoader, type TemplateLoader } from './template';

/** The second ERIS image is a wide strip, unlike the first (the client's CMS spec). */
const wideSize = { width: 1100, height: 300 };
const glandsPath = `${cmLandingPath}/cable-glands`;

const trac = (async (context) => {
  const [page, landing, trays, ladders, fittings, accessories] = await Promise.all([
    section(context, 'products/cable-management/trac/page'),
    section(context, 'products/cable-management'),
    section(context, 'products/cable-management/cable-trays'),
    section(context, 'products/cable-management/cable-ladders'),
    section(context, 'products/cable-management/cable-fittings'),
    section(context, 'products/cable-management/accessories-and-fasteners'),
  ]);
  // The anchor ids are fixed: other pages and old links point at them.
  const sections = [
    { id: 'cable-trays', ...trays, image: trays.cableTraysImage },
    { id: 'cable-ladders', ...ladders, image: ladders.cableLaddersImage },
    { id: 'cable-fittings', ...fittings, image: fittings.cableFittingsImage },
    {
      id: 'accessories-and-fasteners',
      ...accessories,
      image: accessories.accessoriesAndFastenersImage,
    },
  ].map(({ id, title, description, image }) => ({ id, title, description, image }));
  return {
    view: { page, landing: { label: landing.heading, to: cmLandingPath }, sections },
    head: { name: page.heading, description: page.intro, image: sections[0]?.image },
  };
}) satisfies TemplateLoader<unknown>;

const eris = (async (context) => {
  const [product, landing] = await Promise.all([
    section(context, 'products/cable-management/tranos-eris'),
    section(context, 'products/cable-management'),
  ]);
  // Only the first two images are shown (the client's site spec).
  const [first, second] = product.tranosErisImages;
  return {
    view: {
      title: product.title,
      description: product.description,
      first,
      second: second && { ...second, ...wideSize },
      landing: { label: landing.heading, to: cmLandingPath },
    },
    head: { name: product.title, description: product.description, image: first },
  };
}) satisfies TemplateLoader<unknown>;

const ellis = (async (context) => {
  const [product, landing] = await Promise.all([
    section(context, 'products/cable-management/tranos-ellis'),
    section(context, 'products/cable-management'),
  ]);
  return {
    view: { product, landing: { label: landing.heading, to: cmLandingPath } },
    head: {
      name: product.title,
      description: product.description,
      image: product.tranosEllisImages[0],
    },
  };
}) satisfies TemplateLoader<unknown>;

const cableGlands = (async (context) => {
  const [page, catalogue, landing] = await Promise.all([
    section(context, 'products/cable-management/cable-glands/page'),
    section(context, 'catalogue/cable-glands'),
    section(context, 'products/cable-management'),
  ]);
  const cards = catalogue.glands.map((g) => ({
    title: g.name,
    to: `${glandsPath}/${g.slug}`,
    image: g.image,
    text: g.summary,
  }));
  return {
    view: {
      heading: page.heading,
      intro: catalogue.intro,
      landing: { label: landing.heading, to: cmLandingPath },
      cards,
    },
    head: {
      kind: 'page',
      name: page.heading,
      description: catalogue.intro,
      image: cards[0]?.image,
    },
  };
}) satisfies TemplateLoader<unknown>;

const cableGland = (async (context, record) => {
  const [page, catalogue, landing] = await Promise.all([
    section(context, 'products/cable-management/cable-glands/page'),
    section(context, 'catalogue/cable-glands'),
    section(context, 'products/cable-management'),
  ]);
  const gland = catalogue.glands.find((g) => g.slug === slugTail(record));
  if (!gland) return undefined;
  return {
    view: {
      gland,
      trail: [
        { label: landing.heading, to: cmLandingPath },
        { label: page.heading, to: glandsPath },
      ],
    },
    head: { name: gland.name, description: gland.description, image: gland.image },
  };
}) satisfies TemplateLoader<unknown>;

export const cableManagementTemplates = {
  trac,
  eris,
  ellis,
  'cable-glands': cableGlands,
  'cable-gland': cableGland,
};

const landing = (async (context) => {
  const page = await section(context, 'products/cable-management');
  return {
    view: { page },
    head: {
      kind: 'page',
      name: page.heading,
      description: page.intro,
      image: page.cards[0]?.image,
    },
  };
}) satisfies LandingLoader<unknown>;

export const cableManagementLanding = { 'cable-management': landing };
