/**
 * The layouts a product or family page can be drawn with (docs/decisions/0013, 0024). `generic`
 * draws any record from its common fields; the others are the special layouts of the families,
 * each declaring the fields it shows in its folder's layout.ts (app/catalogue/families.ts).
 */
import { families } from '../../app/catalogue/families';
import type { FamilyDeclaration } from '../../app/catalogue/family';
import { defineLayout, fieldsByLayout, unionOfFields } from './layout';
import { legacySiteSections } from './legacy-site-sections';

const genericProduct = defineLayout({
  value: 'generic',
  label: 'Standard product page',
  fields: {},
});
const genericFamily = defineLayout({
  value: 'generic',
  label: 'Standard: product cards',
  fields: {},
});

/** The layouts of a list of families, the standard ones first, in the list's order. */
export const layoutsOf = <const L extends readonly FamilyDeclaration[]>(list: L) => ({
  product: [
    genericProduct,
    ...list.flatMap<L[number]['productLayouts'][number]>((f) => f.productLayouts),
  ],
  family: [genericFamily, ...list.map((f): L[number]['familyLayout'] => f.familyLayout)],
});

const layouts = layoutsOf(families);
export const productLayouts = layouts.product;
export const familyLayouts = layouts.family;

/** The choices of "Page layout". */
export const productTemplates = productLayouts.map(({ value, label }) => ({ value, label }));
export const familyTemplates = familyLayouts.map(({ value, label }) => ({ value, label }));

export type ProductTemplate = (typeof productLayouts)[number]['value'];
export type FamilyTemplate = (typeof familyLayouts)[number]['value'];

type ProductLayout = (typeof productLayouts)[number];
type FamilyLayout = (typeof familyLayouts)[number];

/** A product layout by its value. */
export type ProductLayoutOf<T extends ProductTemplate> = Extract<ProductLayout, { value: T }>;
export type FamilyLayoutOf<T extends FamilyTemplate> = Extract<FamilyLayout, { value: T }>;

/** Every family's sections of before decision 0024 (legacy-sections.ts). */
export const legacySections = [...legacySiteSections, ...families.flatMap((f) => f.legacySections)];

export const productDetailFields = unionOfFields(productLayouts);
export const familyDetailFields = unionOfFields(familyLayouts);
export const productFieldsByLayout = fieldsByLayout(productLayouts);
export const familyFieldsByLayout = fieldsByLayout(familyLayouts);
