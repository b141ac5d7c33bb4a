/** Lights & Wiring Devices: lighting brands, switch ranges and industrial devices. */
import { defineLayout } from '../layout';
import type { LegacySection } from '../legacy-sections';

export const productLayouts = [
  defineLayout({ value: 'lights-brand', label: 'Lighting brand', fields: {} }),
  defineLayout({ value: 'switch-range', label: 'Switch and socket range', fields: {} }),
  defineLayout({
    value: 'industrial-devices',
    label: 'Industrial wiring or lighting devices',
    fields: {},
  }),
] as const;

export const familyLayout = defineLayout({
  value: 'lights-wiring',
  label: 'Lights and wiring tiles',
  fields: {},
});

/** Sections of before decision 0024 and the records their values move to. */
export const legacySections: LegacySection[] = [];
