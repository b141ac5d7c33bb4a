/**
 * A family's page at `/products/<family>`, drawn by the landing layout its record names
 * (docs/decisions/0013). `generic` lists the family's products as cards; a special landing
 * shows its own layout, then the products it does not show itself under "More products".
 */
import type { AppLoadContext } from 'react-router';
import type { FamilyTemplate } from '../../content/catalogue/templates';
import { familyProducts } from './catalogue.server';
import { movedOrNotFound } from './content.server';
import { cableManagementLanding } from './product-templates/cable-management.server';
import { enclosuresLanding } from './product-templates/enclosures.server';
import { gasketsLanding } from './product-templates/gaskets.server';
import { lightsWiringLanding } from './product-templates/lights-wiring.server';
import { powerGenerationLanding } from './product-templates/power-generation.server';
import { powerProtectionLanding } from './product-templates/power-protection.server';
import {
  namedLayout,
  type FamilyRecord,
  type LandingLoader,
  type TemplateHead,
} from './product-templates/template';
import { warehouseStorageLanding } from './product-templates/warehouse-storage.server';

/** The standard family page: its name and summary above its products. */
const generic = (async (_context: AppLoadContext, family: FamilyRecord) => ({
  view: { name: family.name, summary: family.summary },
  head: { kind: 'page', name: family.name, description: family.summary },
})) satisfies LandingLoader<unknown>;

const landingLoaders = {
  generic,
  ...powerProtectionLanding,
  ...cableManagementLanding,
  ...enclosuresLanding,
  ...warehouseStorageLanding,
  ...gasketsLanding,
  ...powerGenerationLanding,
  ...lightsWiringLanding,
} satisfies Record<FamilyTemplate, LandingLoader<unknown>>;

/** What each landing layout's view is given. */
export type LandingViewData = {
  [T in FamilyTemplate]: Awaited<ReturnType<(typeof landingLoaders)[T]>>['view'];
};

/** A drawn family page: its layout's view, what its head says, and its products as cards. */
export type FamilyTemplatePage = {
  [T in FamilyTemplate]: { template: T; view: LandingViewData[T] };
}[FamilyTemplate] & {
  head: TemplateHead;
  products: Awaited<ReturnType<typeof familyProducts>>;
};

/** The family at this address, else a 301 from an earlier address of one, else 404. */
export async function familyTemplatePage(
  context: AppLoadContext,
  slug: string,
  url: URL,
): Promise<FamilyTemplatePage> {
  const family = await context.services.content.recordByFields('productFamilies', { slug });
  if (!family) return movedOrNotFound(context, url);
  const template = namedLayout(landingLoaders, family.template);
  const loader: LandingLoader<unknown> = landingLoaders[template];
  const drawn = await loader(context, family);
  // "More products": those the landing's layout does not show itself. A landing that does not
  // say which it shows shows those with a special layout.
  const products = await familyProducts(
    context,
    slug,
    drawn.shows ? { except: drawn.shows } : { standardOnly: template !== 'generic' },
  );
  // Each loader's view is the data of the layout of the same name.
  return { template, ...drawn, products } as FamilyTemplatePage;
}
