/**
 * The layouts a product page can be drawn with (docs/decisions/0013). `generic` draws any
 * product from its record; the others are the special layouts of today's pages, kept as
 * templates that the data chooses.
 */
export const productTemplates = [
  { value: 'generic', label: 'Standard product page' },
  { value: 'switchgear', label: 'Switchgear detail (Power Protection & Distribution)' },
  { value: 'panel-list', label: 'Panel list (ATEX power panels)' },
  { value: 'trac', label: 'Tranos TRAC sections' },
  { value: 'eris', label: 'Tranos ERIS' },
  { value: 'ellis', label: 'Tranos ELLIS' },
  { value: 'cable-glands', label: 'Cable glands overview' },
  { value: 'cable-gland', label: 'Cable gland type' },
  { value: 'enclosure-category', label: 'Enclosure category' },
  { value: 'gasket', label: 'Gasket type' },
  { value: 'generator', label: 'Generators with models (tabs)' },
  { value: 'ups', label: 'UPS backup system (tabs)' },
  { value: 'lights-brand', label: 'Lighting brand' },
  { value: 'switch-range', label: 'Switch and socket range' },
  { value: 'industrial-devices', label: 'Industrial wiring or lighting devices' },
] as const;

export type ProductTemplate = (typeof productTemplates)[number]['value'];

/**
 * The layouts a family's page can be drawn with: `generic` lists its products as cards; the
 * others are the landings of the seven families of today, which list the products their own
 * layout does not show under "More products".
 */
export const familyTemplates = [
  { value: 'generic', label: 'Standard family page (its products as cards)' },
  { value: 'power-protection-and-distribution', label: 'Power Protection & Distribution landing' },
  { value: 'cable-management', label: 'Cable management flip cards' },
  { value: 'enclosures', label: 'Enclosure categories' },
  { value: 'warehouse-storage', label: 'Warehouse storage blocks' },
  { value: 'gaskets', label: 'Gasket types' },
  { value: 'power-generation', label: 'Power generation tiles' },
  { value: 'lights-wiring', label: 'Lights and wiring tiles' },
] as const;

export type FamilyTemplate = (typeof familyTemplates)[number]['value'];
