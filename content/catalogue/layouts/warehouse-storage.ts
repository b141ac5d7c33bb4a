/** Warehouse Storage Systems: its products use the standard page; the landing shows blocks. */
import { defineLayout } from '../layout';
import type { LegacySection } from '../legacy-sections';

export const productLayouts = [] as const;

export const familyLayout = defineLayout({
  value: 'warehouse-storage',
  label: 'Warehouse storage blocks',
  fields: {},
});

/** Sections of before decision 0024 and the records their values move to. */
export const legacySections: LegacySection[] = [];
