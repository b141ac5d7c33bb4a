/**
 * What buyers ask for (issue 33): the dashboard's numbers over a period, for signed-in staff
 * (the route and the CMS loader check who). A bad period is a 400 with a message per field.
 */
import { enquiryTypes, enquiryReference, type EnquiryType } from '../../../schemas/enquiry';
import { checkedPeriod, weeksOf, type Insights, type Period } from '../../../schemas/insights';
import { mondayOf } from '../../../schemas/plain-day';
import type { Db } from '../../db/client';
import { insightsRepo } from '../../repositories/insights/insights-repo';
import { createInsightsCounts } from './insights-counts';
import { createInsightsEnquiries } from './insights-enquiries';
import { ServiceError } from '../shared/service-error';

const DAY_MS = 86_400_000;
const LAGOS_OFFSET_MS = 3_600_000;

/** The instant two working days (Monday to Friday, Lagos) before `now`. */
export function twoWorkingDaysBefore(now: Date): Date {
  let at = now.getTime();
  let counted = 0;
  while (counted < 2) {
    at -= DAY_MS;
    const weekday = new Date(at + LAGOS_OFFSET_MS).getUTCDay();
    if (weekday !== 0 && weekday !== 6) counted++;
  }
  return new Date(at);
}

const isType = (v: string): v is EnquiryType => (enquiryTypes as readonly string[]).includes(v);
const zeroTypes = () => ({ contact: 0, quote: 0, career: 0 });

export function createInsightsService(db: Db) {
  const repo = insightsRepo(db);
  const counts = createInsightsCounts(repo);
  const enquiries = createInsightsEnquiries(repo);

  /** The numbers of `period`, with the open enquiries as they stand at `now`. */
  async function read(period: Period, now: Date): Promise<Insights> {
    const openBefore = twoWorkingDaysBefore(now);
    const {
      byWeek: byWeekRows,
      answered,
      byProduct,
      byFamily,
      byIndustry,
      openCount,
    } = await enquiries.read(period, openBefore);
    const oldestOpen = await repo.oldestOpen(openBefore);
    const { viewsByDay, topPages, topProducts, searches } = await counts.read(
      period.from,
      period.to,
      now,
    );

    const weeks = new Map(weeksOf(period).map((week) => [week, { week, ...zeroTypes() }]));
    const total = zeroTypes();
    for (const row of byWeekRows) {
      const week = weeks.get(row.week);
      if (!week || !isType(row.type)) continue;
      week[row.type] += Number(row.n);
      total[row.type] += Number(row.n);
    }
    const viewWeeks = new Map(weeksOf(period).map((week) => [week, { week, count: 0 }]));
    for (const [day, n] of viewsByDay) {
      const week = viewWeeks.get(mondayOf(day));
      if (week) week.count += n;
    }
    return {
      period,
      enquiries: {
        byWeek: [...weeks.values()],
        total,
        answered: {
          count: answered.answered,
          of: answered.total,
          medianHours:
            answered.median === null ? null : Math.round(Number(answered.median) * 10) / 10,
        },
        open: {
          count: openCount,
          oldest: oldestOpen.flatMap((r) =>
            isType(r.type)
              ? [
                  {
                    id: r.id,
                    reference: r.reference ?? enquiryReference(r.id),
                    type: r.type,
                    name: r.name,
                    createdAt: new Date(r.created_at).toISOString(),
                  },
                ]
              : [],
          ),
        },
      },
      products: {
        byFamily: byFamily.map((r) => ({ name: r.name, count: Number(r.n) })),
        byProduct: byProduct.map((r) => ({
          name: r.name,
          family: r.family,
          url: r.url,
          count: Number(r.n),
        })),
        byIndustry: byIndustry.map((r) => ({ name: r.name, count: Number(r.n) })),
      },
      pageViews: {
        total: [...viewWeeks.values()].reduce((sum, w) => sum + w.count, 0),
        byWeek: [...viewWeeks.values()],
        topPages: topPages.map((r) => ({ path: r.path, count: r.n })),
        topProducts: topProducts.map((r) => ({ path: r.path, count: r.n })),
      },
      searches: {
        total: searches.total,
        top: searches.top.map((r) => ({ query: r.query, count: r.n, results: r.results })),
        noResults: searches.noResults.map((r) => ({ query: r.query, count: r.n })),
      },
    };
  }

  return {
    read,
    /** The numbers for a query as sent (`from`, `to`); 400 with field messages when bad. */
    async forQuery(input: unknown, now = new Date()): Promise<Insights> {
      const checked = checkedPeriod(input, now);
      if ('fields' in checked)
        throw new ServiceError(400, 'Some query parameters are not valid', checked.fields);
      return read(checked.period, now);
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
