/** Gaskets: a gasket type's page. */
import { gasketPages, isGasketSlug } from '~/components/products/gaskets/gasket-pages';
import { section } from '../content.server';
import { slugTail, type LandingLoader, type TemplateLoader } from './template';

const gasket = (async (context, record) => {
  const slug = slugTail(record);
  if (!isGasketSlug(slug)) return undefined;
  const [type, landing, footer] = await Promise.all([
    section(context, gasketPages[slug]),
    section(context, 'products/gaskets'),
    section(context, 'footer'),
  ]);
  return {
    view: {
      slug,
      gasket: type,
      landingHeading: landing.heading,
      contact: { phone: footer.phone, email: footer.email },
    },
    head: {
      name: type.title,
      description: type.description,
      summary: type.intro || type.description,
      image: type.image,
    },
  };
}) satisfies TemplateLoader<unknown>;

export const gasketTemplates = { gasket };

const landing = (async (context) => {
  const page = await section(context, 'products/gaskets');
  return {
    view: { page },
    head: { kind: 'page', name: page.heading, description: page.intro },
  };
}) satisfies LandingLoader<unknown>;

export const gasketsLanding = { gaskets: landing };
