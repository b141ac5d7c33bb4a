/**
 * The insights dashboard's reads (issue 33): the period asked for by `?period=` (a plain link,
 * so it works without JavaScript), the numbers of it and the charts drawn from them. The CSV
 * files are the charts' tables, so a download says what the chart and its table say.
 */
import type { AppLoadContext } from 'react-router';
import {
  DEFAULT_PERIOD,
  periodChoices,
  periodOf,
  type Insights,
  type PeriodKey,
} from '../../schemas/insights';
import type { Chart } from '~/components/cms/insights/chart-model';
import { CSV_BOM, csvRow } from '../../server/services/shared/csv';
import { rankedChart, weeklyChart } from './insights-charts.server';

export const periodKeyOf = (value: string | null): PeriodKey =>
  periodChoices.find((c) => c.key === value)?.key ?? DEFAULT_PERIOD;

const typeNames = { contact: 'Contact', quote: 'Quote requests', career: 'Job applications' };

/** Every chart of the dashboard, in the order it shows them. */
export function insightsCharts(data: Insights): Chart[] {
  const weeks = data.enquiries.byWeek.map((w) => w.week);
  const ranked = (
    id: string,
    title: string,
    column: string,
    items: readonly { name?: string; path?: string; query?: string; count: number }[],
  ) =>
    rankedChart(
      id,
      title,
      [column, 'Count'],
      items.map((i) => ({ label: i.name ?? i.path ?? i.query ?? '', value: i.count })),
    );
  return [
    weeklyChart(
      'enquiries-by-week',
      'Enquiries per week by type',
      weeks,
      (['contact', 'quote', 'career'] as const).map((type) => ({
        name: typeNames[type],
        values: data.enquiries.byWeek.map((w) => w[type]),
      })),
    ),
    ranked(
      'enquiries-by-family',
      'Enquiries by product family',
      'Product family',
      data.products.byFamily,
    ),
    ranked('enquiries-by-product', 'Enquiries by product', 'Product', data.products.byProduct),
    ranked('enquiries-by-industry', 'Enquiries by industry', 'Industry', data.products.byIndustry),
    weeklyChart('page-views-by-week', 'Page views per week', weeks, [
      { name: 'Page views', values: data.pageViews.byWeek.map((w) => w.count) },
    ]),
    ranked('top-product-pages', 'Most viewed product pages', 'Page', data.pageViews.topProducts),
    ranked('top-pages', 'Most viewed pages', 'Page', data.pageViews.topPages),
    ranked('top-searches', 'Top searches', 'Search', data.searches.top),
    ranked('no-result-searches', 'Searches that found nothing', 'Search', data.searches.noResults),
  ];
}

export async function insightsPage(context: AppLoadContext, url: URL, now = new Date()) {
  const key = periodKeyOf(url.searchParams.get('period'));
  const data = await context.services.insights.read(periodOf(key, now), now);
  return { key, data, charts: insightsCharts(data) };
}

/** A chart's table as a CSV file (server/services/shared/csv.ts: formulas defused, a BOM for Excel). */
export const chartCsv = (chart: Chart) =>
  `${CSV_BOM}${[chart.table.columns, ...chart.table.rows].map(csvRow).join('')}`;
