import type { Insights } from '../../../../schemas/insights';

const percent = (part: number, whole: number) =>
  whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`;

const hours = (h: number | null) =>
  h === null ? '–' : h < 48 ? `${h.toLocaleString('en')} h` : `${Math.round(h / 24)} days`;

/** The period's headline numbers, what a sales manager looks at first. */
export function InsightsSummary({ data }: { data: Insights }) {
  const { total, answered, open } = data.enquiries;
  const items = [
    {
      label: 'Enquiries',
      value: (total.contact + total.quote + total.career).toLocaleString('en'),
    },
    { label: 'Quote requests', value: total.quote.toLocaleString('en') },
    { label: 'Answered', value: percent(answered.count, answered.of) },
    { label: 'Median time to first answer', value: hours(answered.medianHours) },
    { label: 'Waiting over two working days', value: open.count.toLocaleString('en') },
    { label: 'Page views', value: data.pageViews.total.toLocaleString('en') },
    { label: 'Searches', value: data.searches.total.toLocaleString('en') },
  ];
  return (
    <dl className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
          <dt className="text-sm text-slate-700">{item.label}</dt>
          <dd className="text-2xl font-bold text-brand-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
