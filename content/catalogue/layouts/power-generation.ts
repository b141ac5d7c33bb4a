/** Power Generation & Backup: generators with their models, and the UPS backup system. */
import { defineLayout } from '../layout';
import type { LegacySection } from '../legacy-sections';

export const productLayouts = [
  defineLayout({ value: 'generator', label: 'Generators with models (tabs)', fields: {} }),
  defineLayout({ value: 'ups', label: 'UPS backup system (tabs)', fields: {} }),
] as const;

export const familyLayout = defineLayout({
  value: 'power-generation',
  label: 'Power generation tiles',
  fields: {},
});

/** Sections of before decision 0024 and the records their values move to. */
export const legacySections: LegacySection[] = [];
