/**
 * The product families of the catalogue, in the order the CMS and the first start list them
 * (docs/decisions/0049). A family is its folder, `app/catalogue/<slug>/`, named as its address
 * `/products/<slug>`: its layouts (layout.ts), its pages' loaders (loader.server.ts), their
 * views (view.tsx) and its first-start records (seed.yaml, data). Adding a family is that folder and its
 * line below; the layouts, loaders, views, seed and API sections all derive from this list.
 */
import type { FamilyDeclaration } from './family';
import * as cableManagement from './cable-management/layout';
import * as enclosures from './enclosures/layout';
import * as gaskets from './gaskets/layout';
import * as lightsWiring from './lights-wiring/layout';
import * as powerGeneration from './power-generation/layout';
import * as powerProtectionAndDistribution from './power-protection-and-distribution/layout';
import * as warehouseStorage from './warehouse-storage/layout';

export const families = [
  powerProtectionAndDistribution,
  cableManagement,
  enclosures,
  warehouseStorage,
  gaskets,
  powerGeneration,
  lightsWiring,
] as const satisfies readonly FamilyDeclaration[];
