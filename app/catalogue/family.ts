/**
 * What a product family declares in its folder's `layout.ts` (docs/decisions/0049): the family
 * lives at `app/catalogue/<slug>/`, named as its address `/products/<slug>`, and is registered
 * by its line in families.ts. Everything else that names the families derives from that list.
 */
import type { Layout } from '../../content/catalogue/layout';
import type { LegacySection } from '../../content/catalogue/legacy-sections';
import type { Section } from '../../content/section';

/**
 * A family's `seed.ts`: its own record (a `FamilySeed`) and its products' (`ProductSeed`s), as
 * that file declares them. Only their addresses are read here: the layouts' types are what the
 * collections' fields are made of, so naming the seeds' types here would make them their own.
 */
export interface FamilySeedModule {
  family: { slug?: string };
  products: readonly { family?: string; slug?: string }[];
}

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
  /** Its first-start records, imported only when the seeder asks for them. */
  seed: () => Promise<FamilySeedModule>;
}

/** Every family's first-start records, in the list's order. */
export async function seedsOf(list: readonly FamilyDeclaration[]) {
  const seeds = await Promise.all(list.map((f) => f.seed()));
  return {
    families: seeds.map((s) => s.family),
    products: seeds.flatMap((s) => s.products),
  };
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
