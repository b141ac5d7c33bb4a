/**
 * What a product family declares in its folder's `layout.ts` (docs/decisions/0049): the family
 * lives at `app/catalogue/<slug>/`, named as its address `/products/<slug>`, and is registered
 * by its line in families.ts. Everything else that names the families derives from that list.
 */
import type { Layout } from '../../content/catalogue/layout';
import type { LegacySection } from '../../content/catalogue/legacy-sections';
import type { Section } from '../../content/section';

/** A family's `layout.ts`, as the list reads it. */
export interface FamilyDeclaration {
  /** Its address under /products/ and its folder's name. */
  slug: string;
  /** The layouts its product pages can be drawn with. */
  productLayouts: readonly Layout[];
  /** Its landing page's layout; its value is the family's slug. */
  familyLayout: Layout;
  /** Its sections of before decision 0024 and where their values move. */
  legacySections: readonly LegacySection[];
  /** The sections of the specs' API kept over its records, if it has some. */
  sections?: readonly Section[];
  /**
   * Its first-start records' data file, from the project's root: `app/catalogue/<slug>/seed.yaml`
   * (content/catalogue/family-seeds.ts).
   */
  seed: string;
}

/**
 * A family module of a folder (its loader or its view), found by the folder's name: `modules`
 * are the folders' modules as `import.meta.glob` gives them, keyed `<dir>/<slug>/<file>`.
 */
export function moduleOf<M>(modules: Readonly<Record<string, M>>, slug: string, file: string): M {
  const found = Object.entries(modules).find(([path]) => path.endsWith(`/${slug}/${file}`));
  if (!found) throw new Error(`The family ${slug} has no ${file} in its folder`);
  return found[1];
}
