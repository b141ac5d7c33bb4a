/** Power Protection & Distribution: the switchgear detail pages and the ATEX panel list. */
import { defineLayout } from '../layout';
import type { LegacySection } from '../legacy-sections';

export const productLayouts = [
  defineLayout({
    value: 'switchgear',
    label: 'Switchgear detail (Power Protection & Distribution)',
    fields: {},
  }),
  defineLayout({ value: 'panel-list', label: 'Panel list (ATEX power panels)', fields: {} }),
] as const;

export const familyLayout = defineLayout({
  value: 'power-protection-and-distribution',
  label: 'Power Protection & Distribution landing',
  fields: {},
});

/** Sections of before decision 0024 and the records their values move to. */
export const legacySections: LegacySection[] = [];
