/** Lights & wiring devices and industries pages. */
export const lightsIndustriesSections = [] as const;
