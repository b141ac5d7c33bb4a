/** Enclosures: one page per enclosure category. */
import { defineLayout } from '../layout';
import type { LegacySection } from '../legacy-sections';

export const productLayouts = [
  defineLayout({ value: 'enclosure-category', label: 'Enclosure category', fields: {} }),
] as const;

export const familyLayout = defineLayout({
  value: 'enclosures',
  label: 'Enclosure categories',
  fields: {},
});

/** Sections of before decision 0024 and the records their values move to. */
export const legacySections: LegacySection[] = [];
