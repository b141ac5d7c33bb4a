import { Link } from 'react-router';
import { CompareChoices, CompareForm } from '~/components/products/compare/compare-tick';
import { CompareTable } from '~/components/products/compare/compare-table';
import { BannerPage } from '~/components/ui/page-banner';
import { comparePage, type ComparePageData } from '~/loaders/compare.server';
import { pageMeta } from '~/seo';
import type { Route } from './+types/compare';

/**
 * Products side by side at /products/compare?p=<family>/<slug>&p=… (docs/decisions/0050): two
 * to four shown products' specifications, compared details and part numbers, with "Add to
 * quote" under each; otherwise what was wrong with the choice and the products to tick instead.
 */
export const loader = ({ context, url }: Route.LoaderArgs) => comparePage(context, url);

export const meta = (args: Route.MetaArgs) =>
  pageMeta(
    args,
    args.data && {
      title:
        args.data.kind === 'table'
          ? `${args.data.text.heading}: ${args.data.columns.map((c) => c.name).join(', ')}`
          : args.data.text.heading,
      description: args.data.text.intro,
      // A comparison is any few of the catalogue's pages: each of them is indexed already.
      noindex: true,
    },
  );

/** What was wrong with the choice (too few, too many, unknown), and the products to tick. */
function Choose({ data }: { data: Exclude<ComparePageData, { kind: 'table' }> }) {
  const { text } = data;
  return (
    <CompareForm id="compare-choose" submitLabel={text.submitLabel} hint={text.tickHint}>
      <div role="status" className="rounded-lg bg-brand-50 p-4 text-brand-900">
        <p>{data.kind === 'tooMany' ? text.tooMany : text.tooFew}</p>
      </div>
      {data.chosen.length > 0 && <CompareChoices items={data.chosen} checked />}
      {data.offered.length > 0 && (
        <>
          <h2 className="mt-6 mb-2 text-lg font-semibold text-brand-900">{text.othersLabel}</h2>
          <CompareChoices items={data.offered} />
        </>
      )}
    </CompareForm>
  );
}

/** The values of `p` no shown product has, as the query gave them. */
function Unknown({ values, text }: { values: readonly string[]; text: string }) {
  if (values.length === 0) return null;
  return (
    <div role="alert" className="mb-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
      <p>{text}</p>
      <ul className="mt-2 list-disc pl-6">
        {values.map((v) => (
          <li key={v} className="break-all">
            {v}
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function Compare({ loaderData: data }: Route.ComponentProps) {
  return (
    <div data-print="comparison">
      <BannerPage title={data.text.heading} subtitle={data.text.intro} className="py-10">
        <Unknown values={data.unknown} text={data.text.unknown} />
        {data.kind === 'table' ? <CompareTable {...data} /> : <Choose data={data} />}
        <p className="mt-8 print:hidden">
          <Link to="/products" className="text-brand-700 underline">
            {data.text.finderLabel}
          </Link>
        </p>
      </BannerPage>
    </div>
  );
}
