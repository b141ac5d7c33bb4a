import type { PageSection } from '~/loaders/content.server';

/** The five values named on the original About page, in its order. */
const valueTitles = [
  ['canDo', 'Can-do attitude'],
  ['proactive', 'Proactive problem solving'],
  ['surpassing', 'Surpassing expectations'],
  ['continuous', 'Continuous learning'],
  ['responsibility', 'Responsibility and accountability'],
] as const;

export function ValuesGrid({ values }: { values: PageSection<'about/values'> }) {
  return (
    <section aria-labelledby="values-heading">
      <h2 id="values-heading" className="section-heading mb-2">
        Our values
      </h2>
      <p className="mb-6 max-w-3xl text-slate-700">{values.ourValues}</p>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {valueTitles.map(([key, title], i) => (
          <li key={key} className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <p aria-hidden="true" className="mb-2 text-3xl font-extrabold text-accent-600">
              {String(i + 1).padStart(2, '0')}
            </p>
            <h3 className="mb-1 font-semibold text-brand-900">{title}</h3>
            <p className="text-sm leading-relaxed text-slate-700">{values[key]}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
