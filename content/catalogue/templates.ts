/**
 * The layouts a product or family page can be drawn with (docs/decisions/0013, 0024). `generic`
 * draws any record from its common fields; the others are the special layouts of the seven
 * families, each declaring the fields it shows (content/catalogue/layouts/).
 */
import { defineLayout, fieldsByLayout, unionOfFields } from './layout';
import { legacySiteSections } from './legacy-site-sections';
import * as cableManagement from './layouts/cable-management';
import * as enclosures from './layouts/enclosures';
import * as gaskets from './layouts/gaskets';
import * as lightsWiring from './layouts/lights-wiring';
import * as powerGeneration from './layouts/power-generation';
import * as powerProtection from './layouts/power-protection';
import * as warehouseStorage from './layouts/warehouse-storage';

export const productLayouts = [
  defineLayout({ value: 'generic', label: 'Standard product page', fields: {} }),
  ...powerProtection.productLayouts,
  ...cableManagement.productLayouts,
  ...enclosures.productLayouts,
  ...warehouseStorage.productLayouts,
  ...gaskets.productLayouts,
  ...powerGeneration.productLayouts,
  ...lightsWiring.productLayouts,
] as const;

export const familyLayouts = [
  defineLayout({
    value: 'generic',
    label: 'Standard: product cards',
    fields: {},
  }),
  powerProtection.familyLayout,
  cableManagement.familyLayout,
  enclosures.familyLayout,
  warehouseStorage.familyLayout,
  gaskets.familyLayout,
  powerGeneration.familyLayout,
  lightsWiring.familyLayout,
] as const;

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
export const legacySections = [
  ...legacySiteSections,
  ...powerProtection.legacySections,
  ...cableManagement.legacySections,
  ...enclosures.legacySections,
  ...warehouseStorage.legacySections,
  ...gaskets.legacySections,
  ...powerGeneration.legacySections,
  ...lightsWiring.legacySections,
];

export const productDetailFields = unionOfFields(productLayouts);
export const familyDetailFields = unionOfFields(familyLayouts);
export const productFieldsByLayout = fieldsByLayout(productLayouts);
export const familyFieldsByLayout = fieldsByLayout(familyLayouts);
