/**
 * Where the catalogue's first-start records are: each family's `seed.yaml` in its folder
 * (app/catalogue/<family>/, docs/decisions/0049), holding the family's record under `family` and
 * its products' under `products`, in the order of the family list. The folder gives their
 * address: the family's slug and its products' `family`.
 */
import { families } from '../../app/catalogue/families';
import type { FamilyDeclaration } from '../../app/catalogue/family';
import type { SeedFile } from '../collection';

export const familySeedFiles = (
  part: 'family' | 'products',
  list: readonly FamilyDeclaration[] = families,
): SeedFile[] =>
  list.map((f) => ({
    path: f.seed,
    at: part,
    with: { [part === 'family' ? 'slug' : 'family']: f.slug },
  }));
