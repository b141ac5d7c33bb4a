/**
 * The enquiries of a period as the dashboard counts them (issue 33, "At size"; decision 0030),
 * without reading a year of enquiries on every visit: what the dashboard needs of each enquiry
 * (type, times, the products it asked for) is kept in memory per Lagos day, with the day's version
 * from `enquiry_days`. A trigger moves a day's version whenever one of its enquiries is added,
 * changed where the dashboard reads it, or deleted, on any instance; a visit reads the versions
 * of the period's days (one row a day) and again only the days whose version moved: today's,
 * mostly. The products are named at read time, so a renamed product shows under its new name.
 */
import { dayStart, lagosDay, TOP_N, type Period } from '../../../schemas/insights';
import { addDays, daysBetween, daysOf, laterDay, mondayOf } from '../../../schemas/plain-day';
import type { insightsRepo } from '../../repositories/insights/insights-repo';

type Repo = Pick<
  ReturnType<typeof insightsRepo>,
  'enquiryDayVersions' | 'enquiryFacts' | 'catalogue'
>;
type Catalogue = Awaited<ReturnType<Repo['catalogue']>>;

interface Fact {
  type: string;
  status: string;
  createdAt: number;
  answeredAt: number | null;
  productIds: string[];
  productLine: string;
}

/** Days read per query when many are read at once. */
const CHUNK_DAYS = 31;
/** The most days kept: every day a query may name, FIRST_DAY to LAST_DAY (schemas/plain-day). */
const MAX_DAYS = 100 * 366;
const HOUR_MS = 3_600_000;

const time = (value: string | Date) => new Date(value).getTime();

