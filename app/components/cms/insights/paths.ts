/** Where the insights screens are (app/components/cms/shell/screens.ts declares them). */
export const INSIGHTS_PATH = '/cms/insights';
export const SEARCH_SETTINGS_PATH = '/cms/settings/search';
/** A chart's numbers as CSV, for the period shown. */
export const csvPath = (chart: string, period: string) =>
  `${INSIGHTS_PATH}/csv/${chart}?period=${period}`;
