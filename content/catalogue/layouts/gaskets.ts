/** Gaskets: one page per gasket type. */
import { defineLayout } from '../layout';
import type { LegacySection } from '../legacy-sections';

export const productLayouts = [
  defineLayout({ value: 'gasket', label: 'Gasket type', fields: {} }),
] as const;

export const familyLayout = defineLayout({ value: 'gaskets', label: 'Gasket types', fields: {} });

/** Sections of before decision 0024 and the records their values move to. */
export const legacySections: LegacySection[] = [];