/** Runs of consecutive days, each at most CHUNK_DAYS long. */
function runsOf(days: string[]): [string, string][] {
  const runs: [string, string][] = [];
  for (const day of days) {
    const last = runs[runs.length - 1];
    if (last && addDays(last[1], 1) === day && daysBetween(last[0], day) < CHUNK_DAYS)
      last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

export function createInsightsEnquiries(repo: Repo) {
  const kept = new Map<string, { version: number; facts: Fact[] }>();

  /** Brings every day up to `to` up to date, reading again only the days whose version moved. */
  async function refresh(to: string): Promise<void> {
    const rows = await repo.enquiryDayVersions();
    const versions = new Map(rows.map((r) => [r.day, Number(r.version)]));
    const first = rows.reduce((min, r) => (daysBetween(r.day, min) > 0 ? r.day : min), to);
    const stale: string[] = [];
    // Counted, not stepped: queries name days up to 2099 (decision 0039), the data far fewer.
    for (const day of daysOf(first, to, MAX_DAYS)) {
      const version = versions.get(day) ?? 0;
      if (kept.get(day)?.version === version) continue;
      // A day without a version never had an enquiry: nothing to read.
      if (version === 0) kept.set(day, { version, facts: [] });
      else stale.push(day);
    }
    for (const [first, last] of runsOf(stale)) {
      const read = new Map<string, Fact[]>();
      for (const row of await repo.enquiryFacts(dayStart(first), dayStart(addDays(last, 1)))) {
        const createdAt = time(row.created_at);
        const day = lagosDay(new Date(createdAt));
        read.set(day, [
          ...(read.get(day) ?? []),
          {
            type: row.type,
            status: row.status,
            createdAt,
            answeredAt: row.answered_at === null ? null : time(row.answered_at),
            productIds: row.product_ids ?? [],
            productLine: row.product_line ?? '',
          },
        ]);
      }
      // Stored with the version read before: a change since then moved it again.
      for (const day of daysOf(first, last, CHUNK_DAYS))
        kept.set(day, { version: versions.get(day) ?? 0, facts: read.get(day) ?? [] });
    }
  }

  const factsOf = (from: string, to: string) =>
    [...kept].flatMap(([day, { facts }]) => (day >= from && day <= to ? facts : []));

  return {
    /**
     * Enquiries per week and type, how many were answered and how fast, and what was asked for,
     * over `period`; and how many are still "new" since before `openBefore`.
     */
    async read(period: Period, openBefore: Date) {
      const openDay = lagosDay(openBefore);
      await refresh(laterDay(period.to, openDay));
      const facts = factsOf(period.from, period.to);
      const catalogue = await repo.catalogue();
      const cut = openBefore.getTime();
      const open = factsOf('', openDay).filter((f) => f.status === 'new' && f.createdAt < cut);
      return {
        byWeek: byWeekAndType(facts),
        answered: answered(facts),
        ...asked(facts, catalogue),
        openCount: open.length,
      };
    },
  };
}

function byWeekAndType(facts: Fact[]) {
  const counts = new Map<string, { week: string; type: string; n: number }>();
  for (const fact of facts) {
    const week = mondayOf(lagosDay(new Date(fact.createdAt)));
    const key = `${week} ${fact.type}`;
    const row = counts.get(key) ?? { week, type: fact.type, n: 0 };
    row.n++;
    counts.set(key, row);
  }
  return [...counts.values()];
}

/** How many were answered, and the median hours to the answer (as `percentile_cont(0.5)`). */
function answered(facts: Fact[]) {
  const hours = facts
    .flatMap((f) => (f.answeredAt === null ? [] : [(f.answeredAt - f.createdAt) / HOUR_MS]))
    .sort((a, b) => a - b);
  const middle = (hours.length - 1) / 2;
  const median =
    hours.length === 0
      ? null
      : ((hours[Math.floor(middle)] ?? 0) + (hours[Math.ceil(middle)] ?? 0)) / 2;
  return { answered: hours.length, total: facts.length, median };
}

/** The top of a count of enquiries per name: most first, then by name. */
function top(counts: Map<string, number>) {
  return [...counts]
    .map(([name, n]) => ({ name, n }))
    .sort((a, b) => b.n - a.n || (a.name < b.name ? -1 : 1))
    .slice(0, TOP_N);
}

/** `Map.groupBy`, which Node 20 does not have. */
function groupBy<T>(list: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of list) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const countOnce = (counts: Map<string, number>, keys: Iterable<string>) => {
  for (const key of new Set(keys)) counts.set(key, (counts.get(key) ?? 0) + 1);
};

/**
 * What each enquiry asked for: each quote line's product, and the contact form's product line
 * when it names a product or a family of the catalogue; each enquiry counted once per product,
 * family and industry.
 */
function asked(facts: Fact[], { products, families }: Catalogue) {
  const productById = new Map(products.map((p) => [p.id, p]));
  const familyBySlug = new Map(families.map((f) => [f.slug, f]));
  const productsNamed = groupBy(products, (p) => p.name);
  const familiesNamed = groupBy(families, (f) => f.name);
  const byProduct = new Map<string, number>();
  const byFamily = new Map<string, number>();
  const byIndustry = new Map<string, number>();
  for (const fact of facts) {
    const named = fact.productLine ? (productsNamed.get(fact.productLine) ?? []) : [];
    const lines = [...fact.productIds.flatMap((id) => productById.get(id) ?? []), ...named];
    const familySlugs = [
      ...lines.map((p) => p.family),
      ...(fact.productLine && named.length === 0
        ? (familiesNamed.get(fact.productLine) ?? []).map((f) => f.slug)
        : []),
    ];
    countOnce(
      byProduct,
      lines.filter((p) => familyBySlug.has(p.family)).map((p) => p.id),
    );
    countOnce(
      byFamily,
      familySlugs.flatMap((slug) => familyBySlug.get(slug)?.name ?? []),
    );
    countOnce(
      byIndustry,
      lines.flatMap((p) => p.industries ?? []),
    );
  }
  return {
    byProduct: top(byProduct).flatMap(({ name: id, n }) => {
      const p = productById.get(id);
      const family = p && familyBySlug.get(p.family);
      return p && family
        ? [{ name: p.name, family: family.name, url: `/products/${p.family}/${p.slug}`, n }]
        : [];
    }),
    byFamily: top(byFamily),
    byIndustry: top(byIndustry),
  };
}
