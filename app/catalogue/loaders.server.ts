/**
 * Every family folder's loader.server.ts, keyed by its path (`./<slug>/loader.server.ts`): the
 * page loaders take those of the listed families (families.ts) by their slugs.
 */
import type { FamilyLoaders } from './template';

export const loaderModules = import.meta.glob<FamilyLoaders>('./*/loader.server.ts', {
  eager: true,
});
