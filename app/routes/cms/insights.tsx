import { data } from 'react-router';
import { ChartFigure } from '~/components/cms/insights/chart-figure';
import { OpenEnquiries } from '~/components/cms/insights/open-enquiries';
import { csvPath } from '~/components/cms/insights/paths';
import { PeriodLinks } from '~/components/cms/insights/period-links';
import { InsightsSummary } from '~/components/cms/insights/summary';
import { SynonymLinks } from '~/components/cms/insights/synonym-links';
import { ScreenHeading } from '~/components/cms/screen-heading';
import { screenHead } from '~/components/cms/shell/screens';
import { noStore, requireUser } from '~/loaders/cms.server';
import { insightsPage } from '~/loaders/insights.server';
import type { Route } from './+types/insights';

/**
 * What buyers ask for (issue 33): a sales manager's Monday page. Charts are SVG drawn on the
 * server, each with its table and CSV; the period is chosen by links.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireUser(request, context, url);
  return data(await insightsPage(context, url), { headers: noStore });
}

export const headers: Route.HeadersFunction = () => noStore;
const head = screenHead('insights');

export const meta: Route.MetaFunction = head.meta;

const groups = [
  { id: 'enquiries', title: 'Enquiries', charts: ['enquiries-by-week'] },
  {
    id: 'products',
    title: 'What they ask about',
    charts: ['enquiries-by-family', 'enquiries-by-product', 'enquiries-by-industry'],
  },
  {
    id: 'pages',
    title: 'What they read',
    charts: ['page-views-by-week', 'top-product-pages', 'top-pages'],
  },
  { id: 'searches', title: 'What they search for', charts: ['top-searches', 'no-result-searches'] },
];

export default function Insights({ loaderData }: Route.ComponentProps) {
  const { key, data: numbers, charts } = loaderData;
  const byId = new Map(charts.map((c) => [c.id, c]));
  return (
    <>
      <ScreenHeading title={head.heading} intro={head.intro} />
      <PeriodLinks current={key} from={numbers.period.from} to={numbers.period.to} />
      <InsightsSummary data={numbers} />
      <OpenEnquiries open={numbers.enquiries.open} />
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`group-${group.id}`} className="mb-8">
          <h2 id={`group-${group.id}`} className="mb-3 text-xl font-bold text-brand-900">
            {group.title}
          </h2>
          <div className="grid gap-4 lg:grid-cols-2">
            {group.charts.flatMap((id) => {
              const chart = byId.get(id);
              if (!chart) return [];
              return [
                <ChartFigure key={id} chart={chart} csvHref={csvPath(id, key)}>
                  {id === 'no-result-searches' ? (
                    <SynonymLinks queries={numbers.searches.noResults} />
                  ) : null}
                </ChartFigure>,
              ];
            })}
          </div>
        </section>
      ))}
    </>
  );
}
