/** Power generation: the gas generators with their models, and the UPS backup system. */
import { section } from '../content.server';
import type { LandingLoader, TemplateLoader } from './template';

const generator = (async (context) => {
  const [page, generators] = await Promise.all([
    section(context, 'products/power-generation'),
    section(context, 'catalogue/generators'),
  ]);
  return {
    view: { page, generators },
    head: {
      name: page.generatorsTitle,
      description: generators.intro,
      image: page.generatorsImage,
    },
  };
}) satisfies TemplateLoader<unknown>;

const ups = (async (context) => {
  const [page, generators] = await Promise.all([
    section(context, 'products/power-generation'),
    section(context, 'catalogue/generators'),
  ]);
  const view = {
    page,
    ups: {
      intro: generators.upsIntro,
      features: generators.upsFeatures,
      image: generators.upsImage,
    },
  };
  return {
    view,
    head: { name: page.upsTitle, description: view.ups.intro, image: view.ups.image },
  };
}) satisfies TemplateLoader<unknown>;

export const powerGenerationTemplates = { generator, ups };

const landing = (async (context) => {
  const page = await section(context, 'products/power-generation');
  return {
    view: { page },
    head: { kind: 'page', name: page.heading, description: page.intro },
  };
}) satisfies LandingLoader<unknown>;

export const powerGenerationLanding = { 'power-generation': landing };
