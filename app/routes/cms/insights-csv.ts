import { noStore, requireUser } from '~/loaders/cms.server';
import { chartCsv, insightsPage } from '~/loaders/insights.server';
import type { Route } from './+types/insights-csv';

/**
 * A chart's numbers as a CSV file (issue 33): the same table the chart's screen readers get,
 * for the period shown. Signed-in staff only; an unknown chart is a 404.
 */
export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  await requireUser(request, context, url);
  const { data, charts } = await insightsPage(context, url);
  const chart = charts.find((c) => c.id === params.chart);
  if (!chart) {
    throw new Response('No such chart', { status: 404, headers: noStore });
  }
  return new Response(chartCsv(chart), {
    headers: {
      ...noStore,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${chart.id}-${data.period.from}-to-${data.period.to}.csv"`,
    },
  });
}
