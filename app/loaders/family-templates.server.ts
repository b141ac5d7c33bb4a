/**
 * A family's page at `/products/<family>`, drawn by the landing layout its record names
 * (docs/decisions/0013). `generic` lists the family's products as cards; a special landing
 * shows its own layout, then the products it does not show itself under "More products".
 */
import type { AppLoadContext } from 'react-router';
import { families } from '~/catalogue/families';
import { moduleOf } from '~/catalogue/family';
import { loaderModules } from '~/catalogue/loaders.server';
import {
  namedLayout,
  type FamilyLoaders,
  type FamilyRecord,
  type LandingLoader,
  type TemplateHead,
  type ViewOf,
} from '~/catalogue/template';
import { familyProducts } from './catalogue.server';
import { movedOrNotFound } from './content.server';

/** The standard family page: its name and summary above its products. */
const generic = (async (_context: AppLoadContext, family: FamilyRecord) => ({
  view: { name: family.name, summary: family.summary },
  head: { kind: 'page', name: family.name, description: family.summary },
})) satisfies LandingLoader<unknown>;

/** What the standard landing's view is given. */
export type GenericLandingView = ViewOf<typeof generic>;

/** The landing loaders, by layout value: the standard one and each family's (named as it is). */
export const landingLoadersOf = (
  list: readonly { slug: string; familyLayout: { value: string } }[],
  modules: Readonly<Record<string, FamilyLoaders>>,
): Readonly<Record<string, LandingLoader<object>>> => ({
  generic,
  ...Object.fromEntries(
    list.map((f) => [f.familyLayout.value, moduleOf(modules, f.slug, 'loader.server.ts').landing]),
  ),
});

const landingLoaders = landingLoadersOf(families, loaderModules);

/** A drawn family page: its layout's view, what its head says, and its products as cards. */
export interface FamilyTemplatePage {
  template: string;
  view: object;
  head: TemplateHead;
  products: Awaited<ReturnType<typeof familyProducts>>;
}

/** The family at this address, else a 301 from an earlier address of one, else 404. */
export async function familyTemplatePage(
  context: AppLoadContext,
  slug: string,
  url: URL,
): Promise<FamilyTemplatePage> {
  const family = await context.services.content.recordByFields('productFamilies', { slug });
  if (!family) return movedOrNotFound(context, url);
  const template = namedLayout(landingLoaders, family.template);
  const loader: LandingLoader<object> = landingLoaders[template] ?? generic;
  const drawn = await loader(context, family);
  // "More products": those the landing's layout does not show itself. A landing that does not
  // say which it shows shows those with a special layout.
  const products = await familyProducts(
    context,
    slug,
    drawn.shows ? { except: drawn.shows } : { standardOnly: template !== 'generic' },
  );
  return { template, ...drawn, products };
}
