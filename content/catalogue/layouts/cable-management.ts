/** Cable Management & Support Systems: TRAC, ERIS, ELLIS and the cable glands. */
import { defineLayout } from '../layout';
import type { LegacySection } from '../legacy-sections';

export const productLayouts = [
  defineLayout({ value: 'trac', label: 'Tranos TRAC sections', fields: {} }),
  defineLayout({ value: 'eris', label: 'Tranos ERIS', fields: {} }),
  defineLayout({ value: 'ellis', label: 'Tranos ELLIS', fields: {} }),
  defineLayout({ value: 'cable-glands', label: 'Cable glands overview', fields: {} }),
  defineLayout({ value: 'cable-gland', label: 'Cable gland type', fields: {} }),
] as const;

export const familyLayout = defineLayout({
  value: 'cable-management',
  label: 'Cable management flip cards',
  fields: {},
});

/** Sections of before decision 0024 and the records their values move to. */
export const legacySections: LegacySection[] = [];
