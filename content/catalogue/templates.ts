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
