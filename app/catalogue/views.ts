/**
 * Every family folder's view.tsx, keyed by its path (`./<slug>/view.tsx`): the views of its
 * product layouts by layout value, and its landing's. The browser bundle takes them from the
 * folders rather than from families.ts, which would bring the layouts' declarations with it.
 */
import type { ComponentType } from 'react';

/** What a family's view.tsx exports. */
export interface FamilyViews {
  views?: Readonly<Record<string, ComponentType<never>>>;
  Landing: ComponentType<never>;
}

export const viewModules = import.meta.glob<FamilyViews>('./*/view.tsx', { eager: true });

/** The folder of a view module's path: the family's slug, which its landing layout is named as. */
const slugOf = (path: string) => path.split('/').at(-2) ?? '';

/** The views of the product layouts, by layout value, from `modules`. */
export const productViewsOf = (modules: Readonly<Record<string, FamilyViews>>) =>
  Object.assign({}, ...Object.values(modules).map((m) => m.views)) as Readonly<
    Record<string, ComponentType<never>>
  >;

/** The landing views, by the family's slug (its landing layout's value). */
export const landingViewsOf = (modules: Readonly<Record<string, FamilyViews>>) =>
  Object.fromEntries(Object.entries(modules).map(([path, m]) => [slugOf(path), m.Landing]));
